import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * Short-notice pay (issue 39) through the real app on the embedded stores, in both publication
 * modes. Fixture rates are £10.00 an hour; the clock is London's, which is UTC in November.
 */
let t: TestApp;
let owner: SignedUpUser;

const WEEK = '2026-11-02';

const at = (instant: string) => t.clock.set(instant);
const update = (workplaceId: string, settings: Record<string, unknown>) =>
  t
    .http()
    .put('/api/workplaces/updateworkplace')
    .set(owner.auth)
    .send({ workplace_id: workplaceId, ...settings });
const remove = (assignmentId: string) =>
  t
    .http()
    .delete('/api/assignments/deleteassignment')
    .set(owner.auth)
    .send({ assignment_id: assignmentId, userId: owner.userId })
    .expect(200);
const retime = (assignmentId: string, timeStart: string, timeEnd: string) =>
  t
    .http()
    .put('/api/assignments/updateassignmenttime')
    .set(owner.auth)
    .send({ assignmentId, timeStart, timeEnd, userId: owner.userId })
    .expect(200);
const publish = (workplaceId: string) =>
  t.http().post('/api/rota/publish').set(owner.auth).send({ workplaceId, weekStart: WEEK }).expect(201);
const lines = async (workplaceId: string) =>
  (await t.http().get('/api/pay/lines').query({ workplaceId, periodStart: WEEK }).set(owner.auth).expect(200)).body.lines as {
    type: string;
    date?: string;
    hours: number;
    amountPence: number;
    eventIds: string[];
    note?: string;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  at('2026-11-01T09:00:00.000Z');
  owner = await signUp(t);
});
afterAll(() => t.close());

describe("short-notice pay in 'live' mode: told by the change itself", () => {
  let workplaceId: string;
  let tuesday: string;
  let wednesday: string;
  let thursday: string;
  let friday: string;

  beforeAll(async () => {
    at('2026-11-01T09:00:00.000Z');
    workplaceId = await createWorkplace(t, owner, { services: [701] });
    const sam = await createEmployee(t, owner, workplaceId, 'Sam');
    tuesday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-03'), '09:00', '17:00', sam);
    wednesday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-04'), '09:00', '13:00', sam);
    thursday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-05'), '09:00', '17:00', sam);
    friday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-06'), '09:00', '12:00', sam);
  });

  it('is off by default, and answered by getworkplaces once set', async () => {
    at('2026-11-02T20:00:00.000Z');
    await remove(tuesday);
    expect((await lines(workplaceId)).filter((l) => l.type === 'short-notice')).toEqual([]);
    const set = await update(workplaceId, { shortNotice: { hours: 24, pay: 'lost-hours', effectiveFrom: '2026-11-01' } });
    expect(set.status).toBe(200);
    const workplaces = (await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).expect(200)).body as Record<string, unknown>[];
    expect(workplaces.find((w) => w.workplace_id === workplaceId)?.shortNotice).toEqual({
      hours: 24,
      pay: 'lost-hours',
      effectiveFrom: '2026-11-01',
    });
  });

  it('pays the lost paid hours of a shift cancelled 13 h before it starts, and of one cut on the morning; not of one cut with 37 h notice, nor of one removed after it ended', async () => {
    await retime(wednesday, '09:00', '11:00'); // 2 Nov 20:00: 37 h before Wed 09:00
    at('2026-11-05T08:00:00.000Z');
    await retime(thursday, '09:00', '12:00'); // an hour before: 5 h lost
    at('2026-11-06T13:00:00.000Z');
    await remove(friday); // Fri 09:00-12:00 is over: a correction
    const found = await lines(workplaceId);
    expect(found.map(({ type, date, hours, amountPence, note }) => ({ type, date, hours, amountPence, note }))).toEqual([
      // Wed 2 h + Thu 3 h at £10.00
      { type: 'normal', date: undefined, hours: 5, amountPence: 5000, note: undefined },
      // Tue 09:00-17:00, 8 h × £10.00
      {
        type: 'short-notice',
        date: '2026-11-03',
        hours: 8,
        amountPence: 8000,
        note: 'Short notice for Tue 3 Nov 09:00–17:00: published 1 Nov 09:00, cancelled 2 Nov 20:00',
      },
      // Thu 8 h cut to 3 h: 5 h × £10.00
      {
        type: 'short-notice',
        date: '2026-11-05',
        hours: 5,
        amountPence: 5000,
        note: 'Short notice for Thu 5 Nov 09:00–17:00: published 1 Nov 09:00, cut to 09:00–12:00 5 Nov 08:00',
      },
    ]);
    expect(found[1].eventIds).toHaveLength(2);
  });

  it('is kept when the period is finalised, and its payroll file names the line', async () => {
    at('2026-11-09T09:00:00.000Z');
    const finalised = await t
      .http()
      .post('/api/pay/periods/finalise')
      .set(owner.auth)
      .send({ userId: owner.userId, workplaceId, periodStart: WEEK });
    expect([finalised.status, finalised.body.totals]).toEqual([200, { hours: 18, amountPence: 18000 }]);
    const file = await t.http().get('/api/pay/export').query({ workplaceId, periodStart: WEEK, format: 'csv' }).set(owner.auth).expect(200);
    expect(
      String(file.text)
        .split('\n')
        .filter((line) => line.includes('short-notice')),
    ).toHaveLength(2);
  });
});

describe("short-notice pay in 'on-publish' mode: told by the publish", () => {
  let workplaceId: string;

  it('counts from the publish that showed the shift to the publish that no longer shows it; a shift never published pays nothing', async () => {
    at('2026-11-01T09:00:00.000Z');
    workplaceId = await createWorkplace(t, owner, { services: [701] });
    expect((await update(workplaceId, { publishMode: 'on-publish', shortNotice: { hours: 48, pay: 'fixed', fixedHours: 3 } })).status).toBe(
      200,
    );
    const sam = await createEmployee(t, owner, workplaceId, 'Sal');
    const tuesday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-03'), '10:00', '14:00', sam);
    const wednesday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-04'), '10:00', '14:00', sam);
    await remove(wednesday); // never published: Sal never knew of it
    at('2026-11-01T10:00:00.000Z');
    await publish(workplaceId);
    at('2026-11-01T12:00:00.000Z');
    await remove(tuesday); // Sal still sees it until the next publish
    expect((await lines(workplaceId)).filter((l) => l.type === 'short-notice')).toEqual([]);
    at('2026-11-02T12:00:00.000Z');
    await publish(workplaceId); // 22 h before Tue 10:00
    const found = (await lines(workplaceId)).filter((l) => l.type === 'short-notice');
    expect(found.map(({ date, hours, amountPence, note }) => ({ date, hours, amountPence, note }))).toEqual([
      // the fixed 3 h × £10.00
      {
        date: '2026-11-03',
        hours: 3,
        amountPence: 3000,
        note: 'Short notice for Tue 3 Nov 10:00–14:00: published 1 Nov 10:00, cancelled 1 Nov 12:00, told 2 Nov 12:00',
      },
    ]);
    // The publish that showed it, the removal, and the publish that told Sam.
    expect(found[0].eventIds).toHaveLength(3);
  });

  it('refuses a rule it cannot pay, with a 400', async () => {
    const response = await update(workplaceId, { shortNotice: { hours: 24, pay: 'fixed' } });
    expect([response.status, response.body.message]).toEqual([
      400,
      "shortNotice must be null or { hours, pay: 'lost-hours' | 'fixed', fixedHours?, effectiveFrom? }, with fixedHours when pay is 'fixed'.",
    ]);
  });
});
