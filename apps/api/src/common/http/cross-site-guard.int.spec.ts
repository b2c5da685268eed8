import { GOOD_PASSWORD, newEmail } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

const CROSS_SITE = {
  statusCode: 403,
  message: 'This request came from another website and was refused. Please use Rotaledger directly.',
  error: 'Forbidden',
};
const NOT_JSON = {
  statusCode: 415,
  message: 'The request body must be JSON, sent with Content-Type: application/json.',
  error: 'Unsupported Media Type',
};

/** A browser signed in through the cookie, as the app's pages are. */
async function signedInBrowser(t: TestApp) {
  const browser = t.agent();
  const signup = await browser.post('/api/auth/signup').send({ email: newEmail('csrf'), password: GOOD_PASSWORD });
  expect(signup.status).toBe(201);
  return browser;
}

const workplace = { workplaceName: 'Forged Inn', industryType: 'bar' };

describe('state changes: JSON only, never cross-site', () => {
  let t: TestApp;

  beforeAll(async () => {
    // An http PUBLIC_URL: an https one marks the session cookie Secure, which supertest's plain-http agent would then not send back.
    t = await createTestApp({ env: { RATE_LIMITS: 'false', PUBLIC_URL: 'http://rota.example.com' } });
  });
  afterAll(() => t.close());

  it('refuses a form post (which any site can send) with 415 and changes nothing', async () => {
    const browser = await signedInBrowser(t);
    const response = await browser.post('/api/workplaces/createworkplace').type('form').send(workplace);
    expect(response.status).toBe(415);
    expect(response.body).toEqual(NOT_JSON);
    expect((await browser.get('/api/workplaces/getworkplaces')).body).toEqual([]);
  });

  it('refuses a text/plain post with 415, so another site cannot log the user out', async () => {
    const browser = await signedInBrowser(t);
    const response = await browser.post('/api/auth/logout').set('Content-Type', 'text/plain').send('x=1');
    expect(response.status).toBe(415);
    expect(response.body).toEqual(NOT_JSON);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['Origin: null (sandboxed frame)', { Origin: 'null' }],
    ['an Origin on another port', { Origin: 'http://api.test:8081', Host: 'api.test:8080' }],
    ['an Origin on another scheme', { Origin: 'https://api.test', Host: 'api.test' }],
  ])('refuses a JSON state change with %s with 403 and changes nothing', async (_what, headers) => {
    const browser = await signedInBrowser(t);
    for (const [method, path, body] of [
      ['post', '/api/workplaces/createworkplace', workplace],
      ['put', '/api/users/updateUsername', { new_username: 'forged' }],
      ['delete', '/api/users/deleteuser', {}],
      ['post', '/api/auth/logout', undefined],
    ] as const) {
      const response = await browser[method](path).set(headers).send(body);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 403, body: CROSS_SITE });
    }
    expect((await browser.get('/api/workplaces/getworkplaces')).body).toEqual([]);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });

  it.each([
    ['its own origin', { Origin: 'http://api.test', Host: 'api.test' }],
    ['its own origin with the port', { Origin: 'http://api.test:8080', Host: 'api.test:8080' }],
    ['PUBLIC_URL', { Origin: 'http://rota.example.com', Host: 'internal:8080' }],
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['neither header (an API client, curl)', {}],
  ])('accepts a JSON state change from %s', async (_what, headers) => {
    const browser = await signedInBrowser(t);
    const response = await browser.post('/api/workplaces/createworkplace').set(headers).send(workplace);
    expect(response.status).toBe(201);
  });

  it('accepts a body-less log-out from the same site', async () => {
    const browser = await signedInBrowser(t);
    const response = await browser
      .post('/api/auth/logout')
      .set({ Origin: 'http://api.test', Host: 'api.test', 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(204);
  });

  it('lets reads through from anywhere: a GET changes nothing', async () => {
    await t.http().get('/api/health').set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }).expect(200);
  });
});

describe('the request origin behind a trusted proxy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  it('is the scheme and host the client addressed (X-Forwarded-Proto/Host)', async () => {
    const behindProxy = { Host: 'app:8080', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'rota.example.org' };
    const browser = await signedInBrowser(t);
    const same = await browser
      .post('/api/workplaces/createworkplace')
      .set({ ...behindProxy, Origin: 'https://rota.example.org' })
      .send(workplace);
    expect(same.status).toBe(201);
    const other = await browser
      .post('/api/workplaces/createworkplace')
      .set({ ...behindProxy, Origin: 'http://app:8080' })
      .send(workplace);
    expect(other.status).toBe(403);
  });
});
