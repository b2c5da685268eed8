import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from './hooks';
import { authApi } from '../features/auth';
import { startSignedInReads } from './signed-in-start';

/** Asks the server once, at start, whether this browser is signed in (the cookie persists), then starts the signed-in reads. */
export function SessionLoader() {
  const dispatch = useAppDispatch();
  // The address the app opened at: what the signed-in reads are for.
  const opened = useRef(useLocation());
  useEffect(() => {
    // Not aborted on unmount: StrictMode's second run would otherwise flash "signed out".
    void dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false })).then(({ data: user }) => {
      if (user) startSignedInReads(dispatch, user.uid, opened.current);
    });
  }, [dispatch]);
  return null;
}
