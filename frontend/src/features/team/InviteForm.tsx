import { useState, type FormEvent } from 'react';
import { emailProblem } from '@rotaledger/domain';
import { FormField } from '../../components/FormField';
import { Message } from '../../components/Message';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useInviteMemberMutation } from './api';
import { OwnWorkplace, RoleScope, RoleScopeFields } from './RoleScopeFields';

/** Invite by e-mail with a role and the workplaces: the link arrives by e-mail and works for 7 days. */
export function InviteForm({ userId, workplaces }: { userId: string; workplaces: readonly OwnWorkplace[] }) {
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<RoleScope>({ role: 'manager', workplaceIds: null });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [invite, { isLoading }] = useInviteMemberMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const emailError = emailProblem(email);
    if (emailError) return setProblem(emailError);
    if (scope.workplaceIds !== null && scope.workplaceIds.length === 0)
      return setProblem('Choose at least one workplace, or every workplace.');
    setProblem(null);
    try {
      await invite({ userId, email, role: scope.role, workplaceIds: scope.workplaceIds }).unwrap();
      setSent(email.trim());
      setEmail('');
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The invitation could not be sent. Please try again.'));
    }
  }

  return (
    <form className="form team-invite" onSubmit={asyncHandler(onSubmit)} noValidate>
      <FormField
        label="E-mail address"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        hint="Only this address can accept the invitation."
      />
      <RoleScopeFields value={scope} onChange={setScope} workplaces={workplaces} disabled={isLoading} />
      {problem && <Message tone="error">{problem}</Message>}
      {sent && <Message tone="success">Invitation sent to {sent}. The link works for 7 days.</Message>}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
