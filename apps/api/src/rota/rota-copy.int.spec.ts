import { addDays, auditDate, rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee, removeEmployee } from '../../test/rota-fixtures';

const ALREADY = 'Already on the rota.';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let cafe: string;
let second: string;
let othersWorkplace: string;
let ann: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  cafe = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 5, rotaEndTime: 24 });
  second = await createWorkplace(t, owner);
  [ann, bob] = [await createEmployee(t, owner, cafe, 'Ann'), await createEmployee(t, owner, cafe, 'Bob')];
  othersWorkplace = await createWorkplace(t, other);
});
afterAll(() => t.close());

const copyWeek = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/rota/copyweek').set(user.auth).send(body);
const copyDay = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/rota/copyday').set(user.auth).send(body);
const weekly = async (startDate: string) =>
  (
    await t
      .http()
      .get('/api/shifts/getweeklyshifts')
      .query({ workplaceId: cafe, startDate, endDate: addDays(startDate, 6) })
      .set(owner.auth)
      .expect(200)
  ).body as {
    weekShifts: Record<string, Record<string, { time_start: string; time_end: string }[]>>;
    openShifts: Record<string, { service_type: number; time_start: string; time_end: string }[]>;
  };
const added = async (date: string) =>
  (await t.eventStore.readStream(rotaStream(cafe, date))).filter((e) => e.type === 'AssignmentAdded').length;

let weekCounter = 0;
/** A fresh Monday per call (from 2026-09-07), so tests never share a week. */
const freshMonday = () => addDays('2026-09-07', 7 * 3 * weekCounter++);

