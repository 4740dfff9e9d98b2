import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** Disables the button and reads 'Cargando...' meanwhile. */
  busy: boolean;
  /** Full width (the sign-in steps). */
  wide?: boolean;
  children: ReactNode;
}

/** A form's primary submit button, which reads 'Cargando...' while the form is being sent. */
export function SubmitButton({ busy, wide = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={wide ? 'btn btn-primary w-100' : 'btn btn-primary'} disabled={busy}>
      {busy ? 'Cargando...' : children}
    </button>
  );
}
