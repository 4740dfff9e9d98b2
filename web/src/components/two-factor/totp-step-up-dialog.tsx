import { useEffect, useState } from 'react';
import { Modal } from '../ui/modal';
import { handleStepUp } from '../../lib/two-factor/step-up';
import { TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { TotpSetupForm } from './totp-setup-form';
import { Spinner } from '../ui/spinner';
import { useSession } from '../../lib/session/session-context';
import { useTotpStatus } from '../../lib/two-factor/totp-status';

/**
 * What proves a code: for a user without an authenticator app, its setup (the verified code makes this session
 * TOTP-verified); for one who has it (set up after this session began, e.g. on another device), signing in again,
 * which asks for the app's code.
 */
function StepUpBody({ onEnabled }: { onEnabled: () => void }) {
  const status = useTotpStatus();
  const { logout } = useSession();
  if (status.isPending) return <Spinner />;
  if (status.data === true) {
    return (
      <>
        <p>{TOTP_MESSAGES.stepUpSignInAgain}</p>
        <button type="button" className="btn btn-primary" onClick={() => void logout()}>
          {TOTP_MESSAGES.signInAgain}
        </button>
      </>
    );
  }
  return (
    <>
      <p>{TOTP_MESSAGES.stepUpIntro}</p>
      <TotpSetupForm onEnabled={onEnabled} />
    </>
  );
}

/**
 * The step-up of an operation the server refused for want of a TOTP-verified session (a cession, its keys, its return
 * or refusal, a webhook secret): a dialog with the server's message and the authenticator-app setup, whose verified
 * code makes the session TOTP-verified, after which the refused call runs again (lib/two-factor/step-up.ts); or, for a
 * user who already has the app, signing in again with its code. Closing it gives
 * up, and the call shows its refusal as before. Mounted once for the signed-in screens.
 */
export function TotpStepUpDialog() {
  const [answer, setAnswer] = useState<((done: boolean) => void) | null>(null);

  useEffect(() => handleStepUp(() => new Promise<boolean>((resolve) => setAnswer(() => resolve))), []);

  if (!answer) return null;
  const finish = (done: boolean) => {
    answer(done);
    setAnswer(null);
  };
  return (
    <Modal title={TOTP_MESSAGES.title} onClose={() => finish(false)}>
      <div data-testid="totp-step-up">
        <div className="alert alert-warning" role="alert">
          {TOTP_MESSAGES.requiredForOperation}
        </div>
        <StepUpBody onEnabled={() => finish(true)} />
      </div>
    </Modal>
  );
}
