import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { MAX_BODY_DEPTH } from './json-body';

let t: TestApp;
let user: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  user = await signUp(t);
});
afterAll(() => t.close());

const nested = (levels: number, open: string, close: string) => `{"shiftId":${open.repeat(levels)}1${close.repeat(levels)}}`;
const post = (body: string, key?: string) => {
  const request = t.http().post('/api/assignments/addassignment').set(user.auth).set('Content-Type', 'application/json');
  return (key === undefined ? request : request.set('Idempotency-Key', key)).send(body);
};

describe('deeply nested JSON bodies', () => {
  it.each([
    ['arrays', '[', ']'],
    ['objects', '{"a":', '}'],
  ])('refuses 5,000 levels of %s with the same 400, with or without an Idempotency-Key', async (_what, open, close) => {
    const body = nested(5_000, open, close);

    const withoutKey = await post(body);
    const withKey = await post(body, `deep-${open}`);

    expect(withKey.status).toBe(400);
    expect(withKey.body).toEqual(withoutKey.body);
    expect(withKey.body.message).toBe(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`);
  });

  it('still reads a body nested to the limit, and brackets inside strings do not count', async () => {
    const atLimit = `{"shiftId":${'['.repeat(MAX_BODY_DEPTH - 1)}"${'['.repeat(100)}"${']'.repeat(MAX_BODY_DEPTH - 1)}}`;

    const response = await post(atLimit, 'at-the-limit');

    expect(response.status).toBe(400);
    expect(response.body.message).not.toMatch(/nested too deeply/);
  });
});
