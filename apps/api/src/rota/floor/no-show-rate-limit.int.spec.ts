import { NO_SHOW_MESSAGES as N } from '@rotaledger/domain';
import { signUp } from '../../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { newMember } from '../../../test/team.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { NO_SHOW_RATE_LIMIT, TOO_MANY_NO_SHOWS } from './no-show-rate-limit';

/**
 * POST /assignments/noshow's own limit (issue 41), with the real limits on (the other API tests
 * run without them): 30 per signed-in user in ten minutes, counted before the command decides, so
 * refused attempts count too. Another user has their own budget, and the window slides on the
 * test's clock.
 */
describe('POST /assignments/noshow is rate limited per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // the real limits
    t.clock.set('2026-06-10T05:55:00Z'); // 06:55 in London
  });
  afterAll(() => t.close());

  it('answers the 31st attempt in ten minutes 429 with Retry-After; another manager is not held back; it frees once the window passes', async () => {
    expect(NO_SHOW_RATE_LIMIT).toMatchObject({ limit: 30, windowMs: 10 * 60_000 });
    const owner = await signUp(t);
    const cafe = await createWorkplace(t, owner, { services: [701], rotaStartTime: 6, rotaEndTime: 24 });
    const ann = await createEmployee(t, owner, cafe, 'Ann');
    // Ann's shift starts at 12:00, so each attempt is refused 409 "not started": an attempt still counts.
    const { assignment_id: later } = (
      await t
        .http()
        .post('/api/assignments/placeassignment')
        .set(owner.auth)
        .send({ workplaceId: cafe, date: '2026-06-10', serviceType: 701, employeeId: ann, timeStart: '12:00', timeEnd: '18:00' })
        .expect(201)
    ).body as { assignment_id: string };
    const noShow = (user: { auth: Record<string, string> }) =>
      t.http().post('/api/assignments/noshow').set(user.auth).send({ assignmentId: later });

    const statuses = new Map<number, number>();
    for (let i = 0; i < 30; i++) {
      const { status } = await noShow(owner);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[409, 30]]);
    const limited = await noShow(owner);
    expect([limited.status, limited.body.message]).toEqual([429, TOO_MANY_NO_SHOWS]);
    expect(Number(limited.headers['retry-after'])).toBe(600); // every attempt at 06:55, so all of the window

    const manager = await newMember(t, owner, 'manager');
    expect((await noShow(manager)).body).toMatchObject({ statusCode: 409, message: N.notStarted });

    t.clock.set('2026-06-10T06:04:59Z'); // still inside the window
    expect((await noShow(owner)).status).toBe(429);
    t.clock.set('2026-06-10T06:05:01Z'); // the first 30 attempts have left it
    expect((await noShow(owner)).body).toMatchObject({ statusCode: 409, message: N.notStarted });
  }, 60_000);
});
