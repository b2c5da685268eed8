import { useEffect } from 'react';
import { useAppDispatch } from './hooks';
import { authApi } from '../features/auth';
import { startSignedInReads } from './signed-in-start';

/** Asks the server once, at start, whether this browser is signed in (the cookie persists), then starts the signed-in reads. */
export function SessionLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Not aborted on unmount: StrictMode's second run would otherwise flash "signed out".
    void dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false })).then(({ data: user }) => {
      if (user) startSignedInReads(dispatch, user.uid, window.location);
    });
  }, [dispatch]);
  return null;
}
