import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useSession } from '../auth';
import { useGetInvitationQuery, useJoinTeamMutation } from './api';
import { ROLE_LABELS } from './RoleScopeFields';
import './team.css';

/**
 * `/join/{token}`, the link in an invitation e-mail. Signed out: sign up or log in with the
 * invited address, then come back here. Signed in: join in one click.
 */
export function JoinPage() {
  const { token = '' } = useParams();
  const { data: invitation } = useGetInvitationQuery(token, { skip: token === '' });
  usePageTitle(invitation ? `Join ${invitation.businessName}` : 'Join a team');
  const { user } = useSession();
  const navigate = useNavigate();
  const [join, { isLoading, error, data }] = useJoinTeamMutation();
  const [tried, setTried] = useState(false);
  const here = `/join/${encodeURIComponent(token)}`;
  // The invited address fills the sign-up form: only it may join with this link.
  const signUpQuery = `next=${encodeURIComponent(here)}${invitation ? `&email=${encodeURIComponent(invitation.email)}` : ''}`;

  async function onJoin() {
    setTried(true);
    try {
      await join({ token }).unwrap();
    } catch {
      // Shown below.
    }
  }

  const status = tried ? apiErrorStatus(error) : undefined;
  return (
    <section className="page narrow-page">
      <div className="card join-card">
        <h1>{invitation ? `Join ${invitation.businessName} on Rotaledger` : 'Join a team on Rotaledger'}</h1>
        {invitation && (
          <p>
            {invitation.ownerDisplayName} invited <strong>{invitation.email}</strong> to {invitation.businessName} as{' '}
            {ROLE_LABELS[invitation.role].label.toLowerCase()}.
          </p>
        )}
        {!user && (
          <>
            <p>
              You have been invited to plan or view a team&rsquo;s rotas. Sign up or log in with the e-mail address the invitation was sent
              to; you will come back here to join.
            </p>
            <div className="join-actions">
              <Link className="button button-primary" to={`/signup?${signUpQuery}`}>
                Sign up
              </Link>
              <Link className="button button-secondary" to={`/login?next=${encodeURIComponent(here)}`}>
                Log in
              </Link>
            </div>
          </>
        )}
        {user && data && (
          <>
            <Message tone="success">
              You joined {invitation?.businessName ?? 'the team'} as {ROLE_LABELS[data.role].label.toLowerCase()}.
            </Message>
            <div className="join-actions">
              <button type="button" className="button button-primary" onClick={() => void navigate('/')}>
                Open the planner
              </button>
            </div>
          </>
        )}
        {user && !data && status === 404 && (
          <>
            <Message tone="error">{apiErrorMessage(error, 'This invitation is no longer valid.')}</Message>
            <p className="muted">Links work once, for 7 days. Ask whoever invited you to send a new one.</p>
          </>
        )}
        {user && !data && status !== 404 && (
          <>
            <p>
              You are signed in as <strong>{user.email}</strong>.
            </p>
            {tried && error && <Message tone="error">{apiErrorMessage(error, 'Joining did not work. Please try again.')}</Message>}
            <div className="join-actions">
              <button type="button" className="button button-primary" onClick={asyncHandler(onJoin)} disabled={isLoading}>
                {isLoading ? 'Joining…' : 'Join the team'}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
