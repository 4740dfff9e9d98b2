import { useEffect, useState } from 'react';
import { Modal } from '../ui/modal';
import { handleStepUp } from '../../lib/two-factor/step-up';
import { TOTP_MESSAGES } from '../../lib/two-factor/totp';
import { TotpSetupForm } from './totp-setup-form';

/**
 * The step-up of an operation the server refused for want of a TOTP-verified session (a cession, its keys, its return
 * or refusal, a webhook secret): a dialog with the server's message and the authenticator-app setup, whose verified
 * code makes the session TOTP-verified; the refused call then runs again (lib/two-factor/step-up.ts). Closing it gives
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
        <p>{TOTP_MESSAGES.stepUpIntro}</p>
        <TotpSetupForm onEnabled={() => finish(true)} />
      </div>
    </Modal>
  );
}
