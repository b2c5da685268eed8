import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test/test-app';

const HEALTH_TOKEN = 'platform-ops-token-0123456789';
const asOperator = { Authorization: `Bearer ${HEALTH_TOKEN}` };

describe('platform: health, routing, error shapes, durability', () => {
  let dataDir: string;
  let frontendDist: string;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-platform-'));
    frontendDist = mkdtempSync(join(tmpdir(), 'rotaledger-spa-'));
    mkdirSync(join(frontendDist, 'assets'));
    writeFileSync(join(frontendDist, 'index.html'), '<!doctype html><title>Rotaledger SPA</title>');
    writeFileSync(join(frontendDist, 'assets', 'app-123.js'), 'console.log(1)');
    t = await createTestApp({ dataDir, env: { SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist, HEALTH_TOKEN } });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(frontendDist, { recursive: true, force: true });
  });

  it('reports each store and the projections on /api/health to the operations token', async () => {
    const response = await t.http().get('/api/health').set(asOperator).expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      eventStore: { ok: true, adapter: 'sqlite' },
      readModels: { ok: true, adapter: 'sqlite' },
    });
    expect(Array.isArray(response.body.projections)).toBe(true);
    for (const projection of response.body.projections) {
      expect(projection).toEqual(expect.objectContaining({ name: expect.any(String), lag: expect.any(Number) }));
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.http().get('/api/no-such-thing').set('Accept', 'text/html').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it.each(['/', '/dashboard', '/rota/abc123', '/reset-password?token=x', '/anything/else'])(
    'serves the SPA for the client route %s',
    async (path) => {
      const response = await t.http().get(path).set('Accept', 'text/html').expect(200);
      expect(response.text).toContain('Rotaledger SPA');
    },
  );

  it('serves built assets with long caching', async () => {
    const response = await t.http().get('/assets/app-123.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.c", ').expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' });
  });

  it('keeps every event across a restart on the same DATA_DIR', async () => {
    const appended = await t.eventStore.appendToStream(
      'durability-check',
      [
        {
          id: 'e1',
          type: 'Checked',
          data: { n: 1 },
          metadata: { userId: null, at: new Date().toISOString(), correlationId: 'c', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.close();
    t = await createTestApp({ dataDir, env: { SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist, HEALTH_TOKEN } });
    const events = await t.eventStore.readStream('durability-check');
    expect(events).toEqual([expect.objectContaining({ id: 'e1', position: appended.position, data: { n: 1 } })]);
    const health = await t.http().get('/api/health').set(asOperator).expect(200);
    expect(health.body.headPosition).toBeGreaterThanOrEqual(appended.position);
  });
});
