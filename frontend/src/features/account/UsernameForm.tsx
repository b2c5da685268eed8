import { useState, type FormEvent } from 'react';
import { sanitiseUsernameInput, usernameProblem } from '@rotaledger/domain';
import { apiErrorMessage } from '../../lib/api-errors';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { useUpdateUsernameMutation } from './api';
import { ACCOUNT_MESSAGES } from './messages';
import { asyncHandler } from '../../lib/async-handler';

export function UsernameForm() {
  const user = useSignedInUser();
  const toast = useToast();
  const [updateUsername, { isLoading }] = useUpdateUsernameMutation();
  const [username, setUsername] = useState(user.rotaledgerUsername);
  const [error, setError] = useState<string | null>(null);
  const unchanged = username === user.rotaledgerUsername;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = usernameProblem(username);
    setError(problem);
    if (problem) return;
    try {
      await updateUsername({ user_id: user.uid, new_username: username }).unwrap();
      toast.show(ACCOUNT_MESSAGES.usernameUpdated, 'success');
    } catch (err) {
      const reason = apiErrorMessage(err, '');
      toast.show(reason ? ACCOUNT_MESSAGES.usernameUpdateFailedBecause(reason) : ACCOUNT_MESSAGES.usernameUpdateFailed, 'error');
    }
  }

  return (
    <form className="inline-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        maxLength={14}
        error={error}
        hint="3-14 characters: lowercase letters and numbers only."
        onChange={(e) => {
          setUsername(sanitiseUsernameInput(e.target.value));
          setError(null);
        }}
      />
      <button type="submit" className="button button-primary" disabled={isLoading || unchanged}>
        {isLoading ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
