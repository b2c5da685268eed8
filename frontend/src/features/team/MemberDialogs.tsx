import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useChangeMemberMutation, useRemoveMemberMutation } from './api';
import { OwnWorkplace, RoleScope, RoleScopeFields } from './RoleScopeFields';

/** A member by the name they gave, else their username, else their e-mail. */
export const memberName = (member: Pick<MemberRow, 'displayName' | 'username' | 'email'>) =>
  member.displayName || member.username || member.email;

export interface MemberRow {
  userId: string;
  username: string;
  /** Absent on answers from before display names. */
  displayName?: string;
  email: string;
  role: RoleScope['role'];
  workplaceIds: string[] | null;
}

/** Change a member's role or workplaces. */
export function ChangeMemberDialog(props: { userId: string; member: MemberRow; workplaces: readonly OwnWorkplace[]; onClose: () => void }) {
  const { userId, member, workplaces, onClose } = props;
  const [scope, setScope] = useState<RoleScope>({ role: member.role, workplaceIds: member.workplaceIds });
  const [problem, setProblem] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeMemberMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (scope.workplaceIds !== null && scope.workplaceIds.length === 0)
      return setProblem('Choose at least one workplace, or every workplace.');
    try {
      await change({ userId, memberId: member.userId, role: scope.role, workplaceIds: scope.workplaceIds }).unwrap();
      onClose();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The change could not be saved. Please try again.'));
    }
  }

  return (
    <Dialog open title={`Change ${memberName(member)}`} onClose={onClose}>
      <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
        <RoleScopeFields value={scope} onChange={setScope} workplaces={workplaces} disabled={isLoading} />
        {problem && <Message tone="error">{problem}</Message>}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Removing a member, or leaving a team: asks once more, then ends the membership.
 * `ownerId` is the team's owner when the caller leaves someone else's team.
 */
export function RemoveMemberDialog(props: {
  userId: string;
  memberId: string;
  ownerId?: string;
  title: string;
  consequence: string;
  confirmLabel: string;
  onClose: () => void;
}) {
  const { userId, memberId, ownerId, title, consequence, confirmLabel, onClose } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { isLoading }] = useRemoveMemberMutation();

  async function onConfirm() {
    try {
      await remove({ userId, memberId, ...(ownerId ? { ownerId } : {}) }).unwrap();
      onClose();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'That did not work. Please try again.'));
    }
  }

  return (
    <Dialog open title={title} onClose={onClose} tone="danger">
      <p>{consequence}</p>
      {problem && <Message tone="error">{problem}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose} disabled={isLoading} autoFocus>
          Keep
        </button>
        <button type="button" className="button button-danger" onClick={asyncHandler(onConfirm)} disabled={isLoading}>
          {isLoading ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
