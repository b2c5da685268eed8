import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const workplaces = [
  { workplace_id: 'w-1', name: 'Harbour Café', ownerId: 'user-1', role: 'owner' },
  { workplace_id: 'w-2', name: 'Quay Bar', ownerId: 'user-1', role: 'owner' },
  { workplace_id: 'w-9', name: "Someone else's", ownerId: 'owner-9', role: 'manager' },
];
const team = {
  businessName: 'Harbour Café',
  members: [{ userId: 'm-1', username: 'kim', email: 'kim@example.com', role: 'manager', workplaceIds: ['w-2'] }],
  invitations: [
    { invitationId: 'i-1', email: 'acc@example.com', role: 'auditor', workplaceIds: null, expiresAt: '2026-12-08T09:00:00.000Z' },
  ],
};

const membership = {
  ownerId: 'owner-9',
  ownerUsername: 'harbour',
  ownerDisplayName: 'Jo Quay',
  businessName: 'The Quay Group',
  role: 'manager',
  workplaceIds: null,
};

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /team': { body: team },
    'GET /team/memberships': { body: [] },
    'GET /workplaces/getworkplaces': { body: workplaces },
    ...extra,
  });
}

describe('Team page', () => {
  it('lists members and invitations with their role and workplaces, by name', async () => {
    routes();
    renderApp('/team', { user: SESSION_USER });
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(await within(members).findByText('kim@example.com')).toBeInTheDocument();
    expect(within(members).getByText('Manager · Quay Bar')).toBeInTheDocument();
    const invitations = screen.getByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('acc@example.com')).toBeInTheDocument();
    expect(within(invitations).getByText('Auditor · Every workplace')).toBeInTheDocument();
    expect(within(invitations).getByText('Link works until 8 Dec 2026')).toBeInTheDocument();
  });

  it("titles the tab with the page and the business: 'Your team · Harbour Café · Rotaledger'", async () => {
    routes();
    renderApp('/team', { user: SESSION_USER });
    await waitFor(() => expect(document.title).toBe('Your team · Harbour Café · Rotaledger'));
  });

  it('invites a manager for chosen workplaces of ones own only, and says the link works for 7 days', async () => {
    const api = routes({ 'POST /team/invitations': { status: 201, body: { invitationId: 'i-2' } } });
    const { ui } = renderApp('/team', { user: SESSION_USER });
    await ui.type(await screen.findByLabelText('E-mail address'), 'sam@example.com');
    await ui.click(screen.getByRole('radio', { name: 'Only these:' }));
    expect(screen.queryByRole('checkbox', { name: "Someone else's" })).not.toBeInTheDocument();
    await ui.click(await screen.findByRole('checkbox', { name: 'Harbour Café' }));
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to sam@example.com. The link works for 7 days.')).toBeInTheDocument();
    expect(api.callsTo('POST /team/invitations')[0].body).toEqual({
      userId: 'user-1',
      email: 'sam@example.com',
      role: 'manager',
      workplaceIds: ['w-1'],
    });
  });

  it('checks the e-mail and the workplaces before sending, and shows the server reason', async () => {
    const api = routes({ 'POST /team/invitations': apiError(409, 'That person is already in your team.') });
    const { ui } = renderApp('/team', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('E-mail address'), 'kim@example.com');
    await ui.click(screen.getByRole('radio', { name: 'Only these:' }));
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Choose at least one workplace, or every workplace.')).toBeInTheDocument();
    expect(api.callsTo('POST /team/invitations')).toHaveLength(0);
    await ui.click(screen.getByRole('radio', { name: /Every workplace/ }));
    await ui.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('That person is already in your team.')).toBeInTheDocument();
  });

  it('removes a member only after a confirm', async () => {
    const api = routes({ 'DELETE /team/members': { status: 204 } });
    const { ui } = renderApp('/team', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Remove kim' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove kim?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.callsTo('DELETE /team/members')).toHaveLength(0);
    await ui.click(screen.getByRole('button', { name: 'Remove kim' }));
    await ui.click(within(screen.getByRole('dialog', { name: 'Remove kim?' })).getByRole('button', { name: 'Yes, remove' }));
    expect(api.callsTo('DELETE /team/members')[0].body).toEqual({ userId: 'user-1', memberId: 'm-1' });
  });

  it('changes a member to an auditor of every workplace', async () => {
    const api = routes({ 'PUT /team/members': { status: 204 } });
    const { ui } = renderApp('/team', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Change kim' }));
    const dialog = screen.getByRole('dialog', { name: 'Change kim' });
    await ui.click(within(dialog).getByRole('radio', { name: /Auditor/ }));
    await ui.click(within(dialog).getByRole('radio', { name: /Every workplace/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('PUT /team/members')[0].body).toEqual({ userId: 'user-1', memberId: 'm-1', role: 'auditor', workplaceIds: null });
  });

  it('resends an invitation (a new link) and revokes one', async () => {
    const api = routes({
      'POST /team/invitations': { status: 201, body: { invitationId: 'i-3' } },
      'DELETE /team/invitations': { status: 204 },
    });
    const { ui } = renderApp('/team', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Resend to acc@example.com' }));
    expect(await screen.findByText('A new link was sent to acc@example.com; the old one no longer works.')).toBeInTheDocument();
    expect(api.callsTo('POST /team/invitations')[0].body).toEqual({
      userId: 'user-1',
      email: 'acc@example.com',
      role: 'auditor',
      workplaceIds: null,
    });
    await ui.click(screen.getByRole('button', { name: 'Revoke the invitation to acc@example.com' }));
    expect(api.callsTo('DELETE /team/invitations')[0].body).toEqual({ userId: 'user-1', invitationId: 'i-1' });
  });

  it('lists the teams one belongs to and leaves one after a confirm', async () => {
    const api = routes({
      'GET /team/memberships': { body: [membership] },
      'DELETE /team/members': { status: 204 },
    });
    const { ui } = renderApp('/team', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Leave The Quay Group' }));
    await ui.click(within(screen.getByRole('dialog', { name: 'Leave The Quay Group?' })).getByRole('button', { name: 'Yes, leave' }));
    expect(api.callsTo('DELETE /team/members')[0].body).toEqual({ userId: 'user-1', memberId: 'user-1', ownerId: 'owner-9' });
  });
});

describe('Team page: names (issue 43)', () => {
  it('lists a member by the name they gave, and the teams one belongs to by business name and owner', async () => {
    routes({
      'GET /team': { body: { ...team, members: [{ ...team.members[0], displayName: 'Kim Park' }] } },
      'GET /team/memberships': { body: [membership] },
    });
    renderApp('/team', { user: SESSION_USER });
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(await within(members).findByText('Kim Park')).toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Remove Kim Park' })).toBeInTheDocument();
    const teams = await screen.findByRole('list', { name: 'Teams you belong to' });
    expect(within(teams).getByText('The Quay Group')).toBeInTheDocument();
    expect(within(teams).getByText('Manager · owner Jo Quay')).toBeInTheDocument();
  });

  it("lets the owner name the business, starting from the first workplace's name", async () => {
    const api = routes({ 'PUT /team/business': { body: { businessName: 'Harbour Cafés' } } });
    const { ui } = renderApp('/team', { user: SESSION_USER });
    const field = await screen.findByLabelText('Business name');
    expect(field).toHaveValue('Harbour Café');
    await ui.clear(field);
    await ui.type(field, 'Harbour Cafés');
    await ui.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /team/business')[0].body).toEqual({ userId: 'user-1', businessName: 'Harbour Cafés' });
  });

  it('leads a member with no team of their own with the team they work for; inviting stays below', async () => {
    routes({
      'GET /team': { body: { businessName: "sammanager's team", members: [], invitations: [] } },
      'GET /team/memberships': { body: [membership] },
      'GET /workplaces/getworkplaces': { body: [workplaces[2]] },
    });
    renderApp('/team', { user: SESSION_USER });
    await screen.findByRole('list', { name: 'Teams you belong to' });
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings[0]).toBe('Your teams');
    expect(headings.indexOf('Teams you belong to')).toBeLessThan(headings.indexOf('Invite someone'));
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  });
});

describe('Join page', () => {
  it('signed out: sends to sign up or log in, and back here afterwards', async () => {
    mockFetch({});
    renderApp('/join/tok-1');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?next=%2Fjoin%2Ftok-1');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fjoin%2Ftok-1');
  });

  it('names the business and fills the sign-up form with the invited address', async () => {
    mockFetch({
      'GET /team/invitation': {
        body: {
          email: 'kim@example.com',
          role: 'manager',
          expiresAt: '2026-12-08T09:00:00.000Z',
          businessName: 'The Quay Group',
          ownerDisplayName: 'Jo Quay',
        },
      },
    });
    const { ui } = renderApp('/join/tok-1');
    expect(await screen.findByRole('heading', { name: 'Join The Quay Group on Rotaledger' })).toBeInTheDocument();
    expect(screen.getByText(/Jo Quay invited/)).toHaveTextContent('Jo Quay invited kim@example.com to The Quay Group as manager.');
    await waitFor(() => expect(document.title).toBe('Join The Quay Group · Rotaledger'));
    await ui.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('kim@example.com');
  });

  it('signed in: joins in one click', async () => {
    const api = mockFetch({ 'POST /team/join': { body: { ownerId: 'owner-9', role: 'auditor' } } });
    const { ui } = renderApp('/join/tok-1', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('You joined the team as auditor.')).toBeInTheDocument();
    expect(api.callsTo('POST /team/join')[0].body).toEqual({ token: 'tok-1' });
  });

  it('a used or expired link says so clearly; another address says whose it is', async () => {
    mockFetch({ 'POST /team/join': apiError(404, 'This invitation is no longer valid.') });
    const { ui } = renderApp('/join/tok-1', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('This invitation is no longer valid.')).toBeInTheDocument();
    expect(screen.getByText('Links work once, for 7 days. Ask whoever invited you to send a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
  });

  it('another address: the reason, and the way to try again', async () => {
    mockFetch({ 'POST /team/join': apiError(403, 'This invitation was sent to another e-mail address.') });
    const { ui } = renderApp('/join/tok-1', { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('This invitation was sent to another e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
  });
});
