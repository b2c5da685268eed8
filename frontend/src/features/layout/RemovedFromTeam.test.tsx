import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('removed from a team (issue 43)', () => {
  it('says "You are no longer a member of {business}." once and opens the person\'s own account', async () => {
    const removed = apiError(403, 'You are no longer a member of The Quay Group.');
    mockFetch({
      'GET /team': { body: { businessName: "sammanager's team", members: [], invitations: [] } },
      // Any call into the team they were removed from answers so; two at once get one message.
      'GET /team/memberships': removed,
      'GET /workplaces/getworkplaces': { body: [] },
    });
    const { location } = renderApp('/team', { user: SESSION_USER });
    expect(await screen.findByText('You are no longer a member of The Quay Group.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(screen.getAllByText('You are no longer a member of The Quay Group.')).toHaveLength(1);
  });

  it('leaves other refusals alone: "Workplace not found." stays where it is', async () => {
    mockFetch({
      'GET /team': { body: { businessName: "sammanager's team", members: [], invitations: [] } },
      'GET /team/memberships': apiError(404, 'Workplace not found.'),
      'GET /workplaces/getworkplaces': { body: [] },
    });
    const { location } = renderApp('/team', { user: SESSION_USER });
    expect(await screen.findByText('Nobody has joined yet.')).toBeInTheDocument();
    expect(location()).toBe('/team');
  });
});
