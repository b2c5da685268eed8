import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { addAssignment, addShift, createWorkplace } from '../../../test/rota-fixtures';
import { IDEMPOTENCY_MESSAGES } from './idempotency.interceptor';
import { IDEMPOTENCY_TTL_MS, IdempotencyStore, MAX_KEPT_ANSWER_BYTES, MAX_KEYS_PER_ACCOUNT } from './idempotency.store';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let workplaceId: string;
let dayCounter = 0;
let keyCounter = 0;
const freshDay = () => `2026-03-${String(++dayCounter).padStart(2, '0')}`;
const freshKey = () => `action-${++keyCounter}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  [owner, other] = [await signUp(t), await signUp(t)];
  workplaceId = await createWorkplace(t, owner, { services: [701], rotaStartTime: 8, rotaEndTime: 22 });
});
afterAll(() => t.close());

const addWithKey = (user: SignedUpUser, key: string | undefined, body: Record<string, unknown>) => {
  const request = t.http().post('/api/assignments/addassignment').set(user.auth);
  return (key === undefined ? request : request.set('Idempotency-Key', key)).send(body);
};
const assignmentsOf = async (user: SignedUpUser, shiftId: string) =>
  (await t.http().get('/api/assignments/getassignments').query({ shiftId }).set(user.auth).expect(200)).body as unknown[];

describe('Idempotency-Key on state-changing routes', () => {
  it('answers a retry with the same key and body with the first answer, and adds the assignment once', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const key = freshKey();
    const body = { shiftId, timeStart: '09:00', timeEnd: '10:00', userId: owner.userId };

    const first = await addWithKey(owner, key, body);
    const retry = await addWithKey(owner, key, body);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(1);
  });

  it('refuses the same key with a different body (422), writing nothing', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const key = freshKey();
    await addWithKey(owner, key, { shiftId, timeStart: '09:00', timeEnd: '10:00' }).expect(201);

    const reused = await addWithKey(owner, key, { shiftId, timeStart: '11:00', timeEnd: '12:00' });

    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ statusCode: 422, message: IDEMPOTENCY_MESSAGES.mismatch, error: 'Unprocessable Entity' });
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(1);
  });

  it('behaves as before without the header: every request runs', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());

    await addWithKey(owner, undefined, { shiftId, timeStart: '09:00', timeEnd: '10:00' }).expect(201);
    await addWithKey(owner, undefined, { shiftId, timeStart: '10:00', timeEnd: '11:00' }).expect(201);
    // The same request again is decided again (here: refused as an overlap), not replayed.
    const again = await addWithKey(owner, undefined, { shiftId, timeStart: '10:00', timeEnd: '11:00' });

    expect(again.status).toBe(409);
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(2);
  });

  it('keeps the answer for 24 hours; after that the key is free again', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const key = freshKey();
    const body = { shiftId, timeStart: '09:00', timeEnd: '10:00' };
    const first = await addWithKey(owner, key, body).expect(201);

    t.clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    expect((await addWithKey(owner, key, body).expect(201)).body).toEqual(first.body);
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(1);

    t.clock.advance(60_000);
    // The key is free: a new request with it runs (not a 422 for the different body).
    const later = await addWithKey(owner, key, { shiftId, timeStart: '10:00', timeEnd: '11:00' }).expect(201);
    expect(later.body).not.toEqual(first.body);
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(2);
  });

  it('replays a first answer that was a 4xx, and a delete retried after it succeeded answers as the first time, not 404', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const refusedKey = freshKey();
    const refused = await addWithKey(owner, refusedKey, { shiftId, timeStart: '07:00', timeEnd: '10:00' });
    expect(refused.status).toBe(400);
    expect((await addWithKey(owner, refusedKey, { shiftId, timeStart: '07:00', timeEnd: '10:00' })).body).toEqual(refused.body);

    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '10:00');
    const key = freshKey();
    const remove = () =>
      t
        .http()
        .delete('/api/assignments/deleteassignment')
        .set(owner.auth)
        .set('Idempotency-Key', key)
        .send({ assignment_id: assignmentId });
    const first = await remove();
    const retry = await remove();

    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ assignment_id: assignmentId, changeId: expect.any(String) });
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const key = freshKey();
    // The first request has claimed the key and not answered yet (e.g. it waits on the read models).
    const running = await t.app.get(IdempotencyStore).claim({
      userId: owner.userId,
      method: 'POST',
      path: '/api/assignments/addassignment',
      key,
      requestHash: 'whatever it asked',
    });
    expect(running.kind).toBe('claimed');

    const duplicate = await addWithKey(owner, key, { shiftId, timeStart: '09:00', timeEnd: '10:00' });

    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(
      /^A request with this Idempotency-Key is still in progress\. If it does not answer, retry after \S+Z\.$/,
    );
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(0);
  });

  it('scopes keys to the account: another user with the same key runs their own request', async () => {
    const key = freshKey();
    const ownerShift = await addShift(t, owner, workplaceId, freshDay());
    const othersWorkplace = await createWorkplace(t, other, { services: [701], rotaStartTime: 8, rotaEndTime: 22 });
    const othersShift = await addShift(t, other, othersWorkplace, freshDay());

    const mine = await addWithKey(owner, key, { shiftId: ownerShift, timeStart: '09:00', timeEnd: '10:00' }).expect(201);
    const theirs = await addWithKey(other, key, { shiftId: othersShift, timeStart: '09:00', timeEnd: '10:00' }).expect(201);

    expect(theirs.body).not.toEqual(mine.body);
    expect(await assignmentsOf(other, othersShift)).toHaveLength(1);
    const mineAgain = await addWithKey(owner, key, { shiftId: ownerShift, timeStart: '09:00', timeEnd: '10:00' }).expect(201);
    expect(mineAgain.body).toEqual(mine.body);
    expect(await assignmentsOf(owner, ownerShift)).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
  ])('refuses an Idempotency-Key that is %s (400) and runs nothing', async (_what, key) => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());

    const response = await addWithKey(owner, key, { shiftId, timeStart: '09:00', timeEnd: '10:00' });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(IDEMPOTENCY_MESSAGES.badKey);
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(0);
  });

  it('accepts a key of exactly 200 printable characters', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const key = `${freshKey()} ~!`.padEnd(200, 'x');

    await addWithKey(owner, key, { shiftId, timeStart: '09:00', timeEnd: '10:00' }).expect(201);
    await addWithKey(owner, key, { shiftId, timeStart: '09:00', timeEnd: '10:00' }).expect(201);

    expect(await assignmentsOf(owner, shiftId)).toHaveLength(1);
  });

  it("forgets an account's keys when asked (account deletion)", async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const key = freshKey();
    const body = { shiftId, timeStart: '09:00', timeEnd: '10:00' };
    await addWithKey(owner, key, body).expect(201);
    await addWithKey(owner, key, { shiftId, timeStart: '10:00', timeEnd: '11:00' }).expect(422);

    await t.app.get(IdempotencyStore).forgetAccount(owner.userId);

    await addWithKey(owner, key, { shiftId, timeStart: '10:00', timeEnd: '11:00' }).expect(201);
    expect(await assignmentsOf(owner, shiftId)).toHaveLength(2);
  });
});

describe('Idempotency-Key on every state-changing operation of the API document', () => {
  it('checks the key on each one (the interceptor comes with the route decorator, not globally)', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, 'some-id') })),
    );
    expect(writes.length).toBeGreaterThan(25);
    const tooLong = 'k'.repeat(201);
    for (const { method, path } of writes) {
      const verb = method as 'post' | 'put' | 'patch' | 'delete';
      const response = await t.http()[verb](path).set(owner.auth).set('Idempotency-Key', tooLong).send({});
      expect({ route: `${method.toUpperCase()} ${path}`, status: response.status, message: response.body.message }).toEqual({
        route: `${method.toUpperCase()} ${path}`,
        status: 400,
        message: IDEMPOTENCY_MESSAGES.badKey,
      });
    }
  });
});

describe('Idempotency-Key when the write is saved but not yet visible', () => {
  it('keeps that 503 too, so a retry never writes twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-idempotency-'));
    const setup = await createTestApp({ dataDir });
    const user = await signUp(setup);
    const workplaceId = await createWorkplace(setup, user);
    await setup.caughtUp();
    const position = String(await setup.eventStore.headPosition());
    await setup.close();
    // An API replica whose projector is not running: a command that waits for the read models
    // (a workplace's deletion reads the employees its own event removes) answers "saved, not yet visible".
    const replica = await createTestApp({ dataDir, env: { RUN_PROJECTIONS: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '50' } });
    try {
      const key = freshKey();
      const send = () =>
        replica
          .http()
          .delete('/api/workplaces/deleteworkplace')
          .set(user.auth)
          .set('X-Rota-Position', position)
          .set('Idempotency-Key', key)
          .send({ workplace_id: workplaceId });
      const first = await send();
      const retry = await send();

      expect(first.status).toBe(503);
      expect(first.body.message).toBe('Your change was saved, not yet visible. Please refresh in a moment.');
      expect(retry.status).toBe(503);
      expect(retry.body).toEqual(first.body);
      const events = await replica.eventStore.readAll({ after: 0, limit: 10_000 });
      expect(events.filter((e) => e.type === 'WorkplaceDeleted')).toHaveLength(1);
    } finally {
      await replica.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('what an Idempotency-Key record keeps', () => {
  const request = (userId: string, key: string) => ({ userId, method: 'POST', path: '/api/rotas/copyweek', key, requestHash: 'h' });

  it('keeps a large answer as its status and a bounded summary with the digest of the answer', async () => {
    const records = t.app.get(IdempotencyStore);
    const answer = JSON.stringify({
      copied: 40_320,
      skipped: Array.from({ length: 20_000 }, (_, i) => ({ date: '2026-03-02', reason: `r${i}` })),
    });
    const key = freshKey();
    const claim = await records.claim(request(owner.userId, key));
    if (claim.kind !== 'claimed') throw new Error(claim.kind);

    await records.finish(claim, 201, answer);
    const replay = await records.claim(request(owner.userId, key));

    expect(answer.length).toBeGreaterThan(MAX_KEPT_ANSWER_BYTES);
    expect(replay).toEqual({ kind: 'replay', status: 201, body: expect.any(String) });
    const kept = (replay as { body: string }).body;
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(MAX_KEPT_ANSWER_BYTES);
    expect(JSON.parse(kept)).toEqual({
      copied: 40_320,
      message: IDEMPOTENCY_MESSAGES.answerNotKept,
      answerBytes: Buffer.byteLength(answer),
      answerSha256: createHash('sha256').update(answer).digest('hex'),
    });
  });

  it(`keeps at most ${MAX_KEYS_PER_ACCOUNT} answered keys per account, forgetting the oldest first`, async () => {
    const records = t.app.get(IdempotencyStore);
    const user = await signUp(t);
    const keys = Array.from({ length: MAX_KEYS_PER_ACCOUNT + 2 }, (_, i) => `cap-${i}`);
    for (const key of keys) {
      const claim = await records.claim(request(user.userId, key));
      if (claim.kind !== 'claimed') throw new Error(claim.kind);
      await records.finish(claim, 201, `{"n":"${key}"}`);
      t.clock.advance(1);
    }

    expect((await records.claim(request(user.userId, keys[0]))).kind).toBe('claimed');
    expect((await records.claim(request(user.userId, keys[1]))).kind).toBe('claimed');
    expect(await records.claim(request(user.userId, keys[2]))).toEqual({ kind: 'replay', status: 201, body: '{"n":"cap-2"}' });
    expect(await records.claim(request(user.userId, keys[keys.length - 1]))).toMatchObject({ kind: 'replay' });
    // Another account's records are not counted against this one.
    expect((await records.claim(request(owner.userId, freshKey()))).kind).toBe('claimed');
  });
});
