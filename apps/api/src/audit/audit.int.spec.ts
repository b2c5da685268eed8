import { employeeStream, rotaStream, workplaceStream } from '@rotaledger/domain';
import { GOOD_PASSWORD, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { AUDIT_STREAMS } from './audit.read-models';

/**
 * A manager's changes at known instants (the app clock is set before each), then the
 * history read back: the day at several instants, a diff, pay as of an instant, the export.
 *
 * Day audited: Mon 7 Dec 2026 at The Crown (cafe; 702 = Kitchen Staff).
 */
const T = {
  signUp: '2026-12-01T08:00:00.000Z',
  workplace: '2026-12-01T09:00:00.000Z',
  employees: '2026-12-01T09:05:00.000Z',
  shift: '2026-12-02T10:00:00.000Z',
  kitAssigned: '2026-12-02T10:01:00.000Z', // a1 Kit 10:00-14:30
  annAdded: '2026-12-03T10:00:00.000Z', // a2 Ann 15:00-18:00
  retimed: '2026-12-04T10:00:00.000Z', // a1 → 11:00-15:00
  reassigned: '2026-12-05T10:00:00.000Z', // a2 → Kit
  renamed: '2026-12-06T10:00:00.000Z', // Kit → Kat
  removed: '2026-12-06T12:00:00.000Z', // a1 removed
};
const DAY = '2026-12-07';
const PAY_DAY = '07/12/26';
/** A minute after `instant`. */
const after = (instant: string) => new Date(Date.parse(instant) + 60_000).toISOString();

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let ownerName: string;
let workplaceId: string;
let kit: string;
let ann: string;
let shiftId: string;
let a1: string;
let a2: string;
let othersWorkplaceId: string;
let othersEmployee: string;

const get = (path: string, user: SignedUpUser | null, query: Record<string, unknown> = {}) => {
  const request = t.http().get(`/api/audit/${path}`).query(query);
  return user ? request.set(user.auth) : request;
};
const ok = async (path: string, query: Record<string, unknown>, user = owner) => {
  const response = await get(path, user, query);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};
const rotaAt = (at: string) => ok('rota', { workplaceId, date: DAY, at });
const shiftsAt = async (at: string) =>
  (
    (await rotaAt(at)).shifts as {
      assignments: { assignmentId: string; timeStart: string; timeEnd: string; employeeName: string | null }[];
    }[]
  ).map((s) =>
    s.assignments.map(
      (a) => `${a.assignmentId === a1 ? 'a1' : 'a2'} ${a.timeStart.slice(0, 5)}-${a.timeEnd.slice(0, 5)} ${a.employeeName}`,
    ),
  );
const at = async (instant: string, change: () => Promise<unknown>) => {
  t.clock.set(instant);
  return change();
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  t.clock.set(T.signUp);
  [owner, other] = [await signUp(t), await signUp(t)];
  ownerName = ((await t.readModels.get<{ id: string; username: string }>('users', owner.userId)) as { username: string }).username;

  workplaceId = (await at(T.workplace, () => createWorkplace(t, owner, { name: 'The Crown', services: [701, 702] }))) as string;
  [kit, ann] = (await at(T.employees, async () => [
    await createEmployee(t, owner, workplaceId, 'Kit'),
    await createEmployee(t, owner, workplaceId, 'Ann'),
  ])) as string[];
  shiftId = (await at(T.shift, () => addShift(t, owner, workplaceId, DAY, 702))) as string;
  a1 = (await at(T.kitAssigned, () => addAssignment(t, owner, shiftId, '10:00', '14:30', kit))) as string;
  a2 = (await at(T.annAdded, () => addAssignment(t, owner, shiftId, '15:00', '18:00', ann))) as string;
  await at(T.retimed, () =>
    t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(owner.auth)
      .send({ assignmentId: a1, timeStart: '11:00', timeEnd: '15:00' })
      .expect(200),
  );
  await at(T.reassigned, () =>
    t.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId: a2, employeeId: kit }).expect(200),
  );
  await at(T.renamed, () =>
    t
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({
        employee_id: kit,
        display_name: 'Kat',
        first_name: 'Kit',
        surname: 'Tester',
        rate: '10.00',
        services: [],
        workplace_id: workplaceId,
      })
      .expect(200),
  );
  await at(T.removed, () => t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({ assignment_id: a1 }).expect(200));

  // Another account's work on the same day, interleaved: none of it may show.
  t.clock.set('2026-12-03T11:00:00.000Z');
  othersWorkplaceId = await createWorkplace(t, other, { name: 'Other Place' });
  othersEmployee = await createEmployee(t, other, othersWorkplaceId, 'Zed');
  await addAssignment(t, other, await addShift(t, other, othersWorkplaceId, DAY, 701), '09:00', '10:00', othersEmployee);
  t.clock.set(T.removed);
});
afterAll(() => t.close());

