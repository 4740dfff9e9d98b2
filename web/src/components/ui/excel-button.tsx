import type { ReactNode } from 'react';

interface ExcelButtonProps {
  /** Shows the spinner and disables the button. */
  busy: boolean;
  /** Disabled for another reason (nothing to export). */
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** The green outline button of an Excel export, with a spinner while the workbook is being written. */
export function ExcelButton({ busy, disabled, onClick, children }: ExcelButtonProps) {
  return (
    <button type="button" className="btn btn-outline-success btn-sm" onClick={onClick} disabled={busy || disabled}>
      {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
