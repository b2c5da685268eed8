import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the toast (e.g. "Undo"); pressing it runs the action and closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastApi {
  show: (text: string, tone?: ToastTone, action?: ToastAction) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast needs a ToastProvider');
  return ctx;
}
