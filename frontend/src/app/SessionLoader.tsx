import { useEffect } from 'react';
import { useAppDispatch } from './hooks';
import { authApi } from '../features/auth';

/** Asks the server once, at start, whether this browser is signed in (the cookie persists). */
export function SessionLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Not aborted on unmount: StrictMode's second run would otherwise flash "signed out".
    void dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false }));
  }, [dispatch]);
  return null;
}