describe('GET /audit/rota: the day as it stood', () => {
  it('is empty before the day had a shift, with no last change', async () => {
    const body = await rotaAt(after(T.employees));
    expect(body).toEqual({
      workplace: { id: workplaceId, name: 'The Crown', deleted: false },
      date: DAY,
      at: after(T.employees),
      shifts: [],
      lastChange: null,
    });
  });

  it('shows each instant exactly, names included as they were then', async () => {
    expect(await shiftsAt(T.shift)).toEqual([[]]);
    expect(await shiftsAt(after(T.kitAssigned))).toEqual([['a1 10:00-14:30 Kit']]);
    expect(await shiftsAt(after(T.annAdded))).toEqual([['a1 10:00-14:30 Kit', 'a2 15:00-18:00 Ann']]);
    expect(await shiftsAt(after(T.retimed))).toEqual([['a1 11:00-15:00 Kit', 'a2 15:00-18:00 Ann']]);
    expect(await shiftsAt(after(T.reassigned))).toEqual([['a1 11:00-15:00 Kit', 'a2 15:00-18:00 Kit']]);
    expect(await shiftsAt(after(T.renamed))).toEqual([['a1 11:00-15:00 Kat', 'a2 15:00-18:00 Kat']]);
    expect(await shiftsAt(after(T.removed))).toEqual([['a2 15:00-18:00 Kat']]);
  });

  it('counts a change made at the very instant asked for, and not one a millisecond later', async () => {
    expect(await shiftsAt(T.retimed)).toEqual([['a1 11:00-15:00 Kit', 'a2 15:00-18:00 Ann']]);
    expect(await shiftsAt(new Date(Date.parse(T.retimed) - 1).toISOString())).toEqual([['a1 10:00-14:30 Kit', 'a2 15:00-18:00 Ann']]);
    // The same instant written with an offset means the same moment.
    expect(await shiftsAt('2026-12-04T11:00:00+01:00')).toEqual(await shiftsAt(T.retimed));
  });

  it('answers the shift, the assignment shape and the last change with who and when', async () => {
    const body = await rotaAt(after(T.annAdded));
    expect(body.shifts).toEqual([
      {
        shiftId,
        serviceType: 702,
        serviceName: 'Kitchen Staff',
        serviceIcon: expect.any(String),
        assignments: [
          { assignmentId: a1, timeStart: '10:00:00', timeEnd: '14:30:00', employeeId: kit, employeeName: 'Kit', employeeRemoved: false },
          { assignmentId: a2, timeStart: '15:00:00', timeEnd: '18:00:00', employeeId: ann, employeeName: 'Ann', employeeRemoved: false },
        ],
      },
    ]);
    expect(body.lastChange).toEqual({
      position: expect.any(Number),
      at: T.annAdded,
      who: { userId: owner.userId, username: ownerName, displayName: ownerName },
    });
  });

  it('agrees with the live rota now', async () => {
    const live = await t.http().get('/api/assignments/getassignments').query({ shiftId }).set(owner.auth).expect(200);
    const audited = (await rotaAt(after(T.removed))).shifts[0].assignments;
    expect(
      audited.map((a: { assignmentId: string; timeStart: string; timeEnd: string; employeeId: string }) => ({
        assignment_id: a.assignmentId,
        time_start: a.timeStart,
        time_end: a.timeEnd,
        employee_id: a.employeeId,
      })),
    ).toEqual(
      live.body.map(({ assignment_id, time_start, time_end, employee_id }: Record<string, unknown>) => ({
        assignment_id,
        time_start,
        time_end,
        employee_id,
      })),
    );
  });
});

