import type { ReactNode } from 'react';
import { Modal } from './modal';

interface InfoModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'lg' | 'xl';
}

/** A modal that only shows something (results, a history): its one footer button is 'Cerrar'. */
export function InfoModal({ title, onClose, children, size }: InfoModalProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cerrar
        </button>
      }
    >
      {children}
    </Modal>
  );
}
