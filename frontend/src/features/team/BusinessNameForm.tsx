import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { Message } from '../../components/Message';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useNameBusinessMutation } from './api';

/** The owner names their business: invitations, the join page, members' switcher and staff e-mails show it. */
export function BusinessNameForm({ userId, businessName }: { userId: string; businessName: string }) {
  const [name, setName] = useState(businessName);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [nameBusiness, { isLoading }] = useNameBusinessMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setProblem(null);
    try {
      const answer = await nameBusiness({ userId, businessName: name }).unwrap();
      setName(answer.businessName);
      setSaved(true);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The name could not be saved.'));
    }
  }

  return (
    <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <FormField
        label="Business name"
        name="businessName"
        hint="Shown in invitations, to your team and in staff e-mails."
        value={name}
        error={problem ?? undefined}
        onChange={(e) => setName(e.target.value)}
      />
      {saved && <Message tone="success">Saved.</Message>}
      <button type="submit" className="button button-secondary" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save name'}
      </button>
    </form>
  );
}
