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

  it('PUT /staff/{token}/email: 20 unknown tokens from one address in 15 minutes, then even a live link is 429', async () => {
    const from = '198.51.100.1';
    const set = (link: string) => t.http().put(`/api/staff/${link}/email`).set('X-Forwarded-For', from).send({ email: 'ann@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await set(UNKNOWN_TOKEN)).status);
    expect(statuses).toEqual(Array(20).fill(404));
    for (const link of [UNKNOWN_TOKEN, token]) {
      const refused = await set(link);
      expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_CHANGES]);
    }
    // Another address still may: the count is per client (and per link).
    await t.http().put(`/api/staff/${token}/email`).set('X-Forwarded-For', '198.51.100.2').send({ email: 'ann@example.com' }).expect(204);
  });

  it('PUT /staff/{token}/pin: 60 unknown tokens from one address in 10 minutes, then even a live link is 429', async () => {
    const from = '198.51.100.3';
    const set = (link: string) => t.http().put(`/api/staff/${link}/pin`).set('X-Forwarded-For', from).send({ pin: '4821' });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await set(UNKNOWN_TOKEN)).status);
    expect(statuses).toEqual(Array(60).fill(404));
    for (const link of [UNKNOWN_TOKEN, token]) {
      const refused = await set(link);
      expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_KIOSK_REQUESTS]);
    }
    await t.http().put(`/api/staff/${token}/pin`).set('X-Forwarded-For', '198.51.100.4').send({ pin: '4821' }).expect(204);
  }, 60_000);
});
