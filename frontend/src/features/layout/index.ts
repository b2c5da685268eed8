// The layout feature's public surface: the signed-in shell the router wraps pages in.
export { AppLayout } from './AppLayout';
