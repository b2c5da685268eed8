import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { passwordMeetsRules } from '@rotaledger/domain';
import { FormField } from '../../components/FormField';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { apiErrorMessage } from '../../lib/api-errors';
import { displayNameProblem, emailProblem } from '@rotaledger/domain';
import { useSignupMutation } from './api';
import { AuthForm, EmailField, NewPasswordFields } from './AuthForm';
import { nextPathOf, nextQueryOf } from './next-path';
import { AUTH_MESSAGES } from './messages';

export function SignUpPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const location = useLocation();
  const [signup, { isLoading }] = useSignupMutation();
  // An invitation's join page sends the invited address along (`?email=`), so it is typed once.
  const [email, setEmail] = useState(() => new URLSearchParams(location.search).get('email') ?? '');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ displayName?: string; email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Pressing Sign Up blurs the confirm field first: showing the inline hint then would push the
  // button down under the pointer and the click would miss. The submit shows the mismatch instead.
  const pressingSubmit = useRef(false);

  const confirmMismatch = confirmTouched && confirm !== password;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    pressingSubmit.current = false;
    setConfirmTouched(true);
    setFormError(null);
    const named = displayName.trim() !== '';
    const errors = {
      displayName: named ? (displayNameProblem(displayName) ?? undefined) : undefined,
      email: emailProblem(email) ?? undefined,
      password: password ? undefined : AUTH_MESSAGES.passwordRequired,
    };
    setFieldErrors(errors);
    if (errors.displayName || errors.email || errors.password) return;
    if (!passwordMeetsRules(password)) {
      setFormError(AUTH_MESSAGES.passwordRulesUnmet);
      return;
    }
    if (password !== confirm) {
      setFormError(AUTH_MESSAGES.passwordsDoNotMatch);
      return;
    }
    try {
      await signup({ email: email.trim(), password, ...(named ? { displayName: displayName.trim() } : {}) }).unwrap();
      void navigate(nextPathOf(location.search), { replace: true });
    } catch (error) {
      setFormError(apiErrorMessage(error, AUTH_MESSAGES.signUpFailed));
    }
  }

  return (
    <AuthForm
      title="Sign Up"
      subtitle="Only an e-mail address and a password are needed. Free, no card details."
      footer={{ text: 'Already have an account?', to: `/login${nextQueryOf(location.search)}`, link: 'Log In' }}
      onSubmit={onSubmit}
      busy={isLoading}
      submit={{ label: 'Sign Up', busyLabel: 'Signing up…' }}
      submitProps={{
        onPointerDown: () => {
          pressingSubmit.current = true;
        },
        onPointerLeave: () => {
          pressingSubmit.current = false;
        },
      }}
      note={
        <p className="form-note">
          By signing up you agree to our <Link to="/terms">Terms &amp; Conditions</Link>.
        </p>
      }
    >
      <FormField
        label="Your name"
        name="displayName"
        autoComplete="name"
        hint="How your team sees you in e-mails, the Team page and the history."
        value={displayName}
        error={fieldErrors.displayName}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      <EmailField value={email} error={fieldErrors.email} onChange={setEmail} />
      <NewPasswordFields
        label="Password"
        password={password}
        confirm={confirm}
        passwordError={fieldErrors.password}
        confirmError={confirmMismatch ? AUTH_MESSAGES.passwordsMustMatchInline : undefined}
        onPassword={setPassword}
        onConfirm={setConfirm}
        onConfirmBlur={() => {
          if (!pressingSubmit.current) setConfirmTouched(true);
        }}
      />
      {formError && <Message tone="error">{formError}</Message>}
    </AuthForm>
  );
}
