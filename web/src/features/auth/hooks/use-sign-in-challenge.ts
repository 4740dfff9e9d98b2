import { useState } from 'react';
import { confirmSignIn } from 'aws-amplify/auth';
import { errorText } from '../error-text';

/**
 * Answers the pending step of a Cognito sign-in (Amplify confirmSignIn): the new password of a first login
 * (NEW_PASSWORD_REQUIRED, core-platform §3) or the authenticator app's code (SOFTWARE_TOKEN_MFA, issue 16 §5).
 * `answer` calls `onSignedIn` once Cognito reports the user signed in; a step this app does not handle, or the
 * provider's refusal in Spanish (errorText), becomes `error`; `loading` is true while Cognito is asked.
 * @param onSignedIn reloads the session once signed in.
 */
export function useSignInChallenge(onSignedIn: () => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function answer(challengeResponse: string): Promise<void> {
    setError(null);
    setLoading(true);
    try {
      const { isSignedIn, nextStep } = await confirmSignIn({ challengeResponse });
      if (isSignedIn) {
        await onSignedIn();
        return;
      }
      setError(`Paso de inicio de sesión no soportado: ${nextStep.signInStep}`);
    } catch (thrown) {
      setError(errorText(thrown));
    } finally {
      setLoading(false);
    }
  }

  return { answer, error, setError, loading };
}
