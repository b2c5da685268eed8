import { rotaStream } from '@rotaledger/domain';
import { NO_SHOW_MESSAGES as N } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createWorkplace } from '../../../test/rota-fixtures';
import { newMember } from '../../../test/team.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * The manager's day on a phone (issue 41), against the real embedded stores: Wednesday 10 June
 * 2026 in London (BST, 09:30 on the clock is 08:30 UTC). Money by hand: minutes × pence an hour / 60.
 */
const DAY = '2026-06-10';

let t: TestApp;
let owner: SignedUpUser;
let cafe: string;
const ids: Record<string, string> = {};

const employeeAt = async (displayName: string, rate: string) =>
  (
    await t
      .http()
      .post('/api/employees/createemployee')
      .set(owner.auth)
      .send({ workplace_id: cafe, display_name: displayName, first_name: displayName, surname: 'Tester', rate, services: [] })
      .expect(201)
  ).body.employee_id as string;
const place = async (employeeId: string | null, timeStart: string, timeEnd: string) =>
  (
    await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .send({ workplaceId: cafe, date: DAY, serviceType: 701, employeeId, timeStart, timeEnd })
      .expect(201)
  ).body.assignment_id as string;
const today = async (user = owner) => (await t.http().get('/api/rota/today').set(user.auth).query({ workplaceId: cafe }).expect(200)).body;
const noShow = (assignmentId: unknown, user = owner) => t.http().post('/api/assignments/noshow').set(user.auth).send({ assignmentId });

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  // 06:55 in London: the day's shifts are planned before anyone starts.
  t.clock.set('2026-06-10T05:55:00Z');
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { services: [701], rotaStartTime: 6, rotaEndTime: 24 });
  const ann = await employeeAt('Ann', '12.00');
  const bob = await employeeAt('Bob', '11.50');
  const dan = await employeeAt('Dan', '13.00');
  ids.ann = await place(ann, '07:00', '15:00');
  ids.bob = await place(bob, '09:00', '17:00');
  ids.dan = await place(dan, '12:00', '18:00');
  ids.open = await place(null, '11:00', '15:00');
  // Ann clocks in on her personal page at 06:58.
  const token = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: ann }).expect(201)).body
    .token as string;
  t.clock.set('2026-06-10T05:58:00Z');
  await t.http().post(`/api/staff/${token}/clock`).send({ action: 'in' }).expect(201);
  t.clock.set('2026-06-10T08:30:00Z');
});
afterAll(() => t.close());

describe('GET /rota/today', () => {
  it('answers who is on now (Bob late at 09:30 for 09:00), who is next and the open shifts, on the workplace clock', async () => {
    const day = await today();
    expect({ date: day.date, now: day.now, zone: day.time_zone }).toEqual({
      date: DAY,
      now: '2026-06-10T08:30:00.000Z',
      zone: 'Europe/London',
    });
    expect(day.onNow.map((p: Record<string, unknown>) => [p.displayName, p.timeStart, p.timeEnd, p.status])).toEqual([
      ['Ann', '07:00:00', '15:00:00', 'in'],
      ['Bob', '09:00:00', '17:00:00', 'late'],
    ]);
    expect(day.onNow[0].clockedInAt).toBe('2026-06-10T05:58:00.000Z');
    expect(day.next.map((p: Record<string, unknown>) => [p.displayName, p.status])).toEqual([['Dan', 'later']]);
    expect(day.openShifts).toEqual([
      { assignmentId: ids.open, shiftId: expect.any(String), serviceType: 701, timeStart: '11:00:00', timeEnd: '15:00:00' },
    ]);
  });

  it("prices today from the server's figures, to the penny", async () => {
    // Planned: Ann 480 × £12.00 = £96.00, Bob 480 × £11.50 = £92.00, Dan 360 × £13.00 = £78.00: £266.00.
    // Planned so far (to 09:30): Ann 150 = £30.00, Bob 30 = £5.75: £35.75. Worked so far: Ann 06:58-09:30, 152 = £30.40.
    expect((await today()).cost).toEqual({ plannedPence: 26600, plannedSoFarPence: 3575, soFarPence: 3040, unpriced: false });
  });

  it('runs the open clock-in on to now: half an hour later, so far has moved by it', async () => {
    // At 10:00 (09:00 UTC): worked Ann 06:58-10:00, 182 × £12.00 = £36.40; planned so far Ann 180 = £36.00 + Bob 60 × £11.50 = £11.50.
    t.clock.set('2026-06-10T09:00:00Z');
    expect((await today()).cost).toMatchObject({ plannedSoFarPence: 4750, soFarPence: 3640 });
    t.clock.set('2026-06-10T08:30:00Z');
  });

  it('is late only from five minutes after the start', async () => {
    t.clock.set('2026-06-10T08:04:00Z');
    expect((await today()).onNow.find((p: Record<string, unknown>) => p.displayName === 'Bob').status).toBe('due');
    t.clock.set('2026-06-10T08:05:00Z');
    expect((await today()).onNow.find((p: Record<string, unknown>) => p.displayName === 'Bob').status).toBe('late');
    t.clock.set('2026-06-10T08:30:00Z');
  });

  it('refuses a bad workplace id with 400, and answers an auditor too (it reads the rota)', async () => {
    const bad = await t.http().get('/api/rota/today').set(owner.auth).query({ workplaceId: 'x' });
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'workplaceId must be a valid id.' });
    const auditor = await newMember(t, owner, 'auditor');
    expect((await today(auditor)).onNow).toHaveLength(2);
  });
});

