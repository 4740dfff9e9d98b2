import type { ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Bootstrap's wider dialogs, for tables. */
  size?: 'lg' | 'xl';
}

/** A Bootstrap modal dialog rendered open (mount it to show it); the ✕ button calls onClose. */
export function Modal({ title, onClose, children, footer, size }: ModalProps) {
  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1}>
        <div className={`modal-dialog modal-dialog-centered${size ? ` modal-${size}` : ''}`}>
          <div className="modal-content">
            <div className="modal-header">
              <h5 className="modal-title">{title}</h5>
              <button type="button" className="btn-close" aria-label="Cerrar" onClick={onClose} />
            </div>
            <div className="modal-body">{children}</div>
            {footer ? <div className="modal-footer">{footer}</div> : null}
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
