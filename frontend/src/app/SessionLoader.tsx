import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../lib/hooks';
import { startSession } from './session-start';

/** Makes sure the session is asked for (the entry module usually has already): see startSession. */
export function SessionLoader() {
  const dispatch = useAppDispatch();
  // The address the app opened at: what the signed-in reads are for.
  const opened = useRef(useLocation());
  useEffect(() => startSession(dispatch, opened.current), [dispatch]);
  return null;
}
