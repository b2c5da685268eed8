import { signUp } from '../../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';

const TOO_MANY_CHANGES = 'Too many changes. Please wait a few minutes and try again.';
const TOO_MANY_KIOSK_REQUESTS = 'Too many requests from this kiosk. Please wait a few minutes and try again.';
const UNKNOWN_TOKEN = 'x'.repeat(43);

/**
 * The personal page's e-mail and PIN routes have their own, stricter limits, which the access
 * guard counts (`@Access(…, { limits })`) before it looks the link up: the spec's "Unknown
 * tokens count too", so guessing tokens is as slow as changing. Only unknown tokens are sent
 * until the limit, then a live link from the same address is refused too. Real limits.
 */
describe("a staff route's own limit counts unknown tokens", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Each test is its own client address, so the two routes' counts never mix.
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    t.clock.set('2026-12-01T09:00:00.000Z');
    const owner = await signUp(t);
    const employee = await createEmployee(t, owner, await createWorkplace(t, owner), 'Ann');
    token = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employee }).expect(201)).body.token;
  });
  afterAll(() => t.close());

  it.each([
    { route: 'email', body: { email: 'ann@example.com' }, limit: 20, window: '15 minutes', message: TOO_MANY_CHANGES, client: 1 },
    { route: 'pin', body: { pin: '4821' }, limit: 60, window: '10 minutes', message: TOO_MANY_KIOSK_REQUESTS, client: 3 },
  ])(
    'PUT /staff/{token}/$route: $limit unknown tokens from one address in $window, then even a live link is 429',
    async ({ route, body, limit, message, client }) => {
      const from = `198.51.100.${client}`;
      const put = (link: string, address = from) => t.http().put(`/api/staff/${link}/${route}`).set('X-Forwarded-For', address).send(body);
      const statuses: number[] = [];
      for (let i = 0; i < limit; i++) statuses.push((await put(UNKNOWN_TOKEN)).status);
      expect(statuses).toEqual(Array(limit).fill(404));
      for (const link of [UNKNOWN_TOKEN, token]) {
        const refused = await put(link);
        expect([refused.status, refused.body.message]).toEqual([429, message]);
      }
      // Another address still may: the count is per client (and, for the e-mail, per link too).
      await put(token, `198.51.100.${client + 1}`).expect(204);
    },
    60_000,
  );
});
