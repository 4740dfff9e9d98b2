import { useState, type FormEvent } from 'react';
import { credentialErrorText } from '../model/error-text';

/**
 * The submit of a 'Firma Digital' form (core-platform §5): the form rules run first and their message shows with
 * nothing sent; otherwise the call runs, and a failed call shows `failureText`'s message (by default the server's,
 * credentialErrorText). Each
 * submit clears the previous message.
 * @param problem the form's first problem (domain/credentials/credential-forms.ts), null when it may be sent.
 * @param send the call and what follows its success (a toast, clearing a field).
 * @param failureText the text of a failed call (credentialErrorText unless given).
 * @returns the message to show (null: none) and the form's onSubmit.
 */
export function useCredentialSubmit(
  problem: () => string | null,
  send: () => Promise<void>,
  failureText: (failure: unknown) => string = credentialErrorText,
) {
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const found = problem();
    setError(found);
    if (found) return;
    try {
      await send();
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return { error, onSubmit };
}
