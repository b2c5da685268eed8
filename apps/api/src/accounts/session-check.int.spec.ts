import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activeKey, buildCheckpointName, buildCollection } from '@rotaledger/read-models';
import { FixedClock } from '../infrastructure/clock';
import { runRebuild } from '../tools/rebuild-read-models';
import { logIn, signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { sessionChecksProjection } from './projections/session-checks.projection';
import { SESSION_CHECKS } from './read-models';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const me = (t: TestApp, token: string) => t.http().get('/api/auth/me').set(bearer(token));

describe('the session check', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers a 5xx, not a 401, when the store fails while checking a session, on public routes too', async () => {
    const user = await signUp(t);
    for (const request of [() => me(t, user.token), () => t.http().post('/api/auth/logout').set(bearer(user.token))]) {
      jest.spyOn(t.readModels, 'get').mockRejectedValueOnce(new Error('The read-model store is unreachable'));
      jest.spyOn(t.readModels, 'find').mockRejectedValueOnce(new Error('The read-model store is unreachable'));
      expect((await request()).status).toBeGreaterThanOrEqual(500);
      jest.restoreAllMocks();
    }
    // The log-out above could not check the session, so it did not pretend to end it.
    expect((await me(t, user.token)).status).toBe(200);
  });

  it('reads one document per user, which the account deletion removes', async () => {
    const user = await signUp(t);
    await t.caughtUp();
    expect(await t.readModels.get(SESSION_CHECKS, user.userId)).toMatchObject({ userId: user.userId, tokenVersion: 0, endedSessions: [] });
    const deleted = await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: user.password });
    expect(deleted.status).toBe(204);
    expect(await t.readModels.get(SESSION_CHECKS, user.userId)).toBeNull();
    expect((await me(t, user.token)).status).toBe(401);
  });
});

describe('the session check over data from before the session-checks projection', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-session-checks-'));
  const clock = new FixedClock();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('still refuses ended sessions and old token versions while that projection catches up, and then from it', async () => {
    const first = await createTestApp({ dataDir, clock, env: { RATE_LIMITS: 'false' } });
    const tokens: Record<string, string> = {};
    try {
      const ada = await signUp(first);
      tokens.adaKept = ada.token;
      tokens.adaEnded = (await logIn(first, ada.email, ada.password)).token!;
      expect((await first.http().post('/api/auth/logout').set(bearer(tokens.adaEnded))).status).toBe(204);
      const bob = await signUp(first);
      tokens.bobOld = bob.token;
      const changed = await first
        .http()
        .post('/api/auth/change-password')
        .set(bob.auth)
        .send({ currentPassword: bob.password, newPassword: 'Fresh!Pass99' });
      expect(changed.status).toBe(204);
      tokens.bobNew = (await logIn(first, bob.email, 'Fresh!Pass99')).token!;
    } finally {
      await first.close();
    }
    const expected = { adaKept: 200, adaEnded: 401, bobOld: 401, bobNew: 200 };
    const answers = async (t: TestApp) =>
      Object.fromEntries(await Promise.all(Object.entries(tokens).map(async ([name, token]) => [name, (await me(t, token)).status])));

    // The store as the version before the session-checks projection left it.
    const older = await createTestApp({ dataDir, clock, env: { RUN_PROJECTIONS: 'false' } });
    await older.readModels.reset(sessionChecksProjection.name, [SESSION_CHECKS]);
    await older.close();
    // An API replica behind a projector that has not built the new projection yet.
    const replica = await createTestApp({ dataDir, clock, env: { RUN_PROJECTIONS: 'false' } });
    try {
      expect(await replica.readModels.dump(SESSION_CHECKS)).toEqual([]);
      expect(await answers(replica)).toEqual(expected);
    } finally {
      await replica.close();
    }

    // A projector builds it from the start of the log; the answers stay the same.
    const projector = await createTestApp({ dataDir, clock });
    try {
      // Built once Ada's log-out and Bob's password change are in it (both come after the sign-ups).
      const built = async () => {
        const checks = await projector.readModels.dump(SESSION_CHECKS);
        return checks.filter((check) => (check.endedSessions as unknown[]).length === 1 || check.tokenVersion === 1).length === 2;
      };
      for (let tries = 0; !(await built()); tries++) {
        if (tries > 300) throw new Error('The session-checks projection did not catch up');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await answers(projector)).toEqual(expected);
    } finally {
      await projector.close();
    }
  });
});

describe('the session check after a rebuild of the read models (their builds 1 and on)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-session-checks-rebuilt-'));
  const clock = new FixedClock();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('still reads the credentials while the session-checks build lags, though no checkpoint bears a plain name', async () => {
    const first = await createTestApp({ dataDir, clock, env: { RATE_LIMITS: 'false' } });
    const tokens: Record<string, string> = {};
    try {
      const ada = await signUp(first);
      tokens.adaKept = ada.token;
      tokens.adaEnded = (await logIn(first, ada.email, ada.password)).token!;
      expect((await first.http().post('/api/auth/logout').set(bearer(tokens.adaEnded))).status).toBe(204);
    } finally {
      await first.close();
    }
    expect(await runRebuild([], { DATA_DIR: dataDir, SERVE_FRONTEND: 'false' }, () => undefined)).toBe(0);

    // The session-checks projection's live build starts again from zero.
    const older = await createTestApp({ dataDir, clock, env: { RUN_PROJECTIONS: 'false' } });
    const checkpoints = await older.readModels.getCheckpoints();
    const build = checkpoints[activeKey(sessionChecksProjection.name)] ?? 0;
    expect(build).toBeGreaterThan(0);
    expect(checkpoints).not.toHaveProperty(sessionChecksProjection.name);
    await older.readModels.reset(buildCheckpointName(sessionChecksProjection.name, build), [buildCollection(SESSION_CHECKS, build)]);
    await older.close();
    // An API replica meanwhile.
    const replica = await createTestApp({ dataDir, clock, env: { RUN_PROJECTIONS: 'false' } });
    try {
      expect(await replica.readModels.dump(SESSION_CHECKS)).toEqual([]);
      expect((await me(replica, tokens.adaKept)).status).toBe(200);
      expect((await me(replica, tokens.adaEnded)).status).toBe(401);
    } finally {
      await replica.close();
    }
  });
});