describe('POST /rota/copyweek', () => {
  it('copies every assignment, allocated and open, to the same weekday of each target week', async () => {
    const monday = freshMonday();
    const [next, later] = [addDays(monday, 7), addDays(monday, 14)];
    const kitchen = await addShift(t, owner, cafe, monday, 701);
    await addAssignment(t, owner, kitchen, '09:00', '17:00', ann);
    await addAssignment(t, owner, kitchen, '17:00', '22:00', bob);
    const saturday = await addShift(t, owner, cafe, addDays(monday, 5), 702);
    await addAssignment(t, owner, saturday, '10:00', '14:00');

    const response = await copyWeek(owner, { workplaceId: cafe, fromWeekStart: monday, toWeekStarts: [next, later], userId: owner.userId });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ copied: 6, skipped: [], outsideAvailability: [], changeId: expect.any(String) });
    for (const week of [next, later]) {
      const view = await weekly(week);
      expect(view.weekShifts[ann]).toEqual({ [week]: [expect.objectContaining({ time_start: '09:00:00', time_end: '17:00:00' })] });
      expect(view.weekShifts[bob]).toEqual({ [week]: [expect.objectContaining({ time_start: '17:00:00', time_end: '22:00:00' })] });
      expect(view.openShifts).toEqual({
        [addDays(week, 5)]: [expect.objectContaining({ service_type: 702, time_start: '10:00:00', time_end: '14:00:00' })],
      });
    }
    // The history records the copy as such: a marker, then the rows and assignments, in one append.
    const events = await t.eventStore.readStream(rotaStream(cafe, next));
    expect(events.map((e) => e.type)).toEqual(['RotaDayCopied', 'ShiftCreated', 'AssignmentAdded', 'AssignmentAdded']);
    expect(events[0].data).toEqual({ fromWorkplaceId: cafe, fromDate: monday, copied: 2 });
    expect(new Set(events.map((e) => e.metadata.correlationId)).size).toBe(1);
    const audit = await t.http().get('/api/audit/events').query({ workplaceId: cafe, limit: 500 }).set(owner.auth).expect(200);
    const summaries = (audit.body.events as { summary: string }[]).map((e) => e.summary);
    expect(summaries).toContain(`Rota for ${auditDate(next)} copied from ${auditDate(monday)}: 2 assignments`);
    expect(summaries).toContain(`Rota for ${auditDate(addDays(later, 5))} copied from ${auditDate(addDays(monday, 5))}: 1 assignment`);
  });

  it('changes nothing when copied twice: everything is already on the rota', async () => {
    const monday = freshMonday();
    const next = addDays(monday, 7);
    const row = await addShift(t, owner, cafe, addDays(monday, 2), 701);
    await addAssignment(t, owner, row, '08:00', '12:00', ann);
    await addAssignment(t, owner, row, '12:00', '16:00');
    await copyWeek(owner, { workplaceId: cafe, fromWeekStart: monday, toWeekStarts: [next] }).expect(201);
    const before = await t.eventStore.readStream(rotaStream(cafe, addDays(next, 2)));

    const again = await copyWeek(owner, { workplaceId: cafe, fromWeekStart: monday, toWeekStarts: [next] });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({
      copied: 0,
      changeId: expect.any(String),
      outsideAvailability: [],
      skipped: [
        { date: addDays(next, 2), employee_id: ann, time_start: '08:00:00', time_end: '12:00:00', reason: ALREADY },
        { date: addDays(next, 2), employee_id: null, time_start: '12:00:00', time_end: '16:00:00', reason: ALREADY },
      ],
    });
    expect(await t.eventStore.readStream(rotaStream(cafe, addDays(next, 2)))).toHaveLength(before.length);
  });

  it('skips, with the reason, what would break a rule, and copies the rest', async () => {
    // The week the clock starts in: Cal leaves the day after working that Monday.
    const monday = '2026-01-05';
    const next = addDays(monday, 7);
    const [cal, dee] = [await createEmployee(t, owner, cafe, 'Cal'), await createEmployee(t, owner, cafe, 'Dee')];
    const row = await addShift(t, owner, cafe, monday, 701);
    await addAssignment(t, owner, row, '09:00', '12:00', ann);
    await addAssignment(t, owner, row, '12:00', '15:00', cal);
    await addAssignment(t, owner, row, '15:00', '18:00', bob);
    await addAssignment(t, owner, row, '18:00', '21:00', dee);
    await addAssignment(t, owner, row, '05:00', '06:00');
    // Next Monday Bob already works the afternoon in another row, Cal has left, Dee works elsewhere
    // now, and the cafe opens an hour later.
    const taken = await addShift(t, owner, cafe, next, 702);
    await addAssignment(t, owner, taken, '14:00', '20:00', bob);
    t.clock.set('2026-01-06T09:00:00.000Z');
    await removeEmployee(t, owner, cal);
    t.clock.set('2026-01-05T09:00:00.000Z');
    await moveEmployee(t, owner, dee, second, 'Dee');
    await t.http().put('/api/workplaces/updateworkplace').set(owner.auth).send({ workplace_id: cafe, rotaStartTime: 6 }).expect(200);

    const response = await copyWeek(owner, { workplaceId: cafe, fromWeekStart: monday, toWeekStarts: [next] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      copied: 1,
      changeId: expect.any(String),
      outsideAvailability: [],
      skipped: [
        {
          date: next,
          employee_id: null,
          time_start: '05:00:00',
          time_end: '06:00:00',
          reason: "This workplace's rota starts at 06:00. Change its hours under Profile → Edit workplace.",
        },
        { date: next, employee_id: cal, time_start: '12:00:00', time_end: '15:00:00', reason: 'Employee not found.' },
        {
          date: next,
          employee_id: bob,
          time_start: '15:00:00',
          time_end: '18:00:00',
          reason: 'Employee is already assigned to another shift at this time.',
        },
        {
          date: next,
          employee_id: dee,
          time_start: '18:00:00',
          time_end: '21:00:00',
          reason: 'The employee does not work at this workplace.',
        },
      ],
    });
    expect(await added(next)).toBe(2);
  });

  it('never doubles anything when two copies race', async () => {
    const monday = freshMonday();
    const next = addDays(monday, 7);
    const row = await addShift(t, owner, cafe, addDays(monday, 1), 701);
    await addAssignment(t, owner, row, '09:00', '12:00', ann);
    await addAssignment(t, owner, row, '12:00', '15:00', bob);
    await addAssignment(t, owner, row, '15:00', '18:00');
    const body = { workplaceId: cafe, fromWeekStart: monday, toWeekStarts: [next] };
    const responses = await Promise.all([copyWeek(owner, body), copyWeek(owner, body)]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect(responses.map((r) => r.body.copied).sort()).toEqual([0, 3]);
    expect(responses.find((r) => r.body.copied === 0)!.body.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      ALREADY,
      ALREADY,
      ALREADY,
    ]);
    expect(await added(addDays(next, 1))).toBe(3);
  });

  it.each([
    [{ workplaceId: undefined }, 'workplaceId is required.'],
    [{ fromWeekStart: undefined }, 'fromWeekStart is required.'],
    [{ fromWeekStart: '2026-09-08' }, 'fromWeekStart must be a Monday or a Sunday.'],
    [{ fromWeekStart: '2026-02-30' }, 'fromWeekStart must be a real date in the form yyyy-mm-dd.'],
    [{ toWeekStarts: undefined }, 'toWeekStarts must be a list of 1 to 12 dates.'],
    [{ toWeekStarts: '2026-09-14' }, 'toWeekStarts must be a list of 1 to 12 dates.'],
    [{ toWeekStarts: [] }, 'toWeekStarts must be a list of 1 to 12 dates.'],
    [{ toWeekStarts: Array.from({ length: 13 }, (_, i) => addDays('2026-09-14', 7 * i)) }, 'toWeekStarts must be a list of 1 to 12 dates.'],
    [{ toWeekStarts: ['2026-09-15'] }, 'Every date in toWeekStarts must be a Monday or a Sunday.'],
    [{ toWeekStarts: ['14/09/2026'] }, 'Every date in toWeekStarts must be a real date in the form yyyy-mm-dd.'],
    [{ toWeekStarts: ['2101-01-03'] }, 'Every date in toWeekStarts must be in the years 2000 to 2100.'],
    [{ toWeekStarts: [{}] }, 'Every date in toWeekStarts must be a real date in the form yyyy-mm-dd.'],
    [{ toWeekStarts: ['2026-09-07'] }, 'A week cannot be copied onto itself.'],
  ])('answers 400 for %p', async (over, message) => {
    const response = await copyWeek(owner, { workplaceId: cafe, fromWeekStart: '2026-09-07', toWeekStarts: ['2026-09-14'], ...over });
    expect([response.status, response.body.message]).toEqual([400, message]);
  });

  it("answers 404 for another account's workplace, 403 for another userId, 401 without a token", async () => {
    const body = { workplaceId: othersWorkplace, fromWeekStart: '2026-09-07', toWeekStarts: ['2026-09-14'] };
    const foreign = await copyWeek(owner, body);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Workplace not found.']);
    expect((await copyWeek(owner, { ...body, workplaceId: cafe, userId: other.userId })).status).toBe(403);
    expect((await t.http().post('/api/rota/copyweek').send(body)).status).toBe(401);
  });
});

