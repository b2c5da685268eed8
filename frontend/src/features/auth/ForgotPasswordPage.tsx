import { useState, type FormEvent } from 'react';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { emailProblem } from '@rotaledger/domain';
import { useForgotPasswordMutation } from './api';
import { AuthForm, EmailField } from './AuthForm';
import { AUTH_MESSAGES } from './messages';
import { useSession } from './useSession';

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
    <AuthForm
      title="Forgot Password"
      subtitle="Enter the e-mail address you signed up with and we will send you a link to choose a new password."
      footer={{ text: 'Remembered it?', to: '/login', link: 'Log In' }}
      onSubmit={onSubmit}
      busy={isLoading}
      submit={{ label: 'Reset Password', busyLabel: 'Sending…' }}
    >
      <EmailField value={email} error={fieldError} onChange={setEmail} />
      {outcome === 'sent' && <Message tone="success">{AUTH_MESSAGES.resetEmailSent}</Message>}
      {outcome === 'failed' && <Message tone="error">{AUTH_MESSAGES.resetEmailFailed}</Message>}
    </AuthForm>
  );
}
