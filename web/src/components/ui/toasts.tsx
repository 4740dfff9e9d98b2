import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePausableTimeout } from './use-pausable-timeout';

/** Toast auto-close time in ms (core-platform §9). */
export const TOAST_AUTO_CLOSE_MS = 4000;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  autoCloseMs: number;
}

/** Raises a toast; the returned function closes it before its time (nothing once it is closed). */
type ShowToast = (kind: ToastKind, message: string, autoCloseMs?: number) => () => void;

const ToastContext = createContext<ShowToast | null>(null);

const KIND_CLASS: Record<ToastKind, string> = {
  success: 'text-bg-success',
  error: 'text-bg-danger',
  info: 'text-bg-info',
  warning: 'text-bg-warning',
};

/**
 * One toast: it closes itself after its time, which stops while the pointer is over it or focus is inside it, and
 * its close button closes it at once.
 */
function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { pause, resume } = usePausableTimeout(toast.autoCloseMs, () => onDismiss(toast.id));
  return (
    <div
      className={`toast show align-items-center border-0 ${KIND_CLASS[toast.kind]}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid={`toast-${toast.kind}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div className="d-flex">
        <div className="toast-body">{toast.message}</div>
        <button
          type="button"
          className="btn-close me-2 m-auto"
          aria-label="Cerrar"
          onClick={() => onDismiss(toast.id)}
        />
      </div>
    </div>
  );
}

/** Renders the toast stack (bottom right, clear of the header and its bell) and gives descendants {@link useToast}. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>(
    (kind, message, autoCloseMs = TOAST_AUTO_CLOSE_MS) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message, autoCloseMs }]);
      return () => dismiss(id);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-container position-fixed bottom-0 end-0 p-3" style={{ zIndex: 1090 }}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * Returns show(kind, message, autoCloseMs = 4000) to raise a toast; its time runs only while it is not hovered or
 * focused. show returns the toast's close function, for a message that a later event makes untrue.
 * @throws Error when used outside a ToastProvider.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
