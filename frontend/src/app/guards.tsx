import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../features/auth';

/** /login and /signup: a signed-in user is sent to the planner. */
export function SignedOutOnly() {
  const { user } = useSession();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

/** /dashboard, /profile, /preferences, /settings: a signed-out visitor is sent home. */
export function SignedInOnly() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/" replace />;
}
