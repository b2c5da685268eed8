import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ACCOUNT_ERRORS } from '@rotaledger/domain';
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

  describe('reads request bodies and paths as the Express app did', () => {
    const login = () => t.http().post('/api/auth/login').set('Content-Type', 'application/json');
    const unknownUser = JSON.stringify({ email: 'nobody@example.com', password: 'Whatever#123' });

    it('inflates a gzip body', async () => {
      // supertest would serialise a Buffer sent as JSON: the compressed bytes go out through node:http.
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const body = gzipSync(unknownUser);
      const answer = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
        const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length };
        const sent = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, text }));
        });
        sent.on('error', reject);
        sent.end(body);
      });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text).message).toBe(ACCOUNT_ERRORS.incorrectCredentials);
    });

    it('refuses an encoding or a charset it cannot read with 415', async () => {
      const encoding = await login().set('Content-Encoding', 'compress').send(unknownUser).expect(415);
      expect(encoding.body).toEqual({
        statusCode: 415,
        message: 'The request body encoding is not supported.',
        error: 'Unsupported Media Type',
      });
      const charset = await t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'application/json; charset=latin1')
        .send(unknownUser)
        .expect(415);
      expect(charset.body.message).toBe('The request body charset is not supported.');
    });

    it('takes only an object or a list as JSON (strict), and reads an empty body as an empty form', async () => {
      const primitive = await login().send('"just a string"').expect(400);
      expect(primitive.body.message).toBe('The request body is not valid JSON.');
      const empty = await t.http().post('/api/auth/login').set({ 'Content-Type': 'application/json', 'Content-Length': '0' }).expect(400);
      expect(empty.body.message).toBe(ACCOUNT_ERRORS.emailAndPasswordRequired);
    });

    it('refuses a body over 100 kB with 413', async () => {
      const response = await login()
        .send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(110 * 1024) }))
        .expect(413);
      expect(response.body).toEqual({ statusCode: 413, message: 'The request body is too large.', error: 'Payload Too Large' });
    });

    it('matches a route in any letter case and with a trailing slash', async () => {
      await t.http().get('/api/HEALTH/').expect(200);
      await t.http().get('/API/Health').expect(200);
    });

    it('answers HEAD for the SPA and the API', async () => {
      await t.http().head('/dashboard').set('Accept', 'text/html').expect(200);
      await t.http().head('/api/health').expect(200);
    });
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
