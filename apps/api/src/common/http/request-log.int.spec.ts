import { signUp } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import type { RequestLogEntry } from './request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The log is written when the answer is done, which can be a moment after the client has it. */
async function lineFor(lines: string[], correlationId: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = lines.filter((line) => line.includes(correlationId));
    if (found.length > 1) throw new Error(`more than one log line for ${correlationId}: ${found.join('\n')}`);
    if (found.length === 1) return found[0];
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for ${correlationId} in:\n${lines.join('\n')}`);
}

describe('correlation id and request log', () => {
  describe('LOG_FORMAT=json', () => {
    const lines: string[] = [];
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: { LOG_FORMAT: 'json', RATE_LIMITS: 'false' }, requestLog: (line) => lines.push(line) });
    });
    afterAll(() => t.close());

    it("echoes the client's x-correlation-id and stores it in the metadata of the events the request appends", async () => {
      const user = await signUp(t);
      const response = await t
        .http()
        .post('/api/workplaces/createworkplace')
        .set(user.auth)
        .set('x-correlation-id', 'abc-123')
        .send({ workplaceName: 'The Anchor', industryType: 'bar' })
        .expect(201);
      expect(response.headers['x-correlation-id']).toBe('abc-123');
      const events = await t.eventStore.readStream(`workplace-${response.body.workplace_id}`);
      expect(events.map((event) => event.type)).toEqual(['WorkplaceCreated']);
      expect(events[0].metadata).toMatchObject({ userId: user.userId, correlationId: 'abc-123' });

      const entry = JSON.parse(await lineFor(lines, 'abc-123')) as RequestLogEntry;
      expect(entry).toEqual({
        level: 'info',
        msg: 'request',
        method: 'POST',
        path: '/api/workplaces/createworkplace',
        status: 201,
        durationMs: expect.any(Number),
        correlationId: 'abc-123',
        userId: user.userId,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    });

    it('makes up a UUID when the client sends none or an unsafe one, and answers with it on errors too', async () => {
      const answers = [
        await t.http().get('/api/auth/me').expect(401),
        await t.http().get('/api/auth/me').set('x-correlation-id', 'bad id with spaces').expect(401),
        await t.http().get('/api/auth/me').set('x-correlation-id', 'x'.repeat(101)).expect(401),
        await t.http().get('/api/no/such/route').expect(404),
        await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{not json').expect(400),
        await t.http().post('/api/auth/login').set('Origin', 'https://evil.example').send({}).expect(403),
      ];
      const ids = answers.map((answer) => answer.headers['x-correlation-id']);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
      const logged = await Promise.all(ids.map(async (id) => JSON.parse(await lineFor(lines, id)) as RequestLogEntry));
      expect(logged.map(({ method, path, status, userId }) => ({ method, path, status, userId }))).toEqual([
        { method: 'GET', path: '/api/auth/me', status: 401, userId: null },
        { method: 'GET', path: '/api/auth/me', status: 401, userId: null },
        { method: 'GET', path: '/api/auth/me', status: 401, userId: null },
        { method: 'GET', path: '/api/no/such/route', status: 404, userId: null },
        { method: 'POST', path: '/api/auth/login', status: 400, userId: null },
        { method: 'POST', path: '/api/auth/login', status: 403, userId: null },
      ]);
    });

    it('logs neither the query string, the body, the token nor the e-mail, and masks a shared rota link', async () => {
      const user = await signUp(t);
      await t
        .http()
        .get('/api/workplaces/getworkplaces')
        .query({ userId: user.userId })
        .set(user.auth)
        .set('x-correlation-id', 'list-1')
        .expect(200);
      await t
        .http()
        .post('/api/auth/login')
        .set('x-correlation-id', 'login-1')
        .send({ email: user.email, password: user.password })
        .expect(200);
      const link = 'AbCdEfGhIjKlMnOpQrStUv';
      await t.http().get(`/api/rotas/${link}`).set('x-correlation-id', 'shared-1').expect(404);

      const list = JSON.parse(await lineFor(lines, 'list-1')) as RequestLogEntry;
      expect(list).toMatchObject({ path: '/api/workplaces/getworkplaces', status: 200, userId: user.userId });
      expect(JSON.parse(await lineFor(lines, 'shared-1'))).toMatchObject({ path: '/api/rotas/:rotaId', status: 404 });
      const everything = lines.join('\n');
      for (const secret of [user.email, user.password, user.token, link, '?userId=']) expect(everything).not.toContain(secret);
    });

    it('leaves passing health checks out (load balancers poll them) but logs a refused one', async () => {
      await t.http().get('/api/health').set('x-correlation-id', 'health-ok').expect(200);
      await t.http().get('/api/health/live').set('x-correlation-id', 'health-live-ok').expect(200);
      await t.http().get('/api/health').set('x-correlation-id', 'health-refused').set('Authorization', 'Bearer wrong-token').expect(401);
      expect(JSON.parse(await lineFor(lines, 'health-refused'))).toMatchObject({ path: '/api/health', status: 401 });
      expect(lines.some((line) => line.includes('health-ok'))).toBe(false);
      expect(lines.some((line) => line.includes('health-live-ok'))).toBe(false);
    });
  });

  describe('LOG_FORMAT=text (the default)', () => {
    const lines: string[] = [];
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ requestLog: (line) => lines.push(line) });
    });
    afterAll(() => t.close());

    it('writes one short readable line per request', async () => {
      const user = await signUp(t);
      await t.http().get('/api/auth/me').set(user.auth).set('x-correlation-id', 'me-1').expect(200);
      expect(await lineFor(lines, 'me-1')).toMatch(
        new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z INFO GET /api/auth/me 200 \\d+(\\.\\d)?ms correlationId=me-1 userId=${user.userId}$`),
      );
      await t.http().get('/api/auth/me').set('x-correlation-id', 'me-2').expect(401);
      expect(await lineFor(lines, 'me-2')).toMatch(/ INFO GET \/api\/auth\/me 401 [\d.]+ms correlationId=me-2$/);
    });
  });
});
