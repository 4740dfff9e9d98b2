import type { ReactNode } from 'react';
import { Modal } from '@web/components/ui/modal';

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
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
            {busy ? 'Enviando...' : 'Confirmar'}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
