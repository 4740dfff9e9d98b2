import { useState, type FormEvent } from 'react';
import { ASSISTANT_MESSAGES } from '@domain/assistant/assistant-contract';
import { isValidRut } from '@domain/rut';
import { RutField } from '@web/components/ui/rut-field';
import { displayRut } from '@web/lib/format';
import { ASSISTANT_TEXTS as T } from '../model/assistant-texts';
import type { AssistantSession } from '../hooks/use-assistant-session';

/**
 * The client RUT entry (client-radar.md §2, §5): a RUT failing the domain rule gives 'RUT no es válido'; a valid one
 * is preheated; once validated the entry is replaced by the client's name (or 'RUT validado') and 'Consultar nuevo
 * RUT'. A failed preheat or an unregistered RUT shows its message here.
 */
export function RutEntry({ session }: { session: AssistantSession }) {
  const { state, validate, reset } = session;
  const [rut, setRut] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  if (state.phase === 'validated' && state.rut)
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="asistente-cliente">
        <span className="fw-semibold">{state.clientName ?? T.validated}</span>
        <span className="text-muted small">{displayRut(state.rut)}</span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm ms-auto"
          onClick={() => {
            setRut('');
            reset();
          }}
        >
          {T.newRut}
        </button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRut(rut.trim())) return setFieldError(ASSISTANT_MESSAGES.invalidRut);
    validate(rut.trim());
  };
  const validating = state.phase === 'validating';
  return (
    <form className="mb-3" onSubmit={submit} noValidate>
      <RutField
        id="asistente-rut"
        label={T.rutLabel}
        value={rut}
        error={fieldError}
        className="mb-2"
        onValueChange={(value) => {
          setRut(value);
          setFieldError(null);
        }}
      />
      {state.alert ? (
        <div className="alert alert-warning py-2" role="alert" data-testid="asistente-alerta">
          {state.alert}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={rut.trim().length === 0 || validating}>
        {validating ? T.validating : T.validate}
      </button>
    </form>
  );
}
