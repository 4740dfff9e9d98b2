import type { ReactNode } from 'react';
import { SubmitButton } from './submit-button';

interface CancelSubmitRowProps {
  onCancel: () => void;
  busy: boolean;
  /** Text of the submit button. */
  children: ReactNode;
}

/** The right-aligned 'Cancelar' and submit buttons that end a form in a modal. */
export function CancelSubmitRow({ onCancel, busy, children }: CancelSubmitRowProps) {
  return (
    <div className="d-flex gap-2 justify-content-end">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancelar
      </button>
      <SubmitButton busy={busy}>{children}</SubmitButton>
    </div>
  );
}
