import { useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem } from '@rotaledger/domain';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/toast';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useSignedInUser } from '../auth';
import { useUpdateDisplayNameMutation } from './api';
import { ACCOUNT_MESSAGES } from './messages';

/** The name a team sees (e-mails, the Team page, the history), apart from the spec's username. */
export function DisplayNameForm() {
  const user = useSignedInUser();
  const toast = useToast();
  const current = user.displayName ?? user.rotaledgerUsername;
  const [updateDisplayName, { isLoading }] = useUpdateDisplayNameMutation();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = displayNameProblem(name);
    setError(problem);
    if (problem) return;
    try {
      const answer = await updateDisplayName({ userId: user.uid, displayName: name }).unwrap();
      setName(answer.displayName);
      toast.show(ACCOUNT_MESSAGES.displayNameUpdated, 'success');
    } catch (err) {
      setError(apiErrorMessage(err, ACCOUNT_MESSAGES.unknownReason));
    }
  }

  return (
    <form className="inline-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <FormField
        label="Your name"
        name="displayName"
        autoComplete="name"
        value={name}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        error={error}
        hint="How your team sees you in e-mails, the Team page and the history."
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="button button-primary" disabled={isLoading || name.trim() === current}>
        {isLoading ? 'Saving…' : 'Save name'}
      </button>
    </form>
  );
}
