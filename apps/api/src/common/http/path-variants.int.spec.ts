import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { addShift, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import { routePath } from './http-types';

/**
 * The router matches a path in any letter case, with or without a trailing slash and with
 * percent-encoded letters decoded: every protection keyed on the path must see it the same way.
 */
const API_VARIANTS = ['/API/auth/me', '/Api/Auth/Me/', '/%61pi/auth/me', '/api/AUTH/me/'];

let t: TestApp;
let user: SignedUpUser;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' }, requestLog: (line) => lines.push(line) });
  user = await signUp(t);
});
afterAll(() => t.close());

/** The log is written when the answer is done, which can be a moment after the client has it. */
async function logLineFor(correlationId: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = lines.find((line) => line.includes(correlationId));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

describe('path variants the router accepts', () => {
  it.each(API_VARIANTS)('%s is answered as an API path: no-store, a correlation id and a log line', async (path) => {
    const response = await t.http().get(path).set(user.auth);

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const correlationId = response.headers['x-correlation-id'] as string | undefined;
    expect(correlationId).toEqual(expect.any(String));
    expect(await logLineFor(correlationId!)).toContain(' 200 ');
  });

  it('marks an unknown API path in another case no-store too', async () => {
    const response = await t.http().get('/API/No-Such-Thing/').expect(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-correlation-id']).toEqual(expect.any(String));
  });

  it.each(['/Staff/Some-Token', '/STAFF/Some-Token/', '/%73taff/Some-Token', '/API/Staff/Some-Token', '/Api/Feeds/Some-Token.ics'])(
    '%s sends no Referer away',
    async (path) => {
      const response = await t.http().get(path);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('scopes an Idempotency-Key by the path as the router sees it: five variants add one assignment', async () => {
    const workplaceId = await createWorkplace(t, user, { services: [701], rotaStartTime: 8, rotaEndTime: 22 });
    const shiftId = await addShift(t, user, workplaceId, '2026-04-07');
    const body = { shiftId, timeStart: '09:00', timeEnd: '10:00', userId: user.userId };
    const variants = [
      '/api/assignments/addassignment',
      '/API/assignments/addassignment',
      '/api/Assignments/AddAssignment',
      '/api/assignments/addassignment/',
      '/%61pi/assignments/addassignment',
    ];

    const answers = [];
    for (const path of variants) {
      answers.push(await t.http().post(path).set(user.auth).set('Idempotency-Key', 'one-action').send(body));
    }

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.assignment_id)).size).toBe(1);
    const assignments = await t.http().get('/api/assignments/getassignments').query({ shiftId }).set(user.auth).expect(200);
    expect(assignments.body).toHaveLength(1);
  });
});

describe('routePath', () => {
  it.each([
    ['/API/Auth/Me/?a=B', '/api/auth/me'],
    ['/%61pi/health', '/api/health'],
    ['http://example.test/API/health', '/api/health'],
    ['/', '/'],
    ['/api/rotas/%2Fx', '/api/rotas/%2fx'],
    ['/api/%zz', '/api/%zz'],
  ])('reads %s as %s', (url, expected) => {
    expect(routePath(url)).toBe(expected);
  });
});
