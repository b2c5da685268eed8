import { ACCOUNT_ERRORS } from '@rotaledger/domain';
import { GOOD_PASSWORD, logIn, newEmail, signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

const NEW_PASSWORD = 'Fresh!Pass99';

/** The Set-Cookie header of a response, as one string per cookie. */
const cookiesOf = (response: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);

describe('auth API', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Rate limits have their own test file; here many sign-ups come from one IP.
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /auth/signup', () => {
    it('creates the account and answers the user, a token and an httpOnly SameSite session cookie', async () => {
      t.clock.set('2026-01-05T09:00:00.123Z');
      const response = await t.http().post('/api/auth/signup').send({ email: 'Ann.Lee@Example.com', password: GOOD_PASSWORD });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        user: {
          user_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
          email: 'ann.lee@example.com',
          // 8 characters of the local part (a-z0-9) + the last 6 of the creation time in ms.
          username: `annlee${String(Date.parse('2026-01-05T09:00:00.123Z')).slice(-6)}`,
          // No name asked (the spec's sign-up): the username stands for it.
          displayName: `annlee${String(Date.parse('2026-01-05T09:00:00.123Z')).slice(-6)}`,
          createdAt: '2026-01-05T09:00:00.123Z',
        },
        token: expect.any(String),
      });
      const [cookie] = cookiesOf(response);
      expect(cookie).toMatch(new RegExp(`^rotaledger_session=${response.body.token};`));
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(new RegExp(`; Max-Age=${t.config.jwtTtlSeconds};`));
      expect(cookie).not.toMatch(/; Secure/); // served over plain http here
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    });

    it('stores only an argon2id hash of the password, in the credentials event alone', async () => {
      const user = await signUp(t);
      const events = await t.eventStore.readStream(`user-${user.userId}`);
      const registered = events.find((e) => e.type === 'UserRegistered');
      expect(String(registered?.data.passwordHash)).toMatch(/^\$argon2id\$/);
      const everything = JSON.stringify(await t.eventStore.readAll({ limit: 100_000 }));
      expect(everything).not.toContain(GOOD_PASSWORD);
      for (const event of events.filter((e) => e.type !== 'UserRegistered')) {
        expect(JSON.stringify(event)).not.toContain('$argon2');
      }
    });

    it.each([
      [{}, ACCOUNT_ERRORS.emailAndPasswordRequired],
      [{ email: 'ann@example.com' }, ACCOUNT_ERRORS.emailAndPasswordRequired],
      [{ password: GOOD_PASSWORD }, ACCOUNT_ERRORS.emailAndPasswordRequired],
      [{ email: 42, password: GOOD_PASSWORD }, ACCOUNT_ERRORS.emailAndPasswordRequired],
      [{ email: 'ann@example.com', password: ['x'] }, ACCOUNT_ERRORS.emailAndPasswordRequired],
      [{ email: 'not-an-email', password: GOOD_PASSWORD }, 'Invalid email format.'],
      [{ email: 'ann@example', password: GOOD_PASSWORD }, 'Invalid email format.'],
      [{ email: newEmail(), password: 'Ab1#x' }, 'Your password is too weak. It must have at least 6 characters.'],
      [
        { email: newEmail(), password: 'abcdefgh' },
        'Password must be at least 8 characters and include an uppercase letter, a number and a special character.',
      ],
      [
        { email: newEmail(), password: 'Abcdef1' },
        'Password must be at least 8 characters and include an uppercase letter, a number and a special character.',
      ],
      [{ email: newEmail(), password: `Ab1#${'x'.repeat(130)}` }, ACCOUNT_ERRORS.passwordTooLong],
    ])('answers 400 to %p', async (body, message) => {
      const response = await t.http().post('/api/auth/signup').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });

    it('answers 400, not 500, to a body that is not an object', async () => {
      const response = await t.http().post('/api/auth/signup').send([1, 2]);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(ACCOUNT_ERRORS.emailAndPasswordRequired);
    });

    it('refuses an e-mail already in use, whatever its case (409)', async () => {
      const email = newEmail('dup');
      await signUp(t, email);
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send({ email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This email is already in use.');
    });

    it('lets exactly one of several racing sign-ups with one e-mail win', async () => {
      const email = newEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.http().post('/api/auth/signup').send({ email, password: GOOD_PASSWORD })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 201)!.body.user.user_id;
      const registrations = (await t.eventStore.readAll({ limit: 100_000 })).filter(
        (e) => e.type === 'UserRegistered' && e.data.email === email,
      );
      expect(registrations.map((e) => e.data.userId)).toEqual([winner]);
    });
  });

  describe('POST /auth/login', () => {
    it('logs in with any case of the e-mail and answers the user and a new session', async () => {
      const user = await signUp(t);
      const response = await t.http().post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password });
      expect(response.status).toBe(200);
      expect(response.body.user).toEqual({
        user_id: user.userId,
        email: user.email,
        username: expect.stringMatching(/^[a-z0-9]{3,14}$/),
        displayName: expect.stringMatching(/^[a-z0-9]{3,14}$/),
        createdAt: expect.any(String),
      });
      expect(cookiesOf(response)[0]).toMatch(/^rotaledger_session=.+; HttpOnly/);
      const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${response.body.token}`);
      expect(me.status).toBe(200);
    });

    it('answers the same 401 for an unknown e-mail and for a wrong password', async () => {
      const user = await signUp(t);
      const unknown = await logIn(t, newEmail('nobody'), user.password);
      const wrong = await logIn(t, user.email, 'Wrong#Pass1');
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual({ statusCode: 401, message: 'Incorrect e-mail or password.', error: 'Unauthorized' });
      expect(wrong.body).toEqual(unknown.body);
    });

    it.each([
      [{ email: 'ann@example.com' }, ACCOUNT_ERRORS.emailAndPasswordRequired],
      [{ password: 'x' }, ACCOUNT_ERRORS.emailAndPasswordRequired],
      [{ email: 'ann at example', password: 'Whatever#1' }, 'Invalid email format.'],
    ])('answers 400 to %p', async (body, message) => {
      const response = await t.http().post('/api/auth/login').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('sessions', () => {
    it('GET /auth/me answers 401 without a token, with a forged one and with a garbled one', async () => {
      const user = await signUp(t);
      const [header, payload] = user.token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      for (const request of [
        t.http().get('/api/auth/me'),
        t.http().get('/api/auth/me').set('Authorization', `Bearer ${forged}`),
        t.http().get('/api/auth/me').set('Authorization', 'Bearer not-a-jwt'),
        t.http().get('/api/auth/me').set('Cookie', 'rotaledger_session=not-a-jwt'),
      ]) {
        const response = await request;
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ statusCode: 401, message: ACCOUNT_ERRORS.signInRequired, error: 'Unauthorized' });
      }
    });

    it('GET /auth/me?optional=true answers 204 when nobody is signed in (no 401 for a signed-out page load), the user when someone is', async () => {
      const user = await signUp(t);
      for (const request of [
        t.http().get('/api/auth/me?optional=true'),
        t.http().get('/api/auth/me?optional=true').set('Cookie', 'rotaledger_session=not-a-jwt'),
      ]) {
        const response = await request;
        expect(response.status).toBe(204);
        expect(response.text).toBe('');
      }
      const signedIn = await t.http().get('/api/auth/me?optional=true').set('Authorization', `Bearer ${user.token}`);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual((await t.http().get('/api/auth/me').set('Authorization', `Bearer ${user.token}`)).body);
      // Without the flag, or with it off, the answer stays the 401 older clients expect.
      expect((await t.http().get('/api/auth/me?optional=false')).status).toBe(401);
      const bad = await t.http().get('/api/auth/me?optional=maybe');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ statusCode: 400, message: ACCOUNT_ERRORS.optionalFlagInvalid, error: 'Bad Request' });
    });

    it('keeps the session in the cookie across requests, like a browser reload, until log-out clears it', async () => {
      const browser = t.agent();
      const email = newEmail('browser');
      expect((await browser.post('/api/auth/signup').send({ email, password: GOOD_PASSWORD })).status).toBe(201);
      const first = await browser.get('/api/auth/me');
      const reload = await browser.get('/api/auth/me');
      expect(first.status).toBe(200);
      expect(reload.body).toEqual(first.body);
      expect(first.body.email).toBe(email);

      const logout = await browser.post('/api/auth/logout');
      expect(logout.status).toBe(204);
      expect(cookiesOf(logout)[0]).toMatch(/^rotaledger_session=;.*Expires=Thu, 01 Jan 1970/);
      expect((await browser.get('/api/auth/me')).status).toBe(401);
    });

    it('lets a signed-out browser log out (204) without a session', async () => {
      expect((await t.http().post('/api/auth/logout')).status).toBe(204);
    });

    it('ends a session when its lifetime has passed (by the app clock)', async () => {
      const user = await signUp(t);
      t.clock.advance((t.config.jwtTtlSeconds - 1) * 1000);
      expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(200);
      t.clock.advance(1000);
      expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(401);
    });
  });

  describe('POST /auth/change-password', () => {
    it('changes the password, ends every earlier session and gives this browser a new one', async () => {
      const user = await signUp(t);
      const other = await logIn(t, user.email, user.password);
      t.clock.advance(1000); // a new token differs from the old one only if issued at another second
      const response = await t
        .http()
        .post('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: user.password, newPassword: NEW_PASSWORD });
      expect(response.status).toBe(204);
      const fresh = cookiesOf(response)[0].match(/^rotaledger_session=([^;]+)/)![1];

      expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(401);
      expect((await t.http().get('/api/auth/me').set('Authorization', `Bearer ${other.token}`)).status).toBe(401);
      expect((await t.http().get('/api/auth/me').set('Cookie', `rotaledger_session=${fresh}`)).status).toBe(200);
      expect((await logIn(t, user.email, user.password)).status).toBe(401);
      expect((await logIn(t, user.email, NEW_PASSWORD)).status).toBe(200);
    });

    it.each([
      [{}, 'Old and new passwords are required.'],
      [{ currentPassword: GOOD_PASSWORD }, 'Old and new passwords are required.'],
      [{ newPassword: NEW_PASSWORD }, 'Old and new passwords are required.'],
      [{ currentPassword: GOOD_PASSWORD, newPassword: '' }, 'Old and new passwords are required.'],
      [{ currentPassword: GOOD_PASSWORD, newPassword: 'weakpassword' }, 'New password must meet the required criteria.'],
      [{ currentPassword: GOOD_PASSWORD, newPassword: 'Ab1#' }, 'New password must meet the required criteria.'],
    ])('answers 400 to %p', async (body, message) => {
      const user = await signUp(t);
      const response = await t.http().post('/api/auth/change-password').set(user.auth).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('answers 401 when the current password is wrong, and keeps the session', async () => {
      const user = await signUp(t);
      const response = await t
        .http()
        .post('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Incorrect password. Please try again.');
      expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const response = await t.http().post('/api/auth/change-password').send({ currentPassword: 'a', newPassword: 'b' });
      expect(response.status).toBe(401);
    });
  });
});

describe('the session cookie over https', () => {
  const signUpOver = (t: TestApp, headers: Record<string, string> = {}) =>
    t
      .http()
      .post('/api/auth/signup')
      .set(headers)
      .send({ email: newEmail('secure'), password: GOOD_PASSWORD });

  describe.each(['1', 'loopback'])('behind a trusted proxy (TRUST_PROXY=%s)', (trustProxy) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('is Secure when the proxy says the request came over https, and only then', async () => {
      const overHttps = await signUpOver(t, { 'X-Forwarded-Proto': 'https' });
      expect(overHttps.status).toBe(201);
      expect(cookiesOf(overHttps)[0]).toMatch(/; Secure/);
      const overHttp = await signUpOver(t, { 'X-Forwarded-Proto': 'http' });
      expect(cookiesOf(overHttp)[0]).not.toMatch(/; Secure/);
      const cleared = await t.http().post('/api/auth/logout').set('X-Forwarded-Proto', 'https');
      expect(cookiesOf(cleared)[0]).toMatch(/^rotaledger_session=;.*; Secure/);
    });
  });

  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it("ignores a client's own X-Forwarded-Proto", async () => {
      const response = await signUpOver(t, { 'X-Forwarded-Proto': 'https' });
      expect(response.status).toBe(201);
      expect(cookiesOf(response)[0]).not.toMatch(/; Secure/);
    });
  });

  describe('with an https PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { PUBLIC_URL: 'https://rota.example.org' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('is Secure even when the proxy in front is not trusted to say so', async () => {
      const response = await signUpOver(t);
      expect(response.status).toBe(201);
      expect(cookiesOf(response)[0]).toMatch(/; Secure/);
      expect(cookiesOf(await t.http().post('/api/auth/logout'))[0]).toMatch(/; Secure/);
    });
  });
});
