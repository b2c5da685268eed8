import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { passwordMeetsRules } from '@rotaledger/domain';
import { api } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-errors';
import { useAppDispatch } from '../../lib/hooks';
import { Message } from '../../components/Message';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { usePageTitle } from '../../components/usePageTitle';
import { useResetPasswordMutation } from './api';
import { AuthCard } from './AuthCard';
import { AUTH_MESSAGES } from './messages';
import { signedOut } from './sessionSlice';
import { asyncHandler } from '../../lib/async-handler';

/** Where the e-mailed link lands: /reset-password?token=... */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
  const checklistId = useId();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setPasswordError(password ? null : AUTH_MESSAGES.passwordRequired);
    if (!password) return;
    if (!passwordMeetsRules(password)) return setFormError(AUTH_MESSAGES.passwordRulesUnmet);
    if (password !== confirm) return setFormError(AUTH_MESSAGES.passwordsDoNotMatch);
    try {
      await resetPassword({ token, password }).unwrap();
      // A new password ends every earlier session, including one in this browser.
      dispatch(signedOut());
      dispatch(api.util.resetApiState());
      setDone(true);
    } catch (error) {
      setFormError(apiErrorMessage(error, AUTH_MESSAGES.resetLinkInvalid));
    }
  }

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <Message tone="error">{AUTH_MESSAGES.resetLinkMissing}</Message>
        <Link to="/forgotpassword" className="button button-primary button-block">
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password reset">
        <Message tone="success">{AUTH_MESSAGES.passwordResetDone}</Message>
        <Link to="/login" className="button button-primary button-block">
          Log In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <>
          Link expired? <Link to="/forgotpassword">Request a new one</Link>
        </>
      }
    >
      <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={passwordError}
          describedBy={checklistId}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordChecklist password={password} id={checklistId} />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          error={confirmTouched && confirm !== password ? AUTH_MESSAGES.passwordsMustMatchInline : undefined}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setConfirmTouched(true)}
        />
        {formError && <Message tone="error">{formError}</Message>}
        <button type="submit" className="button button-primary button-block" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </AuthCard>
  );
}
