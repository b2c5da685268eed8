import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastAction, type ToastTone } from './context';

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  action?: ToastAction;
}

const TOAST_MS = 6000;
/** Quick additions in a row never bury the page: the newest three stay, older ones go. */
export const MAX_TOASTS = 3;
const TOAST_WITH_ACTION_MS = 10000;

/** Short confirmations and failures ("Username updated successfully!") shown top-right. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (text: string, tone: ToastTone = 'success', action?: ToastAction) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, text, tone, action }].slice(-MAX_TOASTS));
      // A toast that offers an action stays longer: there must be time to reach its button.
      window.setTimeout(() => dismiss(id), action ? TOAST_WITH_ACTION_MS : TOAST_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
            <span className="toast-text">{toast.text}</span>
            {toast.action && (
              <button
                type="button"
                className="button button-secondary button-small toast-action"
                onClick={() => {
                  dismiss(toast.id);
                  toast.action?.onAction();
                }}
              >
                {toast.action.label}
              </button>
            )}
            <button type="button" className="icon-button toast-close" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
