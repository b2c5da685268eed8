import type { ReactNode } from 'react';
import { LogoMark } from '../../components/Logo';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in style screen uses. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="page auth-page">
      <div className="card auth-card">
        <div className="auth-card-head">
          <LogoMark size={40} />
          <h1>{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
        </div>
        {children}
        {footer && <div className="auth-card-footer">{footer}</div>}
      </div>
    </section>
  );
}
