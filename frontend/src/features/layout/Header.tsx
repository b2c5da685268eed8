import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useSession } from '../auth';
import { ThemeToggle } from '../theme';
import { AccountMenu } from './AccountMenu';
import { plannerHref } from '../../lib/planner-place';

export function Header() {
  const { user } = useSession();
  const { pathname } = useLocation();
  // The landing page shows its own large animated logo.
  const showLogo = Boolean(user) || pathname !== '/';
  // A personal page's holder needs no account: its link is their way in.
  const onStaffPage = pathname.startsWith('/staff/');

  return (
    <header className="site-header">
      <div className="header-inner">
        {showLogo ? (
          <Link to="/" className="header-logo" aria-label="Rotaledger home">
            <Logo size={32} />
          </Link>
        ) : (
          <span className="header-logo-spacer" />
        )}
        <nav className="header-nav" aria-label="Main">
          {user ? (
            <>
              {/* Re-read on every navigation (useLocation above), so it follows the week last viewed. */}
              <NavLink to={plannerHref()} end className="nav-link">
                Planner
              </NavLink>
              <NavLink to="/dashboard" className="nav-link">
                Dashboard
              </NavLink>
            </>
          ) : onStaffPage ? null : (
            <>
              <NavLink to="/login" className="nav-link">
                Log In
              </NavLink>
              <Link to="/signup" className="button button-primary button-small">
                Sign Up
              </Link>
            </>
          )}
          <ThemeToggle />
          {user && <AccountMenu />}
        </nav>
      </div>
    </header>
  );
}