describe('GET /audit/diff: what changed between two instants', () => {
  it('finds the re-timing and the re-assignment, with who and when', async () => {
    const body = await ok('diff', { workplaceId, date: DAY, from: after(T.annAdded), to: after(T.reassigned) });
    const who = { userId: owner.userId, username: ownerName, displayName: ownerName };
    expect(body.added).toEqual([]);
    expect(body.removed).toEqual([]);
    expect(body.shiftsAdded).toEqual([]);
    expect(body.shiftsRemoved).toEqual([]);
    expect(body.retimed).toEqual([
      expect.objectContaining({
        assignmentId: a1,
        serviceName: 'Kitchen Staff',
        before: { timeStart: '10:00:00', timeEnd: '14:30:00' },
        after: { timeStart: '11:00:00', timeEnd: '15:00:00' },
        changedBy: { position: expect.any(Number), at: T.retimed, who },
      }),
    ]);
    expect(body.reassigned).toEqual([
      expect.objectContaining({
        assignmentId: a2,
        before: { employeeId: ann, employeeName: 'Ann' },
        after: { employeeId: kit, employeeName: 'Kit' },
        changedBy: { position: expect.any(Number), at: T.reassigned, who },
      }),
    ]);
    expect(body.changes.map((c: { type: string; at: string; summary: string }) => [c.type, c.at, c.summary])).toEqual([
      ['AssignmentTimed', T.retimed, 'Kitchen Staff 10:00-14:30 on Mon 7 Dec re-timed to 11:00-15:00 (Kit)'],
      ['EmployeeAssigned', T.reassigned, 'Kit assigned to Kitchen Staff 15:00-18:00 on Mon 7 Dec in place of Ann'],
    ]);
  });

  it('finds what was added and removed over the whole week', async () => {
    const body = await ok('diff', { workplaceId, date: DAY, from: T.workplace, to: after(T.removed) });
    expect(body.shiftsAdded).toEqual([
      expect.objectContaining({ shiftId, serviceName: 'Kitchen Staff', changedBy: expect.objectContaining({ at: T.shift }) }),
    ]);
    expect(body.added).toEqual([
      expect.objectContaining({
        assignmentId: a2,
        timeStart: '15:00:00',
        employeeName: 'Kat',
        changedBy: expect.objectContaining({ at: T.annAdded }),
      }),
    ]);
    expect(body.removed).toEqual([]);
    expect(body.changes).toHaveLength(6);

    const late = await ok('diff', { workplaceId, date: DAY, from: after(T.renamed), to: after(T.removed) });
    expect(late.removed).toEqual([
      expect.objectContaining({ assignmentId: a1, employeeName: 'Kat', changedBy: expect.objectContaining({ at: T.removed }) }),
    ]);
    expect(late.changes.map((c: { summary: string }) => c.summary)).toEqual(['Kitchen Staff 11:00-15:00 on Mon 7 Dec removed (Kat)']);
  });

  it('is empty between two equal instants', async () => {
    const body = await ok('diff', { workplaceId, date: DAY, from: T.retimed, to: T.retimed });
    expect(body).toMatchObject({ added: [], removed: [], retimed: [], reassigned: [], shiftsAdded: [], shiftsRemoved: [], changes: [] });
  });
});

describe('GET /audit/pay: pay hours as they stood', () => {
  const payAt = (instant: string) => ok('pay', { workplaceId, dates: JSON.stringify([PAY_DAY, '08/12/26']), at: instant });
  const hours = (rows: { display_name: string; hoursInDays: Record<string, number> }[]) =>
    Object.fromEntries(rows.map((r) => [r.display_name, r.hoursInDays]));

  it('gives each instant its own hours', async () => {
    expect(await payAt(T.shift)).toEqual([]);
    expect(hours(await payAt(after(T.annAdded)))).toEqual({ Kit: { [PAY_DAY]: 4.5 }, Ann: { [PAY_DAY]: 3 } });
    expect(hours(await payAt(after(T.retimed)))).toEqual({ Kit: { [PAY_DAY]: 4 }, Ann: { [PAY_DAY]: 3 } });
    expect(hours(await payAt(after(T.reassigned)))).toEqual({ Kit: { [PAY_DAY]: 7 } });
    expect(hours(await payAt(after(T.removed)))).toEqual({ Kat: { [PAY_DAY]: 3 } });
  });

  it('answers like the live pay API does now', async () => {
    const live = await t
      .http()
      .get('/api/pay/getpayfordates')
      .query({ workplaceId, dates: JSON.stringify([PAY_DAY]) })
      .set(owner.auth)
      .expect(200);
    expect(await ok('pay', { workplaceId, dates: JSON.stringify([PAY_DAY]), at: after(T.removed) })).toEqual(live.body);
  });
});

