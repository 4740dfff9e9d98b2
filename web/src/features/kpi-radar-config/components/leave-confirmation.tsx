import type { Blocker } from 'react-router';
import { ConfirmFooter } from '@web/components/ui/confirm-footer';
import { Modal } from '@web/components/ui/modal';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';

/**
 * The question shown while a navigation away from the editor is held (useLeaveGuard's blocker): 'Salir' lets it go
 * on, 'Cancelar' (or closing the dialog) stays with the unsaved changes.
 */
export function LeaveConfirmation({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      title={M.unsaved}
      onClose={() => blocker.reset()}
      footer={
        <ConfirmFooter onCancel={() => blocker.reset()} disabled={false} onConfirm={() => blocker.proceed()}>
          {M.leave}
        </ConfirmFooter>
      }
    >
      <p className="mb-0">{M.leaveConfirm}</p>
    </Modal>
  );
}
