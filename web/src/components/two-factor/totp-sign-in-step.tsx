import { useState, type FormEvent } from 'react';
import { TextField } from '@web/components/ui/text-field';
import { useSignInStep } from '@web/lib/session/use-sign-in-step';
import { readTotpCode } from '@domain/totp-code';
import { TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { SubmitButton } from '@web/components/ui/submit-button';

interface TotpSignInStepProps {
  email: string;
  /** Called once Cognito reports the user signed in (reloads the session). */
  onSignedIn: () => Promise<unknown>;
}

/**
 * The second step of the sign-in of a user with an authenticator app (Cognito's SOFTWARE_TOKEN_MFA challenge, Amplify's
 * CONFIRM_SIGN_IN_WITH_TOTP_CODE): the 6-digit code answers the challenge (Amplify confirmSignIn); a wrong one shows
 * the provider's error in Spanish and lets the user try again within the sign-in session.
 */
export function TotpSignInStep({ email, onSignedIn }: TotpSignInStepProps) {
  const [typed, setTyped] = useState('');
  const { answer, error, setError, loading } = useSignInStep(onSignedIn);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readTotpCode(typed);
    if ('problem' in read) return setError(read.problem);
    void answer(read.code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2 className="h6">{TOTP_MESSAGES.signInTitle}</h2>
      <p className="small text-muted">
        <strong>{email}</strong>: {TOTP_MESSAGES.signInPrompt}
      </p>
      <TextField
        id="totp-sign-in-code"
        label={TOTP_MESSAGES.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={7}
        value={typed}
        onValueChange={setTyped}
      />
      <ErrorAlert error={error} />
      <SubmitButton busy={loading} wide>
        {TOTP_MESSAGES.signInSubmit}
      </SubmitButton>
    </form>
  );
}
