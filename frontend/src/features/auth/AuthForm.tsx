import { useId, type ButtonHTMLAttributes, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { Message } from '../../components/Message';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { asyncHandler } from '../../lib/async-handler';
import { AuthCard } from './AuthCard';

/** The parts the sign-in style pages share: their card and form, the e-mail field and the new-password pair. */

interface AuthFormProps {
  title: string;
  subtitle?: ReactNode;
  /** The line under the card: "New to Rotaledger? Sign Up". */
  footer: { text: string; to: string; link: string };
  onSubmit: (event: FormEvent) => Promise<void>;
  busy: boolean;
  /** The submit button's words, and its words while the request runs. */
  submit: { label: string; busyLabel: string };
  /** More for the submit button (Sign Up watches the pointer). */
  submitProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Below the submit button. */
  note?: ReactNode;
  children: ReactNode;
}

export function AuthForm({ title, subtitle, footer, onSubmit, busy, submit, submitProps, note, children }: AuthFormProps) {
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {footer.text} <Link to={footer.to}>{footer.link}</Link>
        </>
      }
    >
      <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
        {children}
        <button type="submit" className="button button-primary button-block" disabled={busy} {...submitProps}>
          {busy ? submit.busyLabel : submit.label}
        </button>
        {note}
      </form>
    </AuthCard>
  );
}

/** A card that only says something (the link is missing, the password is reset) and where to go next. */
export function AuthNotice({
  title,
  tone,
  text,
  to,
  link,
}: {
  title: string;
  tone: 'error' | 'success';
  text: string;
  to: string;
  link: string;
}) {
  return (
    <AuthCard title={title}>
      <Message tone={tone}>{text}</Message>
      <Link to={to} className="button button-primary button-block">
        {link}
      </Link>
    </AuthCard>
  );
}

export function EmailField({ value, error, onChange }: { value: string; error?: string | null; onChange: (email: string) => void }) {
  return (
    <FormField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

interface NewPasswordFieldsProps {
  /** 'Password' on Sign Up, 'New password' on a reset; the confirmation is named after it. */
  label: 'Password' | 'New password';
  password: string;
  confirm: string;
  passwordError?: string | null;
  confirmError?: string;
  onPassword: (password: string) => void;
  onConfirm: (confirm: string) => void;
  onConfirmBlur: () => void;
}

/** A new password with the rules' checklist under it, then the same typed again. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  passwordError,
  confirmError,
  onPassword,
  onConfirm,
  onConfirmBlur,
}: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        error={passwordError}
        describedBy={checklistId}
        onChange={(e) => onPassword(e.target.value)}
      />
      <PasswordChecklist password={password} id={checklistId} />
      <PasswordField
        label={`Confirm ${label.toLowerCase()}`}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        error={confirmError}
        onChange={(e) => onConfirm(e.target.value)}
        onBlur={onConfirmBlur}
      />
    </>
  );
}
