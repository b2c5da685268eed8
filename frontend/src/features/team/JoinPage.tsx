import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { usePageTitle } from '../../components/usePageTitle';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useSession } from '../auth';
import { useJoinTeamMutation } from './api';
import { ROLE_LABELS } from './RoleScopeFields';
import './team.css';

/**
 * `/join/{token}`, the link in an invitation e-mail. Signed out: sign up or log in with the
 * invited address, then come back here. Signed in: join in one click.
 */
export function JoinPage() {
  usePageTitle('Join a team');
  const { token = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [join, { isLoading, error, data }] = useJoinTeamMutation();
  const [tried, setTried] = useState(false);
  const here = `/join/${encodeURIComponent(token)}`;

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
        <h1>Join a team on Rotaledger</h1>
        {!user && (
          <>
            <p>
              You have been invited to plan or view a team&rsquo;s rotas. Sign up or log in with the e-mail address the invitation was sent
              to; you will come back here to join.
            </p>
            <div className="join-actions">
              <Link className="button button-primary" to={`/signup?next=${encodeURIComponent(here)}`}>
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
            <Message tone="success">You joined the team as {ROLE_LABELS[data.role].label.toLowerCase()}.</Message>
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
