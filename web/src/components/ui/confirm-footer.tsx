import type { ReactNode } from 'react';

interface ConfirmFooterProps {
  onCancel: () => void;
  /** The confirm button's colour: primary, or danger for destructive actions. */
  tone?: 'primary' | 'danger';
  disabled: boolean;
  onConfirm?: () => void;
  /** Id of the form the confirm button submits (a submit button then, instead of onConfirm). */
  form?: string;
  /** Text of the confirm button. */
  children: ReactNode;
}

/** A dialog's footer: 'Cancelar' and the confirm button. */
export function ConfirmFooter({ onCancel, tone = 'primary', disabled, onConfirm, form, children }: ConfirmFooterProps) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancelar
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className={`btn btn-${tone}`}
        disabled={disabled}
        onClick={onConfirm}
      >
        {children}
      </button>
    </>
  );
}
