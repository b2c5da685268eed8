import { ModulesContainer } from '@nestjs/core';
import { signUp } from '../../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import { RateLimiter } from './rate-limiter';

/**
 * One rate limiter for the whole app (issue 43): a key is counted once, whichever module's route
 * it is consumed by. Before, each Nest module had its own instance, so the staff reads (the page in
 * the requests module, the calendar feed and the manifest in the feeds module) got 600 each.
 */
describe('one rate limiter across modules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // the real limits
  });
  afterAll(() => t.close());

  it('every module is handed the same limiter instance', () => {
    const instances = new Set<RateLimiter>();
    for (const module of t.app.get(ModulesContainer).values()) {
      const provider = module.providers.get(RateLimiter);
      if (provider?.instance) instances.add(provider.instance as RateLimiter);
    }
    expect(instances.size).toBe(1);
  });

  it('600 staff reads per address in 10 minutes, counted across the page and the calendar feed: the 601st is 429', async () => {
    const owner = await signUp(t);
    const employee = await createEmployee(t, owner, await createWorkplace(t, owner), 'Ann');
    const { token } = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employee }).expect(201)).body as {
      token: string;
    };
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      for (const path of [`/api/staff/${token}`, `/api/feeds/${token}.ics`]) {
        const { status } = await t.http().get(path);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    expect([...statuses]).toEqual([[200, 600]]);
    for (const path of [`/api/feeds/${token}.ics`, `/api/staff/${token}`, `/api/staff/${token}/manifest.webmanifest`]) {
      const response = await t.http().get(path);
      expect([response.status, response.body.message]).toEqual([429, 'Too many requests. Please wait a few minutes and try again.']);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('GET /auth/me is rate limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitCeiling: 2 });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once the limit is used up, signed in or not', async () => {
    const user = await signUp(t);
    expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(200);
    expect((await t.http().get('/api/auth/me').query({ optional: 'true' })).status).toBe(204);
    for (const request of [t.http().get('/api/auth/me').set(user.auth), t.http().get('/api/auth/me')]) {
      const response = await request;
      expect([response.status, response.body.message]).toEqual([429, 'Too many requests. Please wait a few minutes and try again.']);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
