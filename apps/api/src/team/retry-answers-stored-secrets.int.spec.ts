import { createHash } from 'node:crypto';
import { employeeStream, teamStream } from '@rotaledger/domain';
import { outboxMails, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { IdempotencyScope } from '../infrastructure/idempotency-scope';
import { CrashPoints } from '../infrastructure/crash-points';

/**
 * Issue 40, §3: a retry with the Idempotency-Key of an attempt whose outcome is unknown (its
 * events stored, its answer lost) is resolved from what was stored. A command that mints a
 * secret answers the stored one: the invitation id the event holds and an e-mailed link whose
 * token matches the stored hash; the feed link's token that the event holds.
 */
let t: TestApp;
let owner: SignedUpUser;
let workplaceId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  owner = await signUp(t);
  workplaceId = await createWorkplace(t, owner);
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const readBackFailsOnce = () =>
  jest.spyOn(t.app.get(CrashPoints), 'afterAppend').mockImplementationOnce(() => {
    throw new Error('the answer failed after the append');
  });

describe('a resolved retry answers the secrets that were stored', () => {
  it('invitation: the stored invitation id, and an e-mailed link that opens the stored invitation', async () => {
    const email = 'retried-invite@example.com';
    const inviteWithKey = () =>
      t
        .http()
        .post('/api/team/invitations')
        .set(owner.auth)
        .set('Idempotency-Key', 'invite-once')
        .send({ userId: owner.userId, email, role: 'manager' });
    readBackFailsOnce();

    const first = await inviteWithKey();
    const retry = await inviteWithKey();

    expect(first.status).toBe(500);
    expect(retry.status).toBe(201);
    const invited = (await t.eventStore.readStream(teamStream(owner.userId))).filter((event) => event.type === 'MemberInvited');
    expect(invited).toHaveLength(1);
    const stored = invited[0].data as { invitationId: string; tokenHash: string };
    expect(retry.body).toEqual({ invitationId: stored.invitationId });
    // Every e-mail sent for it carries the one token whose hash is stored: the link works.
    const links = outboxMails(t)
      .filter((mail) => mail.to === email)
      .map((mail) => decodeURIComponent(/\/join\/([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? ''));
    expect(links.length).toBeGreaterThan(0);
    for (const token of links) expect(sha256(token)).toBe(stored.tokenHash);
    const preview = await t
      .http()
      .get('/api/team/invitation')
      .query({ token: links[links.length - 1] });
    expect(preview.status).toBe(200);
  });

  it('invitation: a retry with the key and another request is refused (422), and nothing more is stored or sent', async () => {
    const invite = (email: string) =>
      t
        .http()
        .post('/api/team/invitations')
        .set(owner.auth)
        .set('Idempotency-Key', 'invite-conflict')
        .send({ userId: owner.userId, email, role: 'manager' });
    readBackFailsOnce();

    expect((await invite('first-try@example.com')).status).toBe(500);
    const conflicting = await invite('another-address@example.com');

    expect(conflicting.status).toBe(422);
    expect(conflicting.body.message).toBe('This Idempotency-Key was already used for a different request. Use a new key for a new action.');
    const invited = (await t.eventStore.readStream(teamStream(owner.userId))).filter((event) => event.type === 'MemberInvited');
    expect(invited.map((event) => (event.data as { email: string }).email)).not.toContain('another-address@example.com');
    expect(outboxMails(t).filter((mail) => mail.to === 'another-address@example.com')).toEqual([]);
    // The request the key was first used for is still resolved to what it stored.
    const retry = await invite('first-try@example.com');
    expect(retry.status).toBe(201);
    const stored = invited.find((event) => (event.data as { email: string }).email === 'first-try@example.com')!;
    expect(retry.body).toEqual({ invitationId: (stored.data as { invitationId: string }).invitationId });
  });

  it('invitation: a retry that cannot derive the stored token (the server secret changed) e-mails no dead link', async () => {
    const email = 'secret-rotated@example.com';
    const invite = () =>
      t
        .http()
        .post('/api/team/invitations')
        .set(owner.auth)
        .set('Idempotency-Key', 'invite-secret-rotated')
        .send({ userId: owner.userId, email, role: 'manager' });
    readBackFailsOnce();
    expect((await invite()).status).toBe(500);
    const mailsBefore = outboxMails(t).filter((mail) => mail.to === email).length;
    jest.spyOn(IdempotencyScope.prototype, 'newSecret').mockReturnValue('a-token-derived-with-another-secret');

    const retry = await invite();

    expect(retry.status).toBe(201);
    const stored = (await t.eventStore.readStream(teamStream(owner.userId))).find(
      (event) => event.type === 'MemberInvited' && (event.data as { email: string }).email === email,
    )!;
    expect(retry.body).toEqual({ invitationId: (stored.data as { invitationId: string }).invitationId });
    const links = outboxMails(t)
      .filter((mail) => mail.to === email)
      .slice(mailsBefore)
      .map((mail) => decodeURIComponent(/\/join\/([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? ''));
    for (const token of links) expect(sha256(token)).toBe((stored.data as { tokenHash: string }).tokenHash);
    expect(links).toEqual([]);
  });

  it('feed link: the token the event holds, which opens the staff page', async () => {
    const employeeId = await createEmployee(t, owner, workplaceId, 'Retried Rita');
    const issueWithKey = () =>
      t
        .http()
        .post('/api/employees/feedlink')
        .set(owner.auth)
        .set('Idempotency-Key', 'feed-link-once')
        .send({ employee_id: employeeId, userId: owner.userId });
    readBackFailsOnce();

    const first = await issueWithKey();
    const retry = await issueWithKey();

    expect(first.status).toBe(500);
    expect(retry.status).toBe(201);
    const issued = (await t.eventStore.readStream(employeeStream(employeeId))).filter((event) => event.type === 'EmployeeFeedLinkIssued');
    expect(issued).toHaveLength(1);
    const { token } = issued[0].data as { token: string };
    expect(retry.body.token).toBe(token);
    expect(retry.body.url).toBe(`${t.config.publicUrl}/staff/${token}`);
    expect((await t.http().get(`/api/staff/${retry.body.token}`)).status).toBe(200);
  });

  it('feed link: a retry with the key for another employee is refused (422) and issues no link', async () => {
    const [first, other] = [
      await createEmployee(t, owner, workplaceId, 'Keyed Kim'),
      await createEmployee(t, owner, workplaceId, 'Other Olu'),
    ];
    const issue = (employeeId: string) =>
      t
        .http()
        .post('/api/employees/feedlink')
        .set(owner.auth)
        .set('Idempotency-Key', 'feed-link-conflict')
        .send({ employee_id: employeeId, userId: owner.userId });
    readBackFailsOnce();

    expect((await issue(first)).status).toBe(500);
    const conflicting = await issue(other);

    expect(conflicting.status).toBe(422);
    const issued = (await t.eventStore.readStream(employeeStream(other))).filter((event) => event.type === 'EmployeeFeedLinkIssued');
    expect(issued).toEqual([]);
  });
});