describe('POST /assignments/noshow', () => {
  it('refuses someone who clocked in, a shift not started, an auditor, a bad id; each with why', async () => {
    expect((await noShow(ids.ann)).body).toMatchObject({ statusCode: 409, message: N.clockedIn });
    expect((await noShow(ids.dan)).body).toMatchObject({ statusCode: 409, message: N.notStarted });
    expect((await noShow('x')).body).toMatchObject({ statusCode: 400, message: 'assignmentId must be a valid id.' });
    const auditor = await newMember(t, owner, 'auditor');
    expect((await noShow(ids.bob, auditor)).status).toBe(403);
  });

  it('opens the late one’s shift, records a no-show, and today shows it open; then it is already open', async () => {
    const response = await noShow(ids.bob);
    expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { assignment_id: ids.bob } });
    const day = await today();
    expect(day.onNow.map((p: Record<string, unknown>) => p.displayName)).toEqual(['Ann']);
    expect(day.openShifts.map((o: Record<string, unknown>) => [o.assignmentId, o.timeStart])).toEqual([
      [ids.bob, '09:00:00'],
      [ids.open, '11:00:00'],
    ]);
    // Bob's planned cost leaves the plan: £266.00 - £92.00.
    expect(day.cost.plannedPence).toBe(17400);
    const events = await t.eventStore.readStream(rotaStream(cafe, DAY));
    expect(events.at(-1)).toMatchObject({ type: 'EmployeeUnassigned', data: { assignmentId: ids.bob, noShow: true } });
    expect((await noShow(ids.bob)).body).toMatchObject({ statusCode: 409, message: N.nobody });
  });
});

describe("GET /rota/today at 02:00: last night's shift still running", () => {
  // A bar open 18:00-06:00. On Tuesday 9 June, Nia and Oli work 22:00-06:00; Nia clocks in at 21:57, Oli never does.
  // On Wednesday 10 June, Pat works 18:00-23:00. The clock then reads 02:00 on Wednesday (01:00 UTC).
  let bar: string;
  const night: Record<string, string> = {};
  beforeAll(async () => {
    t.clock.set('2026-06-09T16:00:00Z');
    bar = await createWorkplace(t, owner, { services: [701], rotaStartTime: 18, rotaEndTime: 30 });
    const at = async (name: string, date: string, timeStart: string, timeEnd: string) => {
      const employeeId = (
        await t
          .http()
          .post('/api/employees/createemployee')
          .set(owner.auth)
          .send({ workplace_id: bar, display_name: name, first_name: name, surname: 'Tester', rate: '12.00', services: [] })
          .expect(201)
      ).body.employee_id as string;
      const placed = await t
        .http()
        .post('/api/assignments/placeassignment')
        .set(owner.auth)
        .send({ workplaceId: bar, date, serviceType: 701, employeeId, timeStart, timeEnd })
        .expect(201);
      night[name] = placed.body.assignment_id as string;
      return employeeId;
    };
    const nia = await at('Nia', '2026-06-09', '22:00', '06:00');
    await at('Oli', '2026-06-09', '22:00', '06:00');
    await at('Pat', '2026-06-10', '18:00', '23:00');
    const token = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: nia }).expect(201)).body
      .token as string;
    t.clock.set('2026-06-09T20:57:00Z');
    await t.http().post(`/api/staff/${token}/clock`).send({ action: 'in' }).expect(201);
    t.clock.set('2026-06-10T01:00:00Z');
  });
  afterAll(() => t.clock.set('2026-06-10T08:30:00Z'));

  const barToday = async () => (await t.http().get('/api/rota/today').set(owner.auth).query({ workplaceId: bar }).expect(200)).body;

  it("lists it on now with its clock state and its own day, and leaves its cost to yesterday's figures", async () => {
    const day = await barToday();
    expect(day.date).toBe('2026-06-10');
    expect(day.onNow.map((p: Record<string, unknown>) => [p.displayName, p.date, p.timeStart, p.timeEnd, p.status, p.clockedInAt])).toEqual(
      [
        ['Nia', '2026-06-09', '22:00:00', '06:00:00', 'in', '2026-06-09T20:57:00.000Z'],
        ['Oli', '2026-06-09', '22:00:00', '06:00:00', 'late', null],
      ],
    );
    expect(day.next.map((p: Record<string, unknown>) => [p.displayName, p.date, p.status])).toEqual([['Pat', '2026-06-10', 'later']]);
    // Today's figures are today's shifts, as pay counts a shift on the day it starts: Pat 300 × £12.00 = £60.00 planned.
    expect(day.cost).toEqual({ plannedPence: 6000, plannedSoFarPence: 0, soFarPence: 0, unpriced: false });
  });

  it("marks last night's no-show from today, and its shift opens on its own day", async () => {
    expect((await noShow(night.Oli)).status).toBe(200);
    expect((await barToday()).onNow.map((p: Record<string, unknown>) => p.displayName)).toEqual(['Nia']);
    const events = await t.eventStore.readStream(rotaStream(bar, '2026-06-09'));
    expect(events.at(-1)).toMatchObject({ type: 'EmployeeUnassigned', data: { assignmentId: night.Oli, noShow: true } });
  });
});
