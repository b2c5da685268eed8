import { randomUUID } from 'node:crypto';
import { ACCOUNT_ERRORS, TEAM_MESSAGES } from '@rotaledger/domain';
import { OWN_DATA_ONLY } from '@rotaledger/contracts';
import { newEmail, outboxMails, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { invitationTokenFor, invite, newMember } from '../../test/team.helpers';
import { INVITATIONS_PER_HOUR } from './commands/invite-member.handler';
import { SAY_WHICH_TEAM } from './commands/remove-member.handler';

describe('team API: invitations, joining, members', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let workplaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false', PUBLIC_URL: 'https://rota.example.com' } });
    owner = await signUp(t);
    workplaceId = await createWorkplace(t, owner);
  });
  afterAll(() => t.close());

  const post = (user: SignedUpUser, path: string, body: Record<string, unknown>) => t.http().post(`/api${path}`).set(user.auth).send(body);
  const team = async (user: SignedUpUser) =>
    (await t.http().get('/api/team').query({ userId: user.userId }).set(user.auth).expect(200)).body as {
      members: { userId: string; role: string; workplaceIds: string[] | null; username: string; email: string }[];
      invitations: { invitationId: string; email: string; role: string; workplaceIds: string[] | null; expiresAt: string }[];
    };
  const memberships = async (user: SignedUpUser) =>
    (await t.http().get('/api/team/memberships').query({ userId: user.userId }).set(user.auth).expect(200)).body as {
      ownerId: string;
      role: string;
    }[];

  it('invites by e-mail: 201 { invitationId }, an e-mail with a {PUBLIC_URL}/join/{token} link (256-bit token), listed as open for 7 days', async () => {
    const email = newEmail('sam');
    const response = await post(owner, '/team/invitations', { userId: owner.userId, email, role: 'manager', workplaceIds: [workplaceId] });
    expect(response.status).toBe(201);
    const { invitationId } = response.body as { invitationId: string };
    const [mail] = outboxMails(t).filter((m) => m.to === email);
    expect(mail.text).toMatch(/https:\/\/rota\.example\.com\/join\/[A-Za-z0-9_-]{43}\n/);
    expect(invitationTokenFor(t, email)).toHaveLength(43);
    const { invitations } = await team(owner);
    expect(invitations).toContainEqual({
      invitationId,
      email,
      role: 'manager',
      workplaceIds: [workplaceId],
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    // The token itself is stored nowhere: only its hash.
    const stored = JSON.stringify(await t.eventStore.readStream(`team-${owner.userId}`));
    expect(stored).not.toContain(invitationTokenFor(t, email));
  });

  it.each([
    [{ email: 'not an e-mail', role: 'manager' }, ACCOUNT_ERRORS.invalidEmail],
    [{ email: '', role: 'manager' }, ACCOUNT_ERRORS.emailRequired],
    // Found by the one-field walk (issue 43): a missing role or e-mail answered zod's "expected nonoptional".
    [{ email: 'x@example.com' }, TEAM_MESSAGES.badRole],
    [{ role: 'manager' }, ACCOUNT_ERRORS.emailRequired],
    [{ email: 'x@example.com', role: 'owner' }, TEAM_MESSAGES.badRole],
    [{ email: 'x@example.com', role: 'boss' }, TEAM_MESSAGES.badRole],
    [{ email: 'x@example.com', role: 'manager', workplaceIds: [] }, TEAM_MESSAGES.noWorkplaces],
    [{ email: 'x@example.com', role: 'manager', workplaceIds: ['not-an-id'] }, 'workplaceIds must be a valid id.'],
    [{ email: 'x@example.com', role: 'manager', workplaceIds: [randomUUID()] }, TEAM_MESSAGES.notYourWorkplace],
  ])('refuses an invitation %j with 400', async (body, message) => {
    const response = await post(owner, '/team/invitations', body);
    expect([response.status, response.body.message]).toEqual([400, message]);
  });

  it("refuses another team's workplace, the owner's own e-mail and a member's: 409", async () => {
    const other = await signUp(t);
    const theirs = await createWorkplace(t, other);
    const refused = await post(owner, '/team/invitations', { email: newEmail(), role: 'auditor', workplaceIds: [theirs] });
    expect([refused.status, refused.body.message]).toEqual([400, TEAM_MESSAGES.notYourWorkplace]);
    const self = await post(owner, '/team/invitations', { email: owner.email.toUpperCase(), role: 'auditor' });
    expect([self.status, self.body.message]).toEqual([409, TEAM_MESSAGES.alreadyMember]);
    const member = await newMember(t, owner, 'auditor');
    const again = await post(owner, '/team/invitations', { email: member.email, role: 'manager' });
    expect([again.status, again.body.message]).toEqual([409, TEAM_MESSAGES.alreadyMember]);
  });

  it("refuses another user's userId with 403", async () => {
    const other = await signUp(t);
    const response = await post(owner, '/team/invitations', { userId: other.userId, email: newEmail(), role: 'manager' });
    expect([response.status, response.body.message]).toEqual([403, OWN_DATA_ONLY]);
  });

  it('joins with the link: 200 { ownerId, role }; the member is listed with name and scope, the invitation gone', async () => {
    const member = await signUp(t);
    await invite(t, owner, member.email, 'manager', [workplaceId]);
    const joined = await post(member, '/team/join', { token: invitationTokenFor(t, member.email) });
    expect([joined.status, joined.body]).toEqual([200, { ownerId: owner.userId, role: 'manager' }]);
    const { members, invitations } = await team(owner);
    expect(members).toContainEqual({
      userId: member.userId,
      username: expect.any(String) as string,
      displayName: expect.any(String) as string,
      email: member.email,
      role: 'manager',
      workplaceIds: [workplaceId],
    });
    expect(invitations.map((i) => i.email)).not.toContain(member.email);
    expect(await memberships(member)).toEqual([
      {
        ownerId: owner.userId,
        ownerUsername: expect.any(String) as string,
        ownerDisplayName: expect.any(String) as string,
        businessName: expect.any(String) as string,
        role: 'manager',
        workplaceIds: [workplaceId],
      },
    ]);
    // Used: the link is no longer valid.
    const twice = await post(member, '/team/join', { token: invitationTokenFor(t, member.email) });
    expect([twice.status, twice.body.message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);
  });

  it('refuses a join from another e-mail address with 403, and an unknown link with 404', async () => {
    const invited = newEmail('kim');
    await invite(t, owner, invited, 'auditor');
    const stranger = await signUp(t);
    const wrong = await post(stranger, '/team/join', { token: invitationTokenFor(t, invited) });
    expect([wrong.status, wrong.body.message]).toEqual([403, TEAM_MESSAGES.wrongEmail]);
    const unknown = await post(stranger, '/team/join', { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body.message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);
    const missing = await post(stranger, '/team/join', {});
    expect(missing.status).toBe(400);
    const signedOut = await t
      .http()
      .post('/api/team/join')
      .send({ token: 'x'.repeat(43) });
    expect(signedOut.status).toBe(401);
  });

  it('inviting the same e-mail again replaces the open invitation: the old link dies', async () => {
    const member = await signUp(t);
    await invite(t, owner, member.email, 'manager');
    const oldToken = invitationTokenFor(t, member.email);
    await invite(t, owner, member.email, 'auditor');
    const newToken = invitationTokenFor(t, member.email);
    expect(newToken).not.toBe(oldToken);
    expect((await team(owner)).invitations.filter((i) => i.email === member.email)).toHaveLength(1);
    const old = await post(member, '/team/join', { token: oldToken });
    expect([old.status, old.body.message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);
    const joined = await post(member, '/team/join', { token: newToken });
    expect(joined.body).toEqual({ ownerId: owner.userId, role: 'auditor' });
  });

  it('an expired link (7 days) and a revoked one are no longer valid: 404', async () => {
    const late = await signUp(t);
    await invite(t, owner, late.email, 'manager');
    const token = invitationTokenFor(t, late.email);
    t.clock.advance(7 * 86_400_000);
    const expired = await post(late, '/team/join', { token });
    expect([expired.status, expired.body.message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);

    const revokedUser = await signUp(t);
    const invitationId = await invite(t, owner, revokedUser.email, 'manager');
    const revoke = await t.http().delete('/api/team/invitations').set(owner.auth).send({ userId: owner.userId, invitationId });
    expect(revoke.status).toBe(204);
    const revoked = await post(revokedUser, '/team/join', { token: invitationTokenFor(t, revokedUser.email) });
    expect([revoked.status, revoked.body.message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);
    const again = await t.http().delete('/api/team/invitations').set(owner.auth).query({ invitationId });
    expect([again.status, again.body.message]).toEqual([404, TEAM_MESSAGES.invitationNotFound]);
  });

  it("changes a member's role and scope (204), and refuses 'owner' or an unknown member", async () => {
    const member = await newMember(t, owner, 'manager');
    const changed = await t
      .http()
      .put('/api/team/members')
      .set(owner.auth)
      .send({ userId: owner.userId, memberId: member.userId, role: 'auditor', workplaceIds: [workplaceId] });
    expect(changed.status).toBe(204);
    expect((await team(owner)).members).toContainEqual(
      expect.objectContaining({ userId: member.userId, role: 'auditor', workplaceIds: [workplaceId] }),
    );
    const owned = await t.http().put('/api/team/members').set(owner.auth).send({ memberId: member.userId, role: 'owner' });
    expect([owned.status, owned.body.message]).toEqual([400, TEAM_MESSAGES.badRole]);
    const unknown = await t.http().put('/api/team/members').set(owner.auth).send({ memberId: randomUUID(), role: 'manager' });
    expect([unknown.status, unknown.body.message]).toEqual([404, TEAM_MESSAGES.memberNotFound]);
  });

  it('the owner removes a member; a member leaves their only team, or names the team when in several', async () => {
    const removed = await newMember(t, owner, 'manager');
    const removal = await t.http().delete('/api/team/members').set(owner.auth).send({ userId: owner.userId, memberId: removed.userId });
    expect(removal.status).toBe(204);
    expect((await team(owner)).members.map((m) => m.userId)).not.toContain(removed.userId);
    expect(await memberships(removed)).toEqual([]);

    const leaver = await newMember(t, owner, 'auditor');
    const left = await t.http().delete('/api/team/members').set(leaver.auth).send({ userId: leaver.userId, memberId: leaver.userId });
    expect(left.status).toBe(204);
    expect(await memberships(leaver)).toEqual([]);

    const secondOwner = await signUp(t);
    const busy = await newMember(t, owner, 'manager');
    const token = await invite(t, secondOwner, busy.email, 'auditor').then(() => invitationTokenFor(t, busy.email));
    await post(busy, '/team/join', { token }).expect(200);
    const ambiguous = await t.http().delete('/api/team/members').set(busy.auth).send({ memberId: busy.userId });
    expect([ambiguous.status, ambiguous.body.message]).toEqual([400, SAY_WHICH_TEAM]);
    const named = await t.http().delete('/api/team/members').set(busy.auth).send({ memberId: busy.userId, ownerId: secondOwner.userId });
    expect(named.status).toBe(204);
    expect((await memberships(busy)).map((m) => m.ownerId)).toEqual([owner.userId]);

    const notAMember = await t.http().delete('/api/team/members').set(owner.auth).send({ memberId: randomUUID() });
    expect([notAMember.status, notAMember.body.message]).toEqual([404, TEAM_MESSAGES.memberNotFound]);
  });

  it("an owner deleting their account takes the team with it: the team stream (invitees' e-mails) is gone, members lose access", async () => {
    const leaving = await signUp(t);
    const theirs = await createWorkplace(t, leaving);
    const member = await newMember(t, leaving, 'manager');
    const invitee = newEmail('pending');
    await invite(t, leaving, invitee, 'auditor');
    expect((await memberships(member)).map((m) => m.ownerId)).toContain(leaving.userId);
    await t
      .http()
      .delete('/api/users/deleteuser')
      .set(leaving.auth)
      .send({ user_id: leaving.userId, password: leaving.password })
      .expect(204);
    expect(await t.eventStore.readStream(`team-${leaving.userId}`)).toEqual([]);
    expect(await memberships(member)).toEqual([]);
    const refused = await t.http().get('/api/shifts/getpopulateddates').set(member.auth).query({ workplaceId: theirs });
    expect(refused.status).toBe(404);
    expect(await t.readModels.find('team_invitations', { ownerId: leaving.userId })).toEqual([]);
    expect(await t.readModels.find('team_members', { ownerId: leaving.userId })).toEqual([]);
  });

  it("a member deleting their account ends their memberships (the owner's team no longer lists them)", async () => {
    const member = await newMember(t, owner, 'auditor');
    await t.http().delete('/api/users/deleteuser').set(member.auth).send({ user_id: member.userId, password: member.password }).expect(204);
    expect((await team(owner)).members.map((m) => m.userId)).not.toContain(member.userId);
    expect(await t.readModels.find('team_members', { memberId: member.userId })).toEqual([]);
  });
});

describe('team API: invitations send e-mail, so they are rate limited per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`answers 429 after ${INVITATIONS_PER_HOUR.limit} invitations in an hour, re-invitations included`, async () => {
    const owner = await signUp(t);
    const email = newEmail('again');
    for (let i = 0; i < INVITATIONS_PER_HOUR.limit; i++) await invite(t, owner, email, 'manager');
    const refused = await t.http().post('/api/team/invitations').set(owner.auth).send({ email, role: 'manager' });
    expect([refused.status, refused.body.message]).toEqual([429, INVITATIONS_PER_HOUR.message]);
    // Per account: another owner still invites.
    const other = await signUp(t);
    await invite(t, other, email, 'auditor');
  });
});
