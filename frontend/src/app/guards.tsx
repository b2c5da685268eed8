import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { nextPathOf, useSession } from '../features/auth';

/** /login and /signup: a signed-in user is sent to the planner, or to the `next` page they came for (an invitation). */
export function SignedOutOnly() {
  const { user } = useSession();
  const location = useLocation();
  return user ? <Navigate to={nextPathOf(location.search)} replace /> : <Outlet />;
}

/** /dashboard, /profile, /preferences, /settings: a signed-out visitor is sent home. */
export function SignedInOnly() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/" replace />;
}
