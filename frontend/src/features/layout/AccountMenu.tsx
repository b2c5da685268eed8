import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useOutsideClick } from '../../components/useOutsideClick';
import { useLogoutMutation, useSession } from '../auth';
import { asyncHandler } from '../../lib/async-handler';

const GROUPS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Staff Management',
    links: [
      { to: '/', label: 'Rota Planner' },
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/history', label: 'History' },
    ],
  },
  {
    title: 'Organisation',
    links: [
      { to: '/profile', label: 'Profile' },
      { to: '/team', label: 'Team' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/preferences', label: 'Preferences' },
      { to: '/settings', label: 'Settings' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help' },
      { to: '/contact', label: 'Contact' },
    ],
  },
];

/** The avatar button and its grouped account dropdown. */
export function AccountMenu() {
  const { user, loading } = useSession();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();

  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(wrapperRef, close, open);

  const initial = (user?.rotaledgerUsername || user?.email || '?').charAt(0).toUpperCase();

  async function onLogout() {
    try {
      await logout().unwrap();
      setOpen(false);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      void navigate('/');
    } catch (error) {
      console.error('Logout failed', error);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div className="account-menu" ref={wrapperRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-label="Account menu"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
      </button>
      {open && (
        <div className="account-dropdown" id={panelId}>
          {loading || !user ? (
            <div className="account-dropdown-loading">
              <Spinner size="small" />
            </div>
          ) : (
            <>
              <div className="account-identity">
                <span className="avatar avatar-large" aria-hidden="true">
                  {initial}
                </span>
                <div className="account-identity-text">
                  <span className="account-username">{user.rotaledgerUsername}</span>
                  <span className="account-email">{user.email}</span>
                </div>
              </div>
              <nav aria-label="Account">
                {GROUPS.map((group) => (
                  <div className="account-group" key={group.title}>
                    <div className="account-group-title">{group.title}</div>
                    <ul>
                      {group.links.map((link) => (
                        <li key={link.to}>
                          <Link to={link.to} className="account-link" onClick={close}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
              <button
                type="button"
                className="button button-secondary account-logout"
                onClick={asyncHandler(onLogout)}
                disabled={loggingOut}
              >
                {loggingOut ? 'Logging out…' : 'Log Out'}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
