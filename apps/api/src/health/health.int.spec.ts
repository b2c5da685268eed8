import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test/test-app';
import { loadConfig } from '../config/app-config';
import { HEALTH_RATE_LIMIT } from './health-rate-limit';

const HEALTH_TOKEN = 'ops-token-0123456789abcdef';
const asOperator = { Authorization: `Bearer ${HEALTH_TOKEN}` };

describe('/api/health says little without the operations token', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN } });
  });
  afterEach(() => t.close());

  it('answers anyone with the status only', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('shows the stores, adapters and projections to the operations token', async () => {
    const response = await t.http().get('/api/health').set(asOperator).expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      eventStore: { ok: true, adapter: 'sqlite' },
      readModels: { ok: true, adapter: 'sqlite' },
      headPosition: expect.any(Number),
    });
    expect(response.body.projections.length).toBeGreaterThan(0);
  });

  it.each(['Bearer wrong-token-0123456789', `Basic ${HEALTH_TOKEN}`, 'Bearer'])(
    'refuses the Authorization %p with 401',
    async (authorization) => {
      const response = await t.http().get('/api/health').set('Authorization', authorization).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'The operations token is not valid.', error: 'Unauthorized' });
    },
  );

  it('keeps a failing store and its error text to the operations token', async () => {
    await t.readModels.close();
    const anyone = await t.http().get('/api/health').expect(503);
    expect(anyone.body).toEqual({ status: 'degraded' });
    const operator = await t.http().get('/api/health').set(asOperator).expect(503);
    expect(operator.body).toMatchObject({ status: 'degraded', readModels: { ok: false, detail: expect.any(String) } });
  });
});

describe("/api/health's rate limit spares the callers an outage would come from", () => {
  const CEILING = 3;
  let t: TestApp;

  beforeAll(async () => {
    // Every limit lowered to 3 hits; TRUST_PROXY=loopback lets a test client stand for a remote one.
    t = await createTestApp({ env: { HEALTH_TOKEN, TRUST_PROXY: 'loopback' }, rateLimitCeiling: CEILING });
  });
  afterAll(() => t.close());
  // Every test starts with empty windows.
  beforeEach(() => t.clock.advance(HEALTH_RATE_LIMIT.windowMs));

  const from = (client: string) => t.http().get('/api/health').set('X-Forwarded-For', client);

  it('refuses an anonymous client past its limit with 429 and Retry-After, and lets it in again after the window', async () => {
    for (let i = 0; i < CEILING; i++) await from('203.0.113.7').expect(200);
    const refused = await from('203.0.113.7').expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: HEALTH_RATE_LIMIT.message, error: 'Too Many Requests' });
    expect(Number(refused.headers['retry-after'])).toBe(HEALTH_RATE_LIMIT.windowMs / 1000);
    // Another address has its own budget.
    await from('203.0.113.8').expect(200);
    t.clock.advance(HEALTH_RATE_LIMIT.windowMs);
    await from('203.0.113.7').expect(200);
  });

  it('never counts the operations token, even from a throttled address', async () => {
    for (let i = 0; i < CEILING; i++) await from('203.0.113.9').expect(200);
    await from('203.0.113.9').expect(429);
    for (let i = 0; i < CEILING * 3; i++) await from('203.0.113.9').set(asOperator).expect(200);
  });

  it('counts a wrong token, so it cannot be guessed at speed', async () => {
    for (let i = 0; i < CEILING; i++) await from('203.0.113.10').set('Authorization', `Bearer guess-${i}-0123456789`).expect(401);
    await from('203.0.113.10').set('Authorization', 'Bearer guess-last-0123456789').expect(429);
  });

  it("never counts loopback callers (the container's own health check), IPv4 or IPv6", async () => {
    for (let i = 0; i < CEILING * 3; i++) await t.http().get('/api/health').expect(200);
    for (const client of ['127.0.0.1', '::1', '127.8.9.10']) {
      for (let i = 0; i < CEILING + 1; i++) await from(client).expect(200);
    }
  });
});

describe('/api/health without HEALTH_TOKEN configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the status only, and no token unlocks more', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    await t.http().get('/api/health').set(asOperator).expect(401);
  });
});

describe('HEALTH_TOKEN', () => {
  it('must be long enough not to be guessed', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'rotaledger-health-config-'));
    expect(() => loadConfig({ DATA_DIR, HEALTH_TOKEN: 'short' })).toThrow(
      'Invalid configuration: HEALTH_TOKEN must be at least 16 characters',
    );
    expect(loadConfig({ DATA_DIR, HEALTH_TOKEN }).healthToken).toBe(HEALTH_TOKEN);
    expect(loadConfig({ DATA_DIR }).healthToken).toBeUndefined();
  });
});
