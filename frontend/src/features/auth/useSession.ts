import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from './sessionSlice';
import type { SessionUser } from './types';

export interface Session {
  /** True until the server has said whether anyone is signed in. */
  loading: boolean;
  user: SessionUser | null;
}

export function useSession(): Session {
  const user = useAppSelector(selectSessionUser);
  return { loading: user === undefined, user: user ?? null };
}

/** For signed-in-only screens: the guard guarantees a user is present. */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser used outside a signed-in route');
  return user;
}