describe('POST /rota/copyday', () => {
  it('copies one day onto several dates, each its own decision', async () => {
    const monday = freshMonday();
    const row = await addShift(t, owner, cafe, monday, 702);
    await addAssignment(t, owner, row, '07:00', '11:00', bob);
    await addAssignment(t, owner, row, '11:00', '15:00');
    const targets = [addDays(monday, 1), addDays(monday, 3), addDays(monday, 10)];
    const response = await copyDay(owner, { workplaceId: cafe, fromDate: monday, toDates: [...targets, targets[0]], userId: owner.userId });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ copied: 6, skipped: [], outsideAvailability: [], changeId: expect.any(String) });
    for (const date of targets) expect(await added(date)).toBe(2);
  });

  it('copies nothing from an empty day', async () => {
    const monday = freshMonday();
    const response = await copyDay(owner, { workplaceId: cafe, fromDate: monday, toDates: [addDays(monday, 1)] });
    expect(response.body).toEqual({ copied: 0, skipped: [], outsideAvailability: [], changeId: expect.any(String) });
    expect(await t.eventStore.readStream(rotaStream(cafe, addDays(monday, 1)))).toEqual([]);
  });

  it.each([
    [{ fromDate: undefined }, 'fromDate is required.'],
    [{ fromDate: '1999-12-31' }, 'fromDate must be in the years 2000 to 2100.'],
    [{ toDates: null }, 'toDates must be a list of 1 to 31 dates.'],
    [{ toDates: Array.from({ length: 32 }, (_, i) => addDays('2026-10-01', i)) }, 'toDates must be a list of 1 to 31 dates.'],
    [{ toDates: ['2026-09-31'] }, 'Every date in toDates must be a real date in the form yyyy-mm-dd.'],
    [{ toDates: ['2026-09-08', '2026-09-07'] }, 'A day cannot be copied onto itself.'],
    [{ workplaceId: 'cafe' }, 'workplaceId must be a valid id.'],
  ])('answers 400 for %p', async (over, message) => {
    const response = await copyDay(owner, { workplaceId: cafe, fromDate: '2026-09-07', toDates: ['2026-09-08'], ...over });
    expect([response.status, response.body.message]).toEqual([400, message]);
  });

  it("answers 404 for another account's workplace", async () => {
    const foreign = await copyDay(owner, { workplaceId: othersWorkplace, fromDate: '2026-09-07', toDates: ['2026-09-08'] });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Workplace not found.']);
  });
});

describe('the OpenAPI document', () => {
  it('describes the planning routes with their schemas and refusals', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    const copyWeekRoute = body.paths['/api/rota/copyweek'].post;
    const requestSchema = body.components.schemas[copyWeekRoute.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    expect(Object.keys(requestSchema.properties)).toEqual(['workplaceId', 'fromWeekStart', 'toWeekStarts', 'userId']);
    expect(copyWeekRoute.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/RotaCopyAnswer');
    expect(body.paths['/api/rota/copyday'].post.responses['404'].description).toContain('Workplace not found.');
    const place = body.paths['/api/assignments/placeassignment'].post;
    expect(place.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/PlacedAssignmentAnswer');
    expect(place.responses['409'].description).toContain('A day can have at most 50 shifts.');
    const retime = body.paths['/api/assignments/updateassignmenttime'].put;
    expect(retime.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/PlacedAssignmentAnswer');
    expect(body.paths['/api/shifts/getweeklyshifts'].get.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/WeeklyShiftsAnswer',
    );
  });
});
