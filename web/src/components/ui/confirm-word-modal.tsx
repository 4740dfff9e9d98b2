import { useState, type ReactNode } from 'react';
import { Modal } from './modal';
import { ErrorAlert } from './error-alert';
import { ConfirmFooter } from './confirm-footer';

interface ConfirmWordModalProps {
  title: string;
  /** What will happen, shown above the field. */
  children: ReactNode;
  /** The word to type, e.g. 'eliminar'. */
  word: string;
  /** Text of the confirm button. */
  confirmLabel: string;
  busy: boolean;
  /** Why the last confirmation was refused, shown under the text; null or absent when none. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation dialog whose confirm button is enabled only once the typed word matches exactly (core-platform §4
 * "Confirmation dialogs": devolver, receder, eliminar).
 */
export function ConfirmWordModal({
  title,
  children,
  word,
  confirmLabel,
  busy,
  error = null,
  onConfirm,
  onClose,
}: ConfirmWordModalProps) {
  const [typed, setTyped] = useState('');
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <ConfirmFooter onCancel={onClose} tone="danger" disabled={typed !== word || busy} onConfirm={onConfirm}>
          {confirmLabel}
        </ConfirmFooter>
      }
    >
      {children}
      <ErrorAlert error={error} />
      <label htmlFor="confirm-word" className="form-label">
        Escriba <strong>{word}</strong> para confirmar
      </label>
      <input
        id="confirm-word"
        className="form-control"
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
      />
    </Modal>
  );
}
