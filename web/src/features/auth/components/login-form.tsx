import { useState, type FormEvent } from 'react';
import { signIn } from 'aws-amplify/auth';
import { TextField } from '@web/components/ui/text-field';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { useSignInStep, type SignInStep } from '@web/lib/session/use-sign-in-step';
import { TotpSignInStep } from '@web/components/two-factor/totp-sign-in-step';
import { FirstLoginStep } from './first-login-step';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { SubmitButton } from '@web/components/ui/submit-button';

/** Message of core-platform §5/§8 when the e-mail or the password is empty (after trimming). */
export const EMPTY_FIELDS_MESSAGE = 'Por favor complete todos los campos';

/** The form's step for each Cognito step that follows the password: a temporary password, or an authenticator app. */
const FOLLOWING_STEP: Partial<Record<SignInStep, 'firstLogin' | 'totp'>> = {
  CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: 'firstLogin',
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: 'totp',
};

interface LoginFormProps {
  /** Called once Cognito reports the user signed in (reloads the session). */
  onSignedIn: () => Promise<unknown>;
  onRecoverPassword: () => void;
}

/**
 * The login form of core-platform §2: Email and password, 'Ingresar' ('Cargando...' while loading),
 * a red alert with the provider's message, and the 'Recuperar Contrasena' link.
 * A temporary password (a user an administrator created) leads to the first-login step instead of signing in, and a
 * user with an authenticator app to the TOTP code step.
 * Uses the runtime authFlowType (USER_PASSWORD_AUTH in local mode, where cognito-local has no SRP).
 */
export function LoginForm({ onSignedIn, onRecoverPassword }: LoginFormProps) {
  const { authFlowType } = useRuntimeConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { run, error, setError, loading } = useSignInStep(onSignedIn);
  const [step, setStep] = useState<'password' | 'firstLogin' | 'totp'>('password');

  function submit(event: FormEvent) {
    event.preventDefault();
    const username = email.trim();
    const secret = password.trim();
    if (!username || !secret) {
      setError(EMPTY_FIELDS_MESSAGE);
      return;
    }
    void run(
      () => signIn({ username, password: secret, options: { authFlowType } }),
      (next) => {
        const following = FOLLOWING_STEP[next];
        if (following) setStep(following);
        return following !== undefined;
      },
    );
  }

  if (step === 'firstLogin') return <FirstLoginStep email={email.trim()} onSignedIn={onSignedIn} />;
  if (step === 'totp') return <TotpSignInStep email={email.trim()} onSignedIn={onSignedIn} />;
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onValueChange={setEmail}
      />
      <TextField
        id="login-password"
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <ErrorAlert error={error} />
      <SubmitButton busy={loading} wide>
        Ingresar
      </SubmitButton>
      <div className="text-center mt-3">
        <button type="button" className="btn btn-link" onClick={onRecoverPassword}>
          Recuperar Contrasena
        </button>
      </div>
    </form>
  );
}
