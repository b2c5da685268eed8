export { ToastProvider } from './ToastProvider';
export { useToast, type ToastTone } from './context';
