import { signUp } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

const TOO_MANY_CHANGES = 'Too many changes. Please wait a few minutes and try again.';
const TOO_MANY_PUBLICATIONS = 'Too many publications. Please wait a few minutes and try again.';
const WINDOW_MS = 15 * 60 * 1000;

/** Rate limits are on, as in production. */
describe('publish and notify rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-12-01T09:00:00.000Z');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(WINDOW_MS));

  it('allows 20 e-mail changes from one personal page (or one address) in 15 minutes, then 429 until the window passes', async () => {
    const owner = await signUp(t);
    const employee = await createEmployee(t, owner, await createWorkplace(t, owner), 'Ann');
    const token = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employee }).expect(201)).body.token;
    const set = (email: string) => t.http().put(`/api/staff/${token}/email`).send({ email });
    for (let i = 0; i < 20; i++) await set(`ann${i}@example.com`).expect(204);
    const refused = await set('ann@example.com');
    expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_CHANGES]);
    // Unknown tokens count too: guessing is as slow as changing.
    expect(
      (
        await t
          .http()
          .put(`/api/staff/${'x'.repeat(43)}/email`)
          .send({ email: 'a@example.com' })
      ).status,
    ).toBe(429);
    t.clock.advance(WINDOW_MS);
    await set('ann@example.com').expect(204);
  });

  it('allows 20 publications per user in 10 minutes', async () => {
    const owner = await signUp(t);
    const workplaceId = await createWorkplace(t, owner);
    const publish = () => t.http().post('/api/rota/publish').set(owner.auth).send({ workplaceId, weekStart: '2026-12-07' });
    for (let i = 0; i < 20; i++) await publish().expect(201);
    const refused = await publish();
    expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY_PUBLICATIONS]);
  });
});
