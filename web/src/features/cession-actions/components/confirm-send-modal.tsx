import type { ReactNode } from 'react';
import { Modal } from '@web/components/ui/modal';
import { ConfirmFooter } from '@web/components/ui/confirm-footer';

interface ConfirmSendModalProps {
  title: string;
  children: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation modal of a mass cession from a spreadsheet (core-platform §4 "Mass send"): Cancelar or Confirmar.
 */
export function ConfirmSendModal({ title, children, busy, onConfirm, onClose }: ConfirmSendModalProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <ConfirmFooter onCancel={onClose} disabled={busy} onConfirm={onConfirm}>
          {busy ? 'Enviando...' : 'Confirmar'}
        </ConfirmFooter>
      }
    >
      {children}
    </Modal>
  );
}
