import { useState, type FormEvent } from 'react';
import { recesionarioProblems, type RecesionarioField, type RecesionarioFields } from '@domain/recesionario';
import { userMessage } from '@web/lib/api-error';
import { RECESIONARIOS_FALLBACK_MESSAGE } from '../model/messages';

const EMPTY: RecesionarioFields = { rut: '', razonSocial: '', direccion: '', email: '' };

/**
 * The state and submit of a recessionary form (core-platform §5): the rules of domain/recesionario.ts run first and
 * their messages show under each field with nothing sent; the fields then re-check as they are typed. A refusal of
 * the server (a RUT already registered...) shows as `error`, with the typed values kept.
 * @param rutFactoring the factoring the recessionary is for (it cannot be its own).
 * @param send the request and what follows its success (a toast, closing a modal).
 * @param initial the values to start from (an edited row); empty fields by default.
 */
export function useRecesionarioForm(
  rutFactoring: string,
  send: (fields: RecesionarioFields) => Promise<void>,
  initial: RecesionarioFields = EMPTY,
) {
  const [fields, setFields] = useState<RecesionarioFields>(initial);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = checked ? recesionarioProblems(fields, rutFactoring) : {};

  const setField = (field: RecesionarioField, value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const reset = () => {
    setFields(initial);
    setChecked(false);
    setError(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(null);
    if (Object.keys(recesionarioProblems(fields, rutFactoring)).length > 0) return;
    send(fields).catch((failure: unknown) => setError(userMessage(failure, RECESIONARIOS_FALLBACK_MESSAGE)));
  };
  return { fields, setField, problems, error, onSubmit, reset };
}
