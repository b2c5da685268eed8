import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Message } from '../../components/Message';
import { PasswordField } from '../../components/PasswordField';
import { usePageTitle } from '../../components/usePageTitle';
import { apiErrorMessage } from '../../lib/api-errors';
import { emailProblem } from '@rotaledger/domain';
import { useLoginMutation } from './api';
import { AuthForm, EmailField } from './AuthForm';
import { nextPathOf, nextQueryOf } from './next-path';
import { AUTH_MESSAGES } from './messages';

export function LoginPage() {
  usePageTitle('Log In');
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const errors = {
      email: emailProblem(email) ?? undefined,
      password: password ? undefined : AUTH_MESSAGES.passwordRequired,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    try {
      await login({ email: email.trim(), password }).unwrap();
      void navigate(nextPathOf(location.search), { replace: true });
    } catch (error) {
      setFormError(apiErrorMessage(error, AUTH_MESSAGES.loginFailed));
    }
  }

  return (
    <AuthForm
      title="Log In"
      subtitle="Welcome back. Log in to plan your rota."
      footer={{ text: 'New to Rotaledger?', to: `/signup${nextQueryOf(location.search)}`, link: 'Sign Up' }}
      onSubmit={onSubmit}
      busy={isLoading}
      submit={{ label: 'Log In', busyLabel: 'Logging in…' }}
    >
      <EmailField value={email} error={fieldErrors.email} onChange={setEmail} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={fieldErrors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="form-row-end">
        <Link to="/forgotpassword" className="small-link">
          Forgot Password
        </Link>
      </div>
      {formError && <Message tone="error">{formError}</Message>}
    </AuthForm>
  );
}
