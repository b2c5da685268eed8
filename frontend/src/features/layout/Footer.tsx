import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useSession } from '../auth';

const SOCIAL: { label: string; href: string; icon: ReactNode }[] = [
  {
    label: 'Rotaledger on LinkedIn',
    href: 'https://www.linkedin.com/company/rotaledger',
    icon: (
      <path
        fill="currentColor"
        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.05c.53-1 1.84-2.05 3.78-2.05 4.04 0 4.79 2.66 4.79 6.12V21h-4v-4.96c0-1.18-.02-2.7-1.65-2.7-1.65 0-1.9 1.29-1.9 2.62V21h-4V9.75Z"
      />
    ),
  },
  {
    label: 'Rotaledger on Instagram',
    href: 'https://www.instagram.com/rotaledger',
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.9" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.9" />
        <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
      </>
    ),
  },
  {
    label: 'Rotaledger on X',
    href: 'https://x.com/rotaledger',
    icon: (
      <path
        fill="currentColor"
        d="M17.5 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L4.9 21H1.8l7.3-8.3L1.5 3h6.4l4.4 5.9L17.5 3Zm-1.1 16.2h1.7L7.2 4.7H5.4l11 14.5Z"
      />
    ),
  },
];

export function Footer() {
  const { user } = useSession();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Logo size={28} />
          <p className="footer-tagline">Efficient Staff Scheduling</p>
        </div>
        <nav className="footer-nav" aria-label="Footer">
          <ul>
            <li>
              <Link to="/">{user ? 'Planner' : 'Home'}</Link>
            </li>
            {!user && (
              <>
                <li>
                  <Link to="/login">Login</Link>
                </li>
                <li>
                  <Link to="/signup">Sign Up</Link>
                </li>
              </>
            )}
            {user && (
              <>
                <li>
                  <Link to="/dashboard">Dashboard</Link>
                </li>
                <li>
                  <Link to="/history">History</Link>
                </li>
                <li>
                  <Link to="/profile">Profile</Link>
                </li>
                <li>
                  <Link to="/preferences">Preferences</Link>
                </li>
                <li>
                  <Link to="/settings">Settings</Link>
                </li>
              </>
            )}
            <li>
              <Link to="/help">Help</Link>
            </li>
            <li>
              <Link to="/terms">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <ul className="footer-social" aria-label="Social media">
          {SOCIAL.map((s) => (
            <li key={s.href}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} className="icon-button">
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  {s.icon}
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="footer-bottom">© {new Date().getFullYear()} Rotaledger. Your data stays yours.</div>
    </footer>
  );
}
