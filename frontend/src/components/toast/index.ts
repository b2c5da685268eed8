export { ToastProvider } from './ToastProvider';
export { useToast, type ToastAction, type ToastTone } from './context';
