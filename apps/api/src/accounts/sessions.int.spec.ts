import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../infrastructure/clock';
import { GOOD_PASSWORD, logIn, newEmail, signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { ENDED_SESSIONS, EndedSessionDocument } from './read-models';

/** The Set-Cookie header of a response, as one string per cookie. */
const cookiesOf = (response: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A JWT's payload, as anyone holding the token can read it (it is signed, not encrypted). */
const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

describe('sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));
  const logOut = (token: string) => t.http().post('/api/auth/logout').set(bearer(token));

  it('carry no e-mail: only the user id, a random session id, the token version and the times', async () => {
    const user = await signUp(t, newEmail('Claims'));
    const again = await logIn(t, user.email, user.password);
    for (const token of [user.token, again.token!]) {
      const claims = claimsOf(token);
      expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'sid', 'sub', 'tv']);
      expect(claims.sub).toBe(user.userId);
      expect(claims.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).not.toContain('@');
    }
    expect(claimsOf(again.token!).sid).not.toBe(claimsOf(user.token).sid);
    // The session check still knows who the user is, by id.
    expect((await me(again.token!)).body.email).toBe(user.email.toLowerCase());
  });

  it('end on the server at log-out: the same Bearer token is refused right after the 204, other sessions stay', async () => {
    const user = await signUp(t);
    const phone = await logIn(t, user.email, user.password);
    expect((await me(user.token)).status).toBe(200);

    const response = await logOut(user.token);
    expect(response.status).toBe(204);
    expect(cookiesOf(response)[0]).toMatch(/^rotaledger_session=;.*Expires=Thu, 01 Jan 1970/);

    expect((await me(user.token)).status).toBe(401);
    expect((await me(user.token)).body.message).toBe('Please log in to continue.');
    expect((await t.http().get('/api/preferences/getpreferences').set(user.auth)).status).toBe(401);
    expect((await me(phone.token!)).status).toBe(200);
  });

  it('record each log-out as SignedOut in the user stream, with the session id and the token expiry', async () => {
    const user = await signUp(t);
    const { sid, exp } = claimsOf(user.token) as { sid: string; exp: number };
    await logOut(user.token);
    const events = await t.eventStore.readStream(`user-${user.userId}`);
    const signedOut = events.filter((e) => e.type === 'SignedOut');
    expect(signedOut.map((e) => e.data)).toEqual([{ userId: user.userId, sessionId: sid, expiresAt: new Date(exp * 1000).toISOString() }]);
    expect(signedOut[0].metadata.userId).toBe(user.userId);
  });

  it('answer 204 and clear the cookie when there is no valid session, recording nothing', async () => {
    const user = await signUp(t);
    await logOut(user.token);
    const before = (await t.eventStore.readAll({ limit: 1_000_000 })).length;
    for (const request of [
      t.http().post('/api/auth/logout'),
      logOut(user.token), // already ended
      logOut('not-a-jwt'),
      t.http().post('/api/auth/logout').set('Cookie', 'rotaledger_session=garbled'),
    ]) {
      const response = await request;
      expect(response.status).toBe(204);
      expect(cookiesOf(response)[0]).toMatch(/^rotaledger_session=;/);
    }
    expect(await t.eventStore.readAll({ limit: 1_000_000 })).toHaveLength(before);
  });

  it('end the cookie session of a browser at log-out, even if the cookie was copied', async () => {
    const browser = t.agent();
    const signup = await browser.post('/api/auth/signup').send({ email: newEmail('browser'), password: GOOD_PASSWORD });
    const copied = cookiesOf(signup)[0].match(/^rotaledger_session=([^;]+)/)![1];
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    expect((await t.http().get('/api/auth/me').set('Cookie', `rotaledger_session=${copied}`)).status).toBe(401);
  });

  it('forget ended sessions once their tokens have expired, and on a password change', async () => {
    const ended = () => t.readModels.find<EndedSessionDocument>(ENDED_SESSIONS, {});
    const early = await signUp(t);
    await logOut(early.token);
    expect((await ended()).map((s) => s.id)).toContain(claimsOf(early.token).sid);

    t.clock.advance(t.config.jwtTtlSeconds * 1000);
    const late = await signUp(t);
    await logOut(late.token); // prunes the expired entries
    expect((await ended()).map((s) => s.id)).toEqual([claimsOf(late.token).sid]);

    const second = await logIn(t, late.email, late.password);
    const changed = await t
      .http()
      .post('/api/auth/change-password')
      .set(bearer(second.token!))
      .send({ currentPassword: late.password, newPassword: 'Fresh!Pass99' });
    expect(changed.status).toBe(204);
    expect(await ended()).toEqual([]);
    expect((await me(late.token)).status).toBe(401);
  });

  it('leave nothing behind when the account is deleted', async () => {
    const user = await signUp(t);
    const other = await logIn(t, user.email, user.password);
    await logOut(other.token!);
    expect(await t.readModels.find(ENDED_SESSIONS, { userId: user.userId })).toHaveLength(1);
    const deleted = await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: user.password });
    expect(deleted.status).toBe(204);
    expect(await t.readModels.find(ENDED_SESSIONS, { userId: user.userId })).toEqual([]);
  });
});

describe('sessions across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-sessions-'));
  const clock = new FixedClock();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stay ended after the server restarts (the log-out is stored, not kept in memory)', async () => {
    const first = await createTestApp({ dataDir, clock });
    let ended: string;
    let kept: string;
    try {
      const user = await signUp(first);
      ended = user.token;
      kept = (await logIn(first, user.email, user.password)).token!;
      expect((await first.http().post('/api/auth/logout').set(bearer(ended))).status).toBe(204);
    } finally {
      await first.close();
    }
    const second = await createTestApp({ dataDir, clock });
    try {
      expect((await second.http().get('/api/auth/me').set(bearer(ended))).status).toBe(401);
      expect((await second.http().get('/api/auth/me').set(bearer(kept))).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
