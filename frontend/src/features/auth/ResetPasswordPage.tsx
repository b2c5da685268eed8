import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { passwordMeetsRules } from '@rotaledger/domain';
import { api } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-errors';
import { useAppDispatch } from '../../lib/hooks';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { useResetPasswordMutation } from './api';
import { AuthForm, AuthNotice, NewPasswordFields } from './AuthForm';
import { AUTH_MESSAGES } from './messages';
import { signedOut } from './sessionSlice';

/** Where the e-mailed link lands: /reset-password?token=... */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
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
      <AuthNotice
        title="Reset Password"
        tone="error"
        text={AUTH_MESSAGES.resetLinkMissing}
        to="/forgotpassword"
        link="Request a new link"
      />
    );
  }

  if (done) {
    return <AuthNotice title="Password reset" tone="success" text={AUTH_MESSAGES.passwordResetDone} to="/login" link="Log In" />;
  }

  return (
    <AuthForm
      title="Choose a new password"
      footer={{ text: 'Link expired?', to: '/forgotpassword', link: 'Request a new one' }}
      onSubmit={onSubmit}
      busy={isLoading}
      submit={{ label: 'Set new password', busyLabel: 'Saving…' }}
    >
      <NewPasswordFields
        label="New password"
        password={password}
        confirm={confirm}
        passwordError={passwordError}
        confirmError={confirmTouched && confirm !== password ? AUTH_MESSAGES.passwordsMustMatchInline : undefined}
        onPassword={setPassword}
        onConfirm={setConfirm}
        onConfirmBlur={() => setConfirmTouched(true)}
      />
      {formError && <Message tone="error">{formError}</Message>}
    </AuthForm>
  );
}
