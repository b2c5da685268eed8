import { DISPLAY_NAME_MESSAGES, noLongerMemberMessage, TEAM_MESSAGES } from '@rotaledger/domain';
import { GOOD_PASSWORD, newEmail, outboxMails, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { invitationTokenFor, invite, newMember } from '../../test/team.helpers';

/** Issue 43: people by their own names, the business by its name, the join page's preview and a removed member told why. */
describe('team API: display names and the business name', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let workplaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false', PUBLIC_URL: 'https://rota.example.com' } });
    const email = newEmail('owner');
    const signed = await t.http().post('/api/auth/signup').send({ email, password: GOOD_PASSWORD, displayName: '  Ann   Lee ' });
    expect(signed.status).toBe(201);
    expect(signed.body.user.displayName).toBe('Ann Lee');
    owner = {
      userId: signed.body.user.user_id,
      email,
      password: GOOD_PASSWORD,
      token: signed.body.token,
      auth: { Authorization: `Bearer ${signed.body.token}` },
    };
    workplaceId = await createWorkplace(t, owner, { name: 'Corner Café' });
    await createWorkplace(t, owner, { name: 'Second Site' });
  });
  afterAll(() => t.close());

  const team = async (user: SignedUpUser) => (await t.http().get('/api/team').set(user.auth).expect(200)).body;
  /** Each test that needs the business named names it, so any one runs alone. */
  const nameBusiness = () => t.http().put('/api/team/business').set(owner.auth).send({ businessName: 'Lee Cafés' }).expect(200);

  it('asks a name at sign-up and answers it with the user; Settings changes it; a bad one is a 400', async () => {
    const me = await t.http().get('/api/auth/me').set(owner.auth).expect(200);
    expect(me.body.displayName).toBe('Ann Lee');
    expect(me.body.username).toMatch(/^[a-z0-9]{3,14}$/);

    const other = await signUp(t);
    expect((await t.http().get('/api/auth/me').set(other.auth)).body.displayName).toMatch(/^[a-z0-9]{3,14}$/);
    const changed = await t.http().put('/api/users/displayname').set(other.auth).send({ displayName: ' Sam  Ray' });
    expect([changed.status, changed.body]).toEqual([200, { displayName: 'Sam Ray' }]);
    expect((await t.http().get('/api/users/getuser').set(other.auth)).body.displayName).toBe('Sam Ray');

    const blank = await t.http().put('/api/users/displayname').set(other.auth).send({ displayName: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, DISPLAY_NAME_MESSAGES.empty]);
    const missing = await t.http().put('/api/users/displayname').set(other.auth).send({});
    expect([missing.status, missing.body.message]).toEqual([400, DISPLAY_NAME_MESSAGES.empty]);
    const long = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: newEmail(), password: GOOD_PASSWORD, displayName: 'x'.repeat(61) });
    expect([long.status, long.body.message]).toEqual([400, DISPLAY_NAME_MESSAGES.length]);
  });

  it('names the business after the first workplace until the owner names it; a bad name is a 400', async () => {
    expect((await team(owner)).businessName).toBe('Corner Café');
    const bad = await t.http().put('/api/team/business').set(owner.auth).send({ businessName: ' ' });
    expect([bad.status, bad.body.message]).toEqual([400, TEAM_MESSAGES.businessNameEmpty]);
    const named = await t.http().put('/api/team/business').set(owner.auth).send({ businessName: ' Lee  Cafés ' });
    expect([named.status, named.body]).toEqual([200, { businessName: 'Lee Cafés' }]);
    expect((await team(owner)).businessName).toBe('Lee Cafés');
  });

  it('invites in the business name; the link previews it with the invited address; members are listed by their names', async () => {
    await nameBusiness();
    const email = newEmail('kim');
    await invite(t, owner, email, 'manager');
    const mail = outboxMails(t)
      .filter((m) => m.to === email)
      .pop()!;
    expect(mail.subject).toBe('Ann Lee invited you to join Lee Cafés on Rotaledger');
    expect(mail.text).toContain('Ann Lee invited you to join Lee Cafés on Rotaledger as a manager');

    const token = invitationTokenFor(t, email);
    const preview = await t.http().get('/api/team/invitation').query({ token });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      email,
      role: 'manager',
      expiresAt: expect.any(String),
      businessName: 'Lee Cafés',
      ownerDisplayName: 'Ann Lee',
    });
    const unknown = await t
      .http()
      .get('/api/team/invitation')
      .query({ token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body.message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);
    const none = await t.http().get('/api/team/invitation');
    expect([none.status, none.body.message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);

    const kim = await t.http().post('/api/auth/signup').send({ email, password: GOOD_PASSWORD, displayName: 'Kim Park' });
    const kimAuth = { Authorization: `Bearer ${kim.body.token}` };
    await t.http().post('/api/team/join').set(kimAuth).send({ token }).expect(200);
    const listed = (await team(owner)).members.find((m: { email: string }) => m.email === email);
    expect(listed).toMatchObject({ displayName: 'Kim Park', username: expect.stringMatching(/^[a-z0-9]+$/) });
    const memberships = (await t.http().get('/api/team/memberships').set(kimAuth).expect(200)).body;
    expect(memberships).toEqual([
      expect.objectContaining({ ownerId: owner.userId, ownerDisplayName: 'Ann Lee', businessName: 'Lee Cafés' }),
    ]);
  });

  it('tells a removed member, on their next action, that they are no longer a member of the business (403), not "not found"', async () => {
    await nameBusiness();
    const member = await newMember(t, owner, 'manager');
    await t.http().get('/api/rota/publication').query({ workplaceId, weekStart: '2026-12-07' }).set(member.auth).expect(200);
    await t.http().delete('/api/team/members').set(owner.auth).send({ memberId: member.userId }).expect(204);
    const next = await t.http().get('/api/rota/publication').query({ workplaceId, weekStart: '2026-12-07' }).set(member.auth);
    expect([next.status, next.body.message]).toEqual([403, noLongerMemberMessage('Lee Cafés')]);

    // Someone who was never a member still gets the plain 404.
    const stranger = await signUp(t);
    expect((await t.http().get('/api/rota/publication').query({ workplaceId, weekStart: '2026-12-07' }).set(stranger.auth)).status).toBe(
      404,
    );
  });

  it('sends a manager with a time outside the rota hours to the owner by name; the owner to Edit workplace', async () => {
    const manager = await newMember(t, owner, 'manager');
    const place = (user: SignedUpUser) =>
      t.http().post('/api/assignments/placeassignment').set(user.auth).send({
        userId: user.userId,
        workplaceId,
        date: '2026-01-12',
        serviceType: 701,
        employeeId: null,
        timeStart: '05:00',
        timeEnd: '08:00',
      });
    const managers = await place(manager);
    expect([managers.status, managers.body.message]).toEqual([
      400,
      "This workplace's rota starts at 06:00. Ask Ann Lee to widen the rota hours.",
    ]);
    const owners = await place(owner);
    expect([owners.status, owners.body.message]).toEqual([
      400,
      "This workplace's rota starts at 06:00. Change its hours under Profile → Edit workplace.",
    ]);
  });

  it('names who changed what in the history by the name they gave, beside the username', async () => {
    const manager = await newMember(t, owner, 'manager');
    await t.http().put('/api/users/displayname').set(manager.auth).send({ displayName: 'Jo Park' }).expect(200);
    await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(manager.auth)
      .send({
        userId: manager.userId,
        workplaceId,
        date: '2026-01-13',
        serviceType: 701,
        employeeId: null,
        timeStart: '09:00',
        timeEnd: '12:00',
      })
      .expect(201);
    const history = await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId }).expect(200);
    const theirs = (history.body.events as { who: { userId: string; username?: string; displayName?: string } }[]).filter(
      (e) => e.who.userId === manager.userId,
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.who.displayName === 'Jo Park' && /^[a-z0-9]+$/.test(e.who.username ?? ''))).toBe(true);
  });
});
