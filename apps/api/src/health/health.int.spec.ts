import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test/test-app';
import { loadConfig } from '../config/app-config';

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
