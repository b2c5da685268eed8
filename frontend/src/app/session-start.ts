import { authApi } from '../features/auth/entry';
import { startSignedInReads } from './signed-in-start';
import type { AppDispatch } from '../lib/store';

const started = new WeakSet<AppDispatch>();

/**
 * Asks the server once per store whether this browser is signed in (the cookie persists), then
 * starts the signed-in reads for the address the app opened at. The entry module calls it before
 * the screens' code has even downloaded; SessionLoader calls it again once React runs (and in
 * tests, which render without the entry), and that second call does nothing.
 */
export function startSession(dispatch: AppDispatch, opened: { pathname: string; search: string }): void {
  if (started.has(dispatch)) return;
  started.add(dispatch);
  // Not tied to a component: StrictMode's second effect run or an unmount must not abort it.
  void dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false })).then(({ data: user }) => {
    if (user) startSignedInReads(dispatch, user.uid, opened);
  });
}
