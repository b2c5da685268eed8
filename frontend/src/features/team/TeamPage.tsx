import { useState } from 'react';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useSignedInUser } from '../auth';
import { useGetWorkplacesQuery } from '../profile';
import { useGetMembershipsQuery, useGetTeamQuery, useInviteMemberMutation, useRevokeInvitationMutation } from './api';
import { InviteForm } from './InviteForm';
import { BusinessNameForm } from './BusinessNameForm';
import { ChangeMemberDialog, memberName, MemberRow, RemoveMemberDialog } from './MemberDialogs';
import { ROLE_LABELS, scopeText } from './RoleScopeFields';
import './team.css';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The owner's team: invite, see pending invitations, change or remove members; and the teams the caller belongs to. */
export function TeamPage() {
  const user = useSignedInUser();
  const team = useGetTeamQuery(user.uid);
  usePageTitle('Your team', team.data?.businessName);
  const memberships = useGetMembershipsQuery(user.uid);
  const workplacesQuery = useGetWorkplacesQuery(user.uid);
  // Only the caller's own workplaces can be given to members.
  const ownWorkplaces = (workplacesQuery.data ?? []).filter((w) => w.ownerId === user.uid);
  const [changing, setChanging] = useState<MemberRow | null>(null);
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const [leaving, setLeaving] = useState<{ ownerId: string; businessName: string } | null>(null);
  const [rowProblem, setRowProblem] = useState<string | null>(null);
  const [revoke] = useRevokeInvitationMutation();
  const [reinvite] = useInviteMemberMutation();
  const [resent, setResent] = useState<string | null>(null);

  async function onRevoke(invitationId: string) {
    setRowProblem(null);
    try {
      await revoke({ userId: user.uid, invitationId }).unwrap();
    } catch (error) {
      setRowProblem(apiErrorMessage(error, 'The invitation could not be revoked.'));
    }
  }

  async function onResend(invitation: { email: string; role: MemberRow['role']; workplaceIds: string[] | null }) {
    setRowProblem(null);
    setResent(null);
    try {
      const { email, role, workplaceIds } = invitation;
      await reinvite({ userId: user.uid, email, role, workplaceIds }).unwrap();
      setResent(invitation.email);
    } catch (error) {
      setRowProblem(apiErrorMessage(error, 'The invitation could not be sent again.'));
    }
  }

  const teamsJoined = memberships.data ?? [];
  // Someone who works for another team and has none of their own leads with that team, not with "Invite someone".
  const ownTeamEmpty = team.data !== undefined && team.data.members.length === 0 && team.data.invitations.length === 0;
  const memberFirst = teamsJoined.length > 0 && ownTeamEmpty && ownWorkplaces.length === 0;

  const belongsTo = teamsJoined.length > 0 && (
    <div className="card settings-card">
      <h2 className="card-title">Teams you belong to</h2>
      <ul className="team-list" aria-label="Teams you belong to">
        {teamsJoined.map((membership) => (
          <li key={membership.ownerId} className="team-row">
            <div className="team-who">
              <strong>{membership.businessName}</strong>
              <span className="team-role">
                {ROLE_LABELS[membership.role].label} · owner {membership.ownerDisplayName}
              </span>
            </div>
            <div className="team-actions">
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setLeaving(membership)}
                aria-label={`Leave ${membership.businessName}`}
              >
                Leave
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <section className="page narrow-page team-page">
      <div className="page-header">
        <h1>{memberFirst ? 'Your teams' : 'Your team'}</h1>
        <p className="muted">Give a manager or your accountant their own login. The history then says who changed what.</p>
      </div>

      {memberFirst && belongsTo}

      {memberFirst && <h2 className="team-subtitle">Your own account</h2>}

      {team.data && !memberFirst && (
        <div className="card settings-card">
          <h2 className="card-title">Your business</h2>
          <BusinessNameForm key={team.data.businessName} userId={user.uid} businessName={team.data.businessName} />
        </div>
      )}

      <div className="card settings-card">
        <h2 className="card-title">Invite someone</h2>
        <InviteForm userId={user.uid} workplaces={ownWorkplaces} />
      </div>

      <div className="card settings-card">
        <h2 className="card-title">Members</h2>
        {team.isLoading && <Spinner label="Loading your team…" />}
        {team.isError && <Message tone="error">{apiErrorMessage(team.error, 'Your team could not be loaded.')}</Message>}
        {rowProblem && <Message tone="error">{rowProblem}</Message>}
        {resent && <Message tone="success">A new link was sent to {resent}; the old one no longer works.</Message>}
        {team.data && team.data.members.length === 0 && <p className="muted">Nobody has joined yet.</p>}
        <ul className="team-list" aria-label="Members">
          {team.data?.members.map((member) => (
            <li key={member.userId} className="team-row">
              <div className="team-who">
                <strong>{memberName(member)}</strong>
                <span className="muted">{member.email}</span>
                <span className="team-role">
                  {ROLE_LABELS[member.role].label} · {scopeText(member.workplaceIds, ownWorkplaces)}
                </span>
              </div>
              <div className="team-actions">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => setChanging(member)}
                  aria-label={`Change ${memberName(member)}`}
                >
                  Change
                </button>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => setRemoving(member)}
                  aria-label={`Remove ${memberName(member)}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
        {team.data && team.data.invitations.length > 0 && (
          <>
            <h3 className="team-subtitle">Waiting to join</h3>
            <ul className="team-list" aria-label="Invitations">
              {team.data.invitations.map((invitation) => (
                <li key={invitation.invitationId} className="team-row">
                  <div className="team-who">
                    <strong>{invitation.email}</strong>
                    <span className="team-role">
                      {ROLE_LABELS[invitation.role].label} · {scopeText(invitation.workplaceIds, ownWorkplaces)}
                    </span>
                    <span className="muted">Link works until {dateText(invitation.expiresAt)}</span>
                  </div>
                  <div className="team-actions">
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={asyncHandler(() => onResend(invitation))}
                      aria-label={`Resend to ${invitation.email}`}
                    >
                      Resend
                    </button>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={asyncHandler(() => onRevoke(invitation.invitationId))}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      {!memberFirst && belongsTo}

      {changing && <ChangeMemberDialog userId={user.uid} member={changing} workplaces={ownWorkplaces} onClose={() => setChanging(null)} />}
      {removing && (
        <RemoveMemberDialog
          userId={user.uid}
          memberId={removing.userId}
          title={`Remove ${memberName(removing)}?`}
          consequence="They keep their own account but can no longer see or change your workplaces. What they did stays in the history under their name."
          confirmLabel="Yes, remove"
          onClose={() => setRemoving(null)}
        />
      )}
      {leaving && (
        <RemoveMemberDialog
          userId={user.uid}
          memberId={user.uid}
          ownerId={leaving.ownerId}
          title={`Leave ${leaving.businessName}?`}
          consequence="You will no longer see their workplaces. They can invite you again."
          confirmLabel="Yes, leave"
          onClose={() => setLeaving(null)}
        />
      )}
    </section>
  );
}
