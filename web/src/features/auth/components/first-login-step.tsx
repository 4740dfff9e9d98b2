import { useState, type FormEvent } from 'react';
import { newPasswordProblem } from '@domain/account/new-password';
import { NewPasswordField } from '@web/components/ui/new-password-field';
import { useSignInStep } from '@web/lib/session/use-sign-in-step';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { SubmitButton } from '@web/components/ui/submit-button';

interface FirstLoginStepProps {
  email: string;
  /** Called once Cognito reports the user signed in with the new password (reloads the session). */
  onSignedIn: () => Promise<unknown>;
}

/**
 * The first-login step (core-platform §3 "Session user: firstLogin"): a user an administrator created with a temporary
 * password must choose their own (Cognito's NEW_PASSWORD_REQUIRED challenge). The new password follows the settings
 * rules of §5 (with the generator); 'Guardar e ingresar' answers the challenge (Amplify confirmSignIn) and signs in.
 */
export function FirstLoginStep({ email, onSignedIn }: FirstLoginStepProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { answer, error, setError, loading } = useSignInStep(onSignedIn);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const rule = newPasswordProblem(password);
    setProblem(rule);
    if (rule) return;
    void answer(password);
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2 className="h6">Primer ingreso</h2>
      <p className="small text-muted">
        Hola <strong>{email}</strong>: su contraseña es temporal. Elija una nueva para continuar.
      </p>
      <NewPasswordField id="first-login-password" value={password} onValueChange={setPassword} error={problem} />
      <ErrorAlert error={error} />
      <SubmitButton busy={loading} wide>
        Guardar e ingresar
      </SubmitButton>
    </form>
  );
}