type EventAnswer = {
  position: number;
  eventId: string;
  streamId: string;
  type: string;
  at: string;
  who: { userId: string };
  data: Record<string, unknown>;
  summary: string;
};

describe('GET /audit/events: the timeline', () => {
  const allEvents = async (query: Record<string, unknown> = {}) =>
    (await ok('events', { workplaceId, limit: 500, ...query })).events as EventAnswer[];

  it('lists the workplace, its employees and its rota day in global order, each with who, data and a summary', async () => {
    const body = await ok('events', { workplaceId });
    expect(body.workplace).toEqual({ id: workplaceId, name: 'The Crown', deleted: false });
    expect(body.employees).toEqual([
      { employeeId: ann, displayName: 'Ann', removed: false },
      { employeeId: kit, displayName: 'Kat', removed: false },
    ]);
    expect(body.nextCursor).toBeNull();
    const events = body.events as EventAnswer[];
    expect(events.map((e) => e.position)).toEqual([...events.map((e) => e.position)].sort((a, b) => a - b));
    expect(events.map((e) => [e.type, e.at])).toEqual([
      ['WorkplaceCreated', T.workplace],
      ['EmployeeAdded', T.employees],
      ['EmployeeAdded', T.employees],
      ['ShiftCreated', T.shift],
      ['AssignmentAdded', T.kitAssigned],
      ['AssignmentAdded', T.annAdded],
      ['AssignmentTimed', T.retimed],
      ['EmployeeAssigned', T.reassigned],
      ['EmployeeUpdated', T.renamed],
      ['AssignmentRemoved', T.removed],
    ]);
    expect(events[4]).toEqual({
      position: expect.any(Number),
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      streamId: rotaStream(workplaceId, DAY),
      type: 'AssignmentAdded',
      at: T.kitAssigned,
      who: { userId: owner.userId, username: ownerName, displayName: ownerName, role: 'owner' },
      data: { assignmentId: a1, shiftId, startMinute: 600, endMinute: 870, employeeId: kit },
      summary: 'Kit assigned to Kitchen Staff 10:00-14:30 on Mon 7 Dec',
      kind: 'rota',
      rotaDate: DAY,
    });
    expect(events.map((e) => e.summary)).toEqual([
      'Workplace The Crown created (Cafe, rota hours 06:00-24:00)',
      'Kit added to The Crown (Kit Tester, £10.00 per hour)',
      'Ann added to The Crown (Ann Tester, £10.00 per hour)',
      'Kitchen Staff shift added on Mon 7 Dec',
      'Kit assigned to Kitchen Staff 10:00-14:30 on Mon 7 Dec',
      'Ann assigned to Kitchen Staff 15:00-18:00 on Mon 7 Dec',
      'Kitchen Staff 10:00-14:30 on Mon 7 Dec re-timed to 11:00-15:00 (Kit)',
      'Kit assigned to Kitchen Staff 15:00-18:00 on Mon 7 Dec in place of Ann',
      'Kit updated: renamed to Kat',
      'Kitchen Staff 11:00-15:00 on Mon 7 Dec removed (Kat)',
    ]);
  });

  it('pages with the cursor: the pages together are the whole list, in order', async () => {
    const whole = await allEvents();
    const seen: EventAnswer[] = [];
    let cursor: number | null = 0;
    let pages = 0;
    while (cursor !== null) {
      const page: { events: EventAnswer[]; nextCursor: number | null } = await ok('events', { workplaceId, limit: 3, cursor });
      expect(page.events.length).toBeLessThanOrEqual(3);
      seen.push(...page.events);
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(whole);
    expect((await ok('events', { workplaceId, cursor: whole[whole.length - 1].position })).events).toEqual([]);
  });

  it('pages newest first with order=newest: the same events, the other way round; oldest first stays the default', async () => {
    const whole = await allEvents();
    const seen: EventAnswer[] = [];
    let cursor: number | null = 0;
    let pages = 0;
    while (cursor !== null) {
      const page: { events: EventAnswer[]; nextCursor: number | null } = await ok('events', {
        workplaceId,
        limit: 3,
        cursor,
        order: 'newest',
      });
      seen.push(...page.events);
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(seen.map((e) => e.position)).toEqual([...whole].reverse().map((e) => e.position));
    expect(seen[0].type).toBe('AssignmentRemoved');
    expect((await ok('events', { workplaceId, limit: 1, order: 'oldest' })).events[0].type).toBe('WorkplaceCreated');
    expect((await ok('events', { workplaceId, limit: 1 })).events[0].type).toBe('WorkplaceCreated');
    const bad = await get('events', owner, { workplaceId, order: 'latest' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('order must be oldest or newest.');
  });

  it("writes money in the owner's currency: '€10.00 per hour' once the owner counts in euros", async () => {
    await t.http().put('/api/preferences/updatepreferences').set(owner.auth).send({ userId: owner.userId, currency: 'eur' }).expect(200);
    try {
      const summaries = (await allEvents({ kind: 'employee' })).map((e) => e.summary);
      expect(summaries.slice(0, 2)).toEqual([
        'Kit added to The Crown (Kit Tester, €10.00 per hour)',
        'Ann added to The Crown (Ann Tester, €10.00 per hour)',
      ]);
    } finally {
      await t.http().put('/api/preferences/updatepreferences').set(owner.auth).send({ userId: owner.userId, currency: 'gbp' }).expect(200);
    }
  });

  it('filters by kind, day, employee and time', async () => {
    expect((await allEvents({ kind: 'employee' })).map((e) => e.type)).toEqual(['EmployeeAdded', 'EmployeeAdded', 'EmployeeUpdated']);
    expect((await allEvents({ kind: 'workplace' })).map((e) => e.type)).toEqual(['WorkplaceCreated']);
    expect(await allEvents({ kind: 'rota' })).toHaveLength(6);
    expect(await allEvents({ date: DAY })).toHaveLength(6);
    expect(await allEvents({ date: '2026-12-08' })).toEqual([]);
    // Ann's own event, her assignment, and the re-assignment that took it from her.
    expect((await allEvents({ employeeId: ann })).map((e) => e.at)).toEqual([T.employees, T.annAdded, T.reassigned]);
    expect((await allEvents({ from: T.retimed, to: T.renamed })).map((e) => e.at)).toEqual([T.retimed, T.reassigned, T.renamed]);
  });
});

describe('GET /audit/export: a file for a dispute', () => {
  const exportOf = (format: string, query: Record<string, unknown> = {}) =>
    get('export', owner, { workplaceId, format, ...query })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });

  it('holds every event of the workplace and nothing of another account (JSON)', async () => {
    t.clock.set('2026-12-07T15:30:00.000Z');
    const response = await exportOf('json');
    t.clock.set(T.removed);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="rotaledger-audit-the-crown-2026-12-07.json"');
    const file = JSON.parse(response.body as string);
    expect(file).toMatchObject({ workplaceId, exportedAt: '2026-12-07T15:30:00.000Z', from: null, to: null });

    const ours = new Set([workplaceStream(workplaceId), employeeStream(kit), employeeStream(ann), rotaStream(workplaceId, DAY)]);
    const stored = (await t.eventStore.readAll({ limit: 10_000 })).filter((e) => ours.has(e.streamId));
    expect(file.events.map((e: EventAnswer) => [e.eventId, e.position])).toEqual(stored.map((e) => [e.id, e.position]));
    expect(file.events.every((e: EventAnswer) => e.who.userId === owner.userId)).toBe(true);
    const text = response.body as string;
    for (const foreign of [other.userId, othersWorkplaceId, othersEmployee, 'Other Place', 'Zed']) expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/hash|token|password/i);
  });

  it('writes CSV with a BOM, the columns and RFC 4180 quoting, one row per event', async () => {
    const response = await exportOf('csv', { from: T.shift, to: T.retimed });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="rotaledger-audit-the-crown-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('position,event_id,stream,type,at,user_id,username,summary,data_json');
    expect(lines[lines.length - 1]).toBe('');
    expect(lines.slice(1, -1)).toHaveLength(4);
    const added = lines.find((line) => line.includes(',AssignmentAdded,'))!;
    expect(added).toContain(
      `,${rotaStream(workplaceId, DAY)},AssignmentAdded,${T.kitAssigned},${owner.userId},${ownerName},Kit assigned to Kitchen Staff 10:00-14:30 on Mon 7 Dec,`,
    );
    expect(added).toContain(`"{""assignmentId"":""${a1}"",`);
  });
});

describe('ownership and sessions', () => {
  const routes: [string, Record<string, unknown>][] = [
    ['workplaces', {}],
    ['events', {}],
    ['rota', { date: DAY, at: T.removed }],
    ['diff', { date: DAY, from: T.shift, to: T.removed }],
    ['pay', { dates: JSON.stringify([PAY_DAY]), at: T.removed }],
    ['export', { format: 'json' }],
  ];

  it.each(routes)('GET /audit/%s needs a session (401)', async (path, query) => {
    const response = await get(path, null, { workplaceId, ...query });
    expect(response.status).toBe(401);
  });

  it.each(routes)("GET /audit/%s refuses another user's userId (403)", async (path, query) => {
    const response = await get(path, owner, { workplaceId, userId: other.userId, ...query });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('You can only access your own data.');
  });

  it.each(routes.slice(1))("GET /audit/%s answers 404 for another account's workplace and an unknown one", async (path, query) => {
    for (const id of [othersWorkplaceId, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(path, owner, { workplaceId: id, ...query });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Workplace not found.', error: 'Not Found' });
    }
    expect((await get(path, other, { workplaceId: othersWorkplaceId, ...query })).status).toBe(200);
  });

  it("answers 404 for another account's employee as a filter", async () => {
    const response = await get('events', owner, { workplaceId, employeeId: othersEmployee });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Employee not found.');
  });

  it('lists only the caller’s workplaces', async () => {
    expect(await ok('workplaces', {})).toEqual([{ id: workplaceId, name: 'The Crown', deleted: false }]);
    expect(await ok('workplaces', {}, other)).toEqual([{ id: othersWorkplaceId, name: 'Other Place', deleted: false }]);
  });
});

describe('bad parameters are 400s with a clear message', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['events', { workplaceId: undefined }, 'workplaceId is required.'],
    ['events', { workplaceId: 'not-a-uuid' }, 'workplaceId must be a valid id.'],
    ['events', { from: 'yesterday' }, 'from must be an ISO instant with a time zone, like 2026-12-07T10:00:00Z.'],
    ['events', { to: '2026-12-07T10:00:00' }, 'to must be an ISO instant with a time zone, like 2026-12-07T10:00:00Z.'],
    ['events', { from: T.removed, to: T.shift }, 'from must not be later than to.'],
    ['events', { cursor: '-1' }, 'cursor must be a whole number of 0 or more.'],
    ['events', { cursor: 'abc' }, 'cursor must be a whole number of 0 or more.'],
    ['events', { limit: '0' }, 'limit must be a whole number from 1 to 500.'],
    ['events', { limit: '501' }, 'limit must be a whole number from 1 to 500.'],
    ['events', { limit: '2.5' }, 'limit must be a whole number from 1 to 500.'],
    ['events', { kind: 'user' }, 'kind must be workplace, employee or rota.'],
    ['events', { date: '07/12/26' }, 'date must be a real date in the form yyyy-mm-dd.'],
    ['events', { employeeId: 'kit' }, 'employeeId must be a valid id.'],
    ['rota', { date: DAY }, 'at is required.'],
    ['rota', { date: DAY, at: '2026-02-30T10:00:00Z' }, 'at must be an ISO instant with a time zone, like 2026-12-07T10:00:00Z.'],
    ['rota', { date: '2026-02-30', at: T.shift }, 'date must be a real date in the form yyyy-mm-dd.'],
    ['rota', { at: T.shift }, 'date is required.'],
    ['diff', { date: DAY, from: T.shift }, 'to is required.'],
    ['diff', { date: DAY, from: T.removed, to: T.shift }, 'from must not be later than to.'],
    ['pay', { at: T.shift }, 'dates is required.'],
    ['pay', { dates: '["2026-12-07"]', at: T.shift }, 'Every date must be a real date in the form dd/mm/yy.'],
    ['pay', { dates: JSON.stringify([PAY_DAY]) }, 'at is required.'],
    ['export', {}, 'format must be csv or json.'],
    ['export', { format: 'xml' }, 'format must be csv or json.'],
  ];

  it.each(cases)('GET /audit/%s with %j', async (path, query, message) => {
    const response = await get(path, owner, { workplaceId, ...query });
    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('refuses a repeated parameter', async () => {
    const response = await t
      .http()
      .get(`/api/audit/rota?workplaceId=${workplaceId}&date=${DAY}&at=${T.shift}&at=${T.removed}`)
      .set(owner.auth);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('at must be an ISO instant with a time zone, like 2026-12-07T10:00:00Z.');
  });
});

describe('histories that outlive their subject', () => {
  let manager: SignedUpUser;
  let first: string;
  let second: string;
  let moved: string;

  beforeAll(async () => {
    t.clock.set('2026-12-10T08:00:00.000Z');
    manager = await signUp(t);
    first = await createWorkplace(t, manager, { name: 'First Cafe' });
    second = await createWorkplace(t, manager, { name: 'Second Cafe' });
    moved = await createEmployee(t, manager, first, 'Mo');
    t.clock.set('2026-12-10T09:00:00.000Z');
    await t
      .http()
      .put('/api/employees/updateemployee')
      .set(manager.auth)
      .send({
        employee_id: moved,
        display_name: 'Mo',
        first_name: 'Mo',
        surname: 'Tester',
        rate: '10.00',
        services: [],
        workplace_id: second,
      })
      .expect(200);
    t.clock.set('2026-12-10T10:00:00.000Z');
    await t
      .http()
      .put('/api/employees/updateemployee')
      .set(manager.auth)
      .send({
        employee_id: moved,
        display_name: 'Mo',
        first_name: 'Mo',
        surname: 'Tester',
        rate: '12.00',
        services: [],
        workplace_id: second,
      })
      .expect(200);
  });

  const typesOf = async (id: string) =>
    ((await ok('events', { workplaceId: id }, manager)).events as EventAnswer[]).map((e) => `${e.type} ${e.summary}`);

  it('shows an employee who moved in both workplaces, each only while they were there', async () => {
    expect(await typesOf(first)).toEqual([
      'WorkplaceCreated Workplace First Cafe created (Cafe, rota hours 06:00-24:00)',
      'EmployeeAdded Mo added to First Cafe (Mo Tester, £10.00 per hour)',
      'EmployeeUpdated Mo updated: moved from First Cafe to Second Cafe from Fri 11 Dec 2026',
    ]);
    expect(await typesOf(second)).toEqual([
      'WorkplaceCreated Workplace Second Cafe created (Cafe, rota hours 06:00-24:00)',
      'EmployeeUpdated Mo updated: moved from First Cafe to Second Cafe from Fri 11 Dec 2026',
      'EmployeeUpdated Mo updated: rate £10.00 → £12.00 per hour from Thu 10 Dec 2026',
    ]);
  });

  it("keeps a deleted workplace's history for its owner", async () => {
    t.clock.set('2026-12-11T09:00:00.000Z');
    await t
      .http()
      .delete('/api/workplaces/deleteworkplace')
      .set(manager.auth)
      .send({ workplace_id: first, user_id: manager.userId })
      .expect(200);
    const body = await ok('events', { workplaceId: first }, manager);
    expect(body.workplace).toEqual({ id: first, name: 'First Cafe', deleted: true });
    expect(body.events.at(-1).summary).toBe('Workplace First Cafe deleted');
    expect(await ok('workplaces', {}, manager)).toEqual([
      { id: second, name: 'Second Cafe', deleted: false },
      { id: first, name: 'First Cafe', deleted: true },
    ]);
  });

  it('is gone with the account', async () => {
    await t.caughtUp();
    expect(await t.readModels.find(AUDIT_STREAMS, { ownerId: manager.userId })).not.toEqual([]);
    await t.http().delete('/api/users/deleteuser').set(manager.auth).send({ user_id: manager.userId, password: GOOD_PASSWORD }).expect(204);
    expect(await t.readModels.find(AUDIT_STREAMS, { ownerId: manager.userId })).toEqual([]);
    expect(await t.eventStore.readStream(workplaceStream(second))).toEqual([]);
    expect((await get('events', manager, { workplaceId: second })).status).toBe(401);
    expect((await get('events', owner, { workplaceId: second })).status).toBe(404);
  });
});
