import { randomUUID } from 'node:crypto';
import { AccountFencedError, StreamDeletedError } from '@rotaledger/event-store';
import { GOOD_PASSWORD, logIn, newEmail, outboxMails, signUp, SignedUpUser, workAfterAnswers } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { AccountDeletions } from './account-deletions';
import { UserDirectory } from './user-directory';

describe('account deletion', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A stream another context writes for the user (found in the event log by its events' user). */
  async function writeOtherContextStream(user: SignedUpUser, streamId: string): Promise<void> {
    const { position } = await t.eventStore.appendToStream(
      streamId,
      [
        {
          id: randomUUID(),
          type: 'TestNoteWritten',
          data: { ownerId: user.userId, note: `about ${user.email}` },
          metadata: { userId: user.userId, at: t.clock.now().toISOString(), correlationId: 'test', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.app.get(ProjectionService).waitFor(position);
  }

  /** Every stored event and read-model document that mentions one of the needles. */
  async function everythingMentioning(...needles: string[]) {
    const events = (await t.eventStore.readAll({ limit: 1_000_000 })).filter((e) =>
      needles.some((needle) => JSON.stringify(e).toLowerCase().includes(needle.toLowerCase())),
    );
    const documents: { collection: string; id: string }[] = [];
    for (const collection of t.app.get(ProjectionRegistry).collections()) {
      for (const doc of await t.readModels.dump(collection)) {
        if (needles.some((needle) => JSON.stringify(doc).toLowerCase().includes(needle.toLowerCase()))) {
          documents.push({ collection, id: doc.id });
        }
      }
    }
    return { events, documents };
  }

  async function activeUser(): Promise<{ user: SignedUpUser; noteStream: string }> {
    const user = await signUp(t, newEmail('Gone'));
    const auth = user.auth;
    await t.http().put('/api/users/updateUsername').set(auth).send({ user_id: user.userId, new_username: 'leaving1' });
    await t.http().put('/api/preferences/updatepreferences').set(auth).send({ userId: user.userId, currency: 'usd' });
    await t.http().post('/api/auth/forgot-password').send({ email: user.email });
    await workAfterAnswers(t);
    const noteStream = `note-${randomUUID()}`;
    await writeOtherContextStream(user, noteStream);
    return { user, noteStream };
  }

  it('deletes every stream and read model of the user, ends their sessions and lets the e-mail sign up again', async () => {
    const keeper = await signUp(t);
    const { user, noteStream } = await activeUser();
    const before = await everythingMentioning(user.userId, user.email);
    expect(before.events.length).toBeGreaterThan(5);
    expect(before.documents.map((d) => d.collection)).toEqual(
      expect.arrayContaining(['users', 'credentials', 'preferences', 'password_resets', 'owned_streams']),
    );
    expect(outboxMails(t).some((m) => m.to === user.email.toLowerCase())).toBe(true);

    const response = await t.http().delete('/api/users/deleteuser').set(user.auth).send({ user_id: user.userId, password: user.password });
    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^rotaledger_session=;/);

    // Nothing of the user is left in the stores, read directly, except the deletion record itself.
    const after = await everythingMentioning(user.userId, user.email);
    expect(after.documents).toEqual([]);
    expect(after.events.map((e) => ({ stream: e.streamId, type: e.type, data: e.data, by: e.metadata.userId }))).toEqual([
      { stream: 'account-deletions', type: 'AccountDeleted', data: { userId: user.userId }, by: null },
      { stream: 'account-deletions', type: 'AccountStreamsDeleted', data: { userId: user.userId }, by: null },
      { stream: 'account-deletions', type: 'AccountDeletionCompleted', data: { userId: user.userId }, by: null },
    ]);
    expect(JSON.stringify(after.events)).not.toMatch(/email-/);
    for (const stream of [`user-${user.userId}`, noteStream]) {
      expect(await t.eventStore.readStream(stream)).toEqual([]);
      // Tombstoned: a command still in flight cannot bring the stream back.
      const stale = t.eventStore.appendToStream(
        stream,
        [
          {
            id: randomUUID(),
            type: 'TestNoteWritten',
            data: {},
            metadata: { userId: user.userId, at: t.clock.now().toISOString(), correlationId: 'stale', schemaVersion: 1 },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      await expect(stale).rejects.toBeInstanceOf(StreamDeletedError);
    }
    expect(outboxMails(t).some((m) => m.to === user.email.toLowerCase())).toBe(false);
    expect(await t.app.get(UserDirectory).exists(user.userId)).toBe(false);

    // Earlier tokens stop working; the password no longer logs in.
    expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(401);
    expect((await logIn(t, user.email, user.password)).status).toBe(401);

    // The e-mail can sign up again, as a new user.
    const again = await signUp(t, user.email, 'Another#Pass2');
    expect(again.userId).not.toBe(user.userId);
    expect((await t.http().get('/api/auth/me').set(again.auth)).body.email).toBe(user.email.toLowerCase());
    expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(401);

    // Other users are untouched.
    expect((await t.http().get('/api/auth/me').set(keeper.auth)).status).toBe(200);
    expect((await t.http().get('/api/preferences/getpreferences').set(keeper.auth)).status).toBe(200);
    expect(await t.app.get(UserDirectory).exists(keeper.userId)).toBe(true);
  });

  it('deletes what a request in flight wrote between AccountDeleted and the fence, its stream found in the log itself', async () => {
    const user = await signUp(t);
    const metadata = (userId: string | null) => ({ userId, at: t.clock.now().toISOString(), correlationId: 'in-flight', schemaVersion: 1 });
    // The deletion is recorded (as the command does) but not yet finished...
    await t.eventStore.appendToStream(
      'account-deletions',
      [
        {
          id: randomUUID(),
          type: 'AccountDeleted',
          data: { userId: user.userId, streams: [`user-${user.userId}`] },
          metadata: metadata(null),
        },
      ],
      { expectedRevision: 'any' },
    );
    // ...when a request that passed the session check a moment earlier creates a workplace.
    const workplaceId = randomUUID();
    const details = { name: 'Late Arrival Inn', industryCategory: 'bar', services: [], rotaStartTime: 8, rotaEndTime: 22 };
    const { position } = await t.eventStore.appendToStream(
      `workplace-${workplaceId}`,
      [
        {
          id: randomUUID(),
          type: 'WorkplaceCreated',
          data: { ...details, workplaceId, ownerId: user.userId },
          metadata: metadata(user.userId),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.app.get(ProjectionService).waitFor(position);
    expect((await everythingMentioning('Late Arrival Inn')).documents.length).toBeGreaterThan(0);

    await t.app.get(AccountDeletions).resumeUnfinished();

    expect(await everythingMentioning(user.userId, 'Late Arrival Inn')).toEqual({
      events: ['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted'].map((type) => expect.objectContaining({ type })),
      documents: [],
    });
    expect(await t.eventStore.readStream(`workplace-${workplaceId}`)).toEqual([]);
  });

  it("refuses every write of a fenced account, in flight or new, with the ended session's 401, and nobody else's", async () => {
    const keeper = await signUp(t);
    const user = await signUp(t);
    const workplaceId = await createWorkplace(t, user, { name: 'Fenced Arms' });

    await t.eventStore.fenceAccount(user.userId);

    const late = await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(user.auth)
      .send({ workplace_id: workplaceId, name: 'Too Late Tavern' });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Please log in to continue.');
    const direct = t.eventStore.appendToStream(
      `note-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          type: 'TestNoteWritten',
          data: {},
          metadata: { userId: user.userId, at: t.clock.now().toISOString(), correlationId: 'fenced', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await expect(direct).rejects.toBeInstanceOf(AccountFencedError);
    expect(await createWorkplace(t, keeper, { name: 'Open House' })).toEqual(expect.any(String));
    expect((await everythingMentioning('Too Late Tavern')).events).toEqual([]);
  });

  it("refuses a contact message sent with a deleted account's session, instead of keeping it as an anonymous one", async () => {
    const user = await signUp(t);
    expect((await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: user.password })).status).toBe(204);
    const message = { name: 'Ottoline Late', email: user.email, message: 'Sent from another tab' };

    const sent = await t.http().post('/api/contact').set(user.auth).send(message);

    expect(sent.status).toBe(401);
    expect(sent.body.message).toBe('Please log in to continue.');
    expect((await everythingMentioning('Ottoline Late')).events).toEqual([]);
    // Without that session it is any visitor's message.
    expect((await t.http().post('/api/contact').send(message)).status).toBe(201);
  });

  it('deletes the data every other context keeps for the user: workplaces, employees, rotas, shared rotas, contact messages', async () => {
    const keeper = await signUp(t);
    const keepersWorkplace = await createWorkplace(t, keeper);
    const user = await signUp(t);
    const workplaceId = await createWorkplace(t, user, { name: 'Harbour Cafe' });
    const employeeId = await createEmployee(t, user, workplaceId, 'Mary');
    const shiftId = await addShift(t, user, workplaceId, '2026-01-07');
    await addAssignment(t, user, shiftId, '09:00', '17:00', employeeId);
    const share = await t.http().post('/api/rotas/share').set(user.auth).send({ workplaceId, date: '2026-01-07' });
    expect(share.status).toBe(201);
    const contact = await t.http().post('/api/contact').set(user.auth).send({ name: 'Mary', email: user.email, message: 'Hi' });
    expect(contact.status).toBe(201);
    const needles = [user.userId, user.email, workplaceId, employeeId, shiftId, share.body.rotaId];
    expect((await everythingMentioning(...needles)).documents.length).toBeGreaterThan(5);

    const response = await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: user.password });
    expect(response.status).toBe(204);

    const after = await everythingMentioning(...needles);
    expect(after.documents).toEqual([]);
    expect(after.events.map((e) => e.type)).toEqual(['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted']);
    expect((await t.http().get(`/api/rotas/${share.body.rotaId}`)).status).toBe(404);
    expect((await everythingMentioning(keepersWorkplace)).documents.length).toBeGreaterThan(0);
  });

  it('deletes with the session cookie of a browser, which then is signed out', async () => {
    const browser = t.agent();
    const email = newEmail('browser');
    const signup = await browser.post('/api/auth/signup').send({ email, password: GOOD_PASSWORD });
    const userId = signup.body.user.user_id;
    expect((await browser.delete('/api/users/deleteuser').send({ user_id: userId, password: GOOD_PASSWORD })).status).toBe(204);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect((await everythingMentioning(userId, email)).documents).toEqual([]);
  });

  it('keeps everything when the password is wrong', async () => {
    const user = await signUp(t);
    await t.caughtUp();
    const before = await everythingMentioning(user.userId);
    const response = await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: 'Wrong#Pass1' });
    expect(response.status).toBe(401);
    expect(await everythingMentioning(user.userId)).toEqual(before);
  });
});
