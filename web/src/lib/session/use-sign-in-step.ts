import { useState } from 'react';
import { confirmSignIn, type SignInOutput } from 'aws-amplify/auth';
import { errorText } from './error-text';

/** The step Cognito asks for next when a sign-in call does not sign the user in yet. */
export type SignInStep = SignInOutput['nextStep']['signInStep'];

/**
 * Runs the calls of a Cognito sign-in (Amplify signIn, then confirmSignIn for each step it asks for) with one outcome
 * rule: `onSignedIn` once Cognito reports the user signed in; a next step the caller handles (`onNextStep` returns
 * true, e.g. the login form moving to the first-login or TOTP step) ends the call; any other step, or the provider's
 * refusal in Spanish (errorText), becomes `error`. `loading` is true while Cognito is asked.
 * `answer` answers the pending step (confirmSignIn): the new password of a first login (NEW_PASSWORD_REQUIRED,
 * core-platform §3) or the authenticator app's code (SOFTWARE_TOKEN_MFA).
 * @param onSignedIn reloads the session once signed in.
 */
export function useSignInStep(onSignedIn: () => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function run(
    call: () => Promise<SignInOutput>,
    onNextStep: (step: SignInStep) => boolean = () => false,
  ): Promise<void> {
    setError(null);
    setLoading(true);
    try {
      const { isSignedIn, nextStep } = await call();
      if (isSignedIn) {
        await onSignedIn();
        return;
      }
      if (!onNextStep(nextStep.signInStep)) setError(`Paso de inicio de sesión no soportado: ${nextStep.signInStep}`);
    } catch (thrown) {
      setError(errorText(thrown));
    } finally {
      setLoading(false);
    }
  }

  const answer = (challengeResponse: string) => run(() => confirmSignIn({ challengeResponse }));

  return { run, answer, error, setError, loading };
}
