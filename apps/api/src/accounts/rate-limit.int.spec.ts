import { GOOD_PASSWORD, logIn, newEmail, signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const WINDOW_MS = 15 * 60 * 1000;

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

  const expectTooMany = (response: { status: number; body: { message?: string } }) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ statusCode: 429, message: TOO_MANY, error: 'Too Many Requests' });
  };

  it('allows 5 failed log-ins per e-mail, then refuses even the right password until the window passes', async () => {
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
