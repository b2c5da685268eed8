import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { emailProblem } from '@rotaledger/domain';
import { useForgotPasswordMutation } from './api';
import { AuthCard } from './AuthCard';
import { AUTH_MESSAGES } from './messages';
import { useSession } from './useSession';
import { asyncHandler } from '../../lib/async-handler';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const { user } = useSession();
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState(user?.email ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) return;
    try {
      await requestReset({ email: email.trim() }).unwrap();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the e-mail address you signed up with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Log In</Link>
        </>
      }
    >
      <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(e) => setEmail(e.target.value)}
        />
        {outcome === 'sent' && <Message tone="success">{AUTH_MESSAGES.resetEmailSent}</Message>}
        {outcome === 'failed' && <Message tone="error">{AUTH_MESSAGES.resetEmailFailed}</Message>}
        <button type="submit" className="button button-primary button-block" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Reset Password'}
        </button>
      </form>
    </AuthCard>
  );
}
