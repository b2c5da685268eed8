import { GOOD_PASSWORD, logIn, newEmail, signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { LoginBrake } from './auth/login-brake';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const WINDOW_MS = 15 * 60 * 1000;

const expectTooMany = (response: { status: number; body: { message?: string } }) => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ statusCode: 429, message: TOO_MANY, error: 'Too Many Requests' });
};

describe('rate limits (per process, per IP and per e-mail)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  // Every test starts with empty windows: all requests here come from one IP.
  beforeEach(() => t.clock.advance(WINDOW_MS));

  it('allows 5 failed log-ins per e-mail from one address, then refuses it even the right password until the window passes', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await logIn(t, user.email, 'Wrong#Pass1')).status).toBe(401);
    expectTooMany(await t.http().post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password }));
    t.clock.advance(WINDOW_MS);
    expect((await logIn(t, user.email, user.password)).status).toBe(200);
  });

  it('counts log-in failures for unknown e-mails the same way', async () => {
    const email = newEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await logIn(t, email, 'Wrong#Pass1')).status).toBe(401);
    expectTooMany(await t.http().post('/api/auth/login').send({ email, password: 'Wrong#Pass1' }));
  });

  it('forgets the failures of an e-mail after a successful log-in', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 4; i++) await logIn(t, user.email, 'Wrong#Pass1');
    expect((await logIn(t, user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await logIn(t, user.email, 'Wrong#Pass1')).status).toBe(401);
  });

  it('allows 10 log-in attempts per IP in 15 minutes, whatever the e-mails', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 9; i++) await logIn(t, newEmail('spray'), 'Wrong#Pass1');
    expect((await logIn(t, user.email, user.password)).status).toBe(200);
    expectTooMany(await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }));
  });

  it('allows 10 sign-ups per IP in 15 minutes', async () => {
    for (let i = 0; i < 10; i++) await signUp(t);
    expectTooMany(await t.http().post('/api/auth/signup').send({ email: newEmail(), password: GOOD_PASSWORD }));
    t.clock.advance(WINDOW_MS);
    await signUp(t);
  });

  it('allows 5 sign-up attempts per e-mail', async () => {
    const email = newEmail('retry');
    for (let i = 0; i < 5; i++) {
      expect((await t.http().post('/api/auth/signup').send({ email, password: 'weak' })).status).toBe(400);
    }
    expectTooMany(await t.http().post('/api/auth/signup').send({ email, password: GOOD_PASSWORD }));
  });

  it('allows 5 reset requests per e-mail and 10 per IP, known or unknown e-mails alike', async () => {
    const user = await signUp(t);
    const forgot = (email: string) => t.http().post('/api/auth/forgot-password').send({ email });
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).status).toBe(202);
    expectTooMany(await forgot(user.email));
    for (let i = 0; i < 4; i++) expect((await forgot(newEmail('other'))).status).toBe(202);
    expectTooMany(await forgot(newEmail('other')));
  });

  it('allows 10 password resets per IP in 15 minutes, so reset tokens cannot be guessed at speed', async () => {
    const reset = (token: string) => t.http().post('/api/auth/reset-password').send({ token, password: GOOD_PASSWORD });
    for (let i = 0; i < 10; i++) expect((await reset(`guess-${i}`)).status).toBe(400);
    const refused = await reset('guess-10');
    expectTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBe(WINDOW_MS / 1000);
    t.clock.advance(WINDOW_MS);
    expect((await reset('guess-11')).status).toBe(400);
  });

  it('allows 5 failed re-authentications per user (change password, delete account)', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 3; i++) {
      const response = await t
        .http()
        .post('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'Wrong#Pass1', newPassword: 'Fresh!Pass99' });
      expect(response.status).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      const response = await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: 'Wrong#Pass1' });
      expect(response.status).toBe(401);
    }
    expectTooMany(await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: user.password }));
    expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(200);
  });
});

describe('log-in limits behind a proxy (TRUST_PROXY=1: the address nginx appends to X-Forwarded-For)', () => {
  let t: TestApp;
  /** The delays the log-in brake asked for, instead of sleeping through them. */
  let pauses: number[];

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.clock.advance(WINDOW_MS);
    pauses = [];
    jest.spyOn(t.app.get(LoginBrake), 'pause').mockImplementation(async (milliseconds) => {
      pauses.push(milliseconds);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** A log-in from `client`, through a proxy that appends the client's address to whatever it sent. */
  const logInFrom = (client: string, email: string, password: string, sentForwardedFor?: string) =>
    t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', sentForwardedFor ? `${sentForwardedFor}, ${client}` : client)
      .send({ email, password });

  it('never locks the owner out with wrong passwords sent from elsewhere', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await logInFrom('198.51.100.7', user.email, 'Wrong#Pass1')).status).toBe(401);
    expectTooMany(await logInFrom('198.51.100.7', user.email, user.password));

    const owner = await logInFrom('203.0.113.9', user.email, user.password);
    expect(owner.status).toBe(200);
    expect(owner.body.user.user_id).toBe(user.userId);
    expect(pauses).toEqual([1_000]); // let through, after the brake's first delay
  });

  it('slows every attempt at an e-mail down with a growing delay once it failed often from anywhere, the right password too', async () => {
    const user = await signUp(t);
    for (let i = 1; i <= 8; i++) expect((await logInFrom(`198.51.100.${i}`, user.email, 'Wrong#Pass1')).status).toBe(401);
    expect(pauses).toEqual([1_000, 2_000, 4_000]);

    expect((await logInFrom('203.0.113.9', user.email, user.password)).status).toBe(200);
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000]);
    // The right password ends the brake.
    expect((await logInFrom('198.51.100.99', user.email, 'Wrong#Pass1')).status).toBe(401);
    expect(pauses).toHaveLength(4);
  });

  it('counts attempts per real client address: a forged X-Forwarded-For cannot reset the limit', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 10; i++) {
      const response = await logInFrom('203.0.113.50', newEmail('spray'), 'Wrong#Pass1', `1.2.3.${i}`);
      expect(response.status).toBe(401);
    }
    expectTooMany(await logInFrom('203.0.113.50', user.email, user.password, '1.2.3.200'));
    expectTooMany(await logInFrom('203.0.113.50', user.email, user.password));
    // Another client behind the same proxy has its own budget.
    expect((await logInFrom('203.0.113.51', user.email, user.password, '203.0.113.50')).status).toBe(200);
  });
});

describe('rate limits switched off (RATE_LIMITS=false, load benchmarks only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never answers 429', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 12; i++) expect((await logIn(t, user.email, 'Wrong#Pass1')).status).toBe(401);
    expect((await logIn(t, user.email, user.password)).status).toBe(200);
  });
});
