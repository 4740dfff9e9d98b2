import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Bootstrap's wider dialogs, for tables. */
  size?: 'lg' | 'xl';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A Bootstrap modal dialog rendered open (mount it to show it), with the WAI-ARIA dialog keyboard behaviour: it takes
 * the focus when it opens (unless a field inside already took it, e.g. autoFocus), keeps Tab inside, closes with Escape
 * or the ✕ button (both call onClose), and gives the focus back to where it was when it closes (unless another dialog
 * took it meanwhile). It is portalled to document.body so no card's transform or overflow confines it: fixed over the
 * whole viewport, centred, its body scrolling inside when taller than the window. Escape is also heard on the
 * window (focus on the page or inside a frame the dialog shows), closing only the topmost dialog.
 */
export function Modal({ title, onClose, children, footer, size }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    return () => {
      // Only when the focus went down with the dialog: another dialog opened meanwhile keeps it.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && previous?.isConnected) previous.focus();
    };
  }, []);

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const onWindowKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialogs = document.querySelectorAll('body > [role=dialog]');
      if (dialogs[dialogs.length - 1] !== dialog.current) return;
      event.preventDefault();
      closeRef.current();
    };
    // A frame inside the dialog (the Mvtos. history) keeps its key events: blur it back when the pointer leaves.
    const onBlur = () => {
      if (document.activeElement instanceof HTMLIFrameElement && dialog.current?.contains(document.activeElement)) {
        setTimeout(() => dialog.current?.focus(), 0);
      }
    };
    window.addEventListener('keydown', onWindowKey);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onWindowKey);
      window.removeEventListener('blur', onBlur);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return;
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <div
        ref={dialog}
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ''}`}>
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
    </>,
    document.body,
  );
}
