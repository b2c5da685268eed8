import { ACCESS_MESSAGES, AUTOFILL_MESSAGES, beyondHorizonMessage, ROTA_MESSAGES } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee } from '../../../test/rota-fixtures';
import { newMember } from '../../../test/team.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * The auto-fill's API (issue 38) on the real embedded stores. The café's open shifts have one
 * right answer for any correct solver (every hard rule kept, as many filled as can be, then the
 * lowest cost), so these expectations hold for any correct solver; the app's is HiGHS.
 *
 * Harbour Café (Server 701, Kitchen Staff 702), Monday 7 to Wednesday 9 December 2026:
 * - Ann: Server, £13.00, any time; approved time off on Tuesday 8.
 * - Bob: Server and Kitchen Staff, £14.00, available 06:00-14:00 every day.
 * - Cal: Kitchen Staff, £12.80, available 06:00-15:00 every day; works 06:00-10:00 on Monday 7 at
 *   Harbour Kiosk, the day he moves to the café.
 */
const NOW = '2026-12-07T05:00:00.000Z';
const MON = '2026-12-07';
const TUE = '2026-12-08';
const WED = '2026-12-09';
const THU = '2026-12-10';
const FRI = '2026-12-11';
const SAT = '2026-12-12';
const SERVER = 701;
const KITCHEN = 702;

let t: TestApp;
let owner: SignedUpUser;
let manager: SignedUpUser;
let auditor: SignedUpUser;
let stranger: SignedUpUser;
let cafe: string;
let kiosk: string;
let theirCafe: string;
let ann: string;
let bob: string;
let cal: string;
let calToken: string;
/** The café's open assignments of Monday to Wednesday. */
const slot = {} as Record<'monServer' | 'monKitchen' | 'tueServer' | 'wedLateKitchen' | 'wedKitchen', string>;

type Reason = { code: string; text: string };
interface Proposal {
  proposalId: string;
  rows: {
    assignmentId: string;
    employeeId: string;
    date: string;
    timeStart: string;
    timeEnd: string;
    costPence: number;
    reasons: Reason[];
  }[];
  unfilled: {
    assignmentId: string;
    date: string;
    timeStart: string;
    timeEnd: string;
    serviceType: number;
    reasons: (Reason & { employeeId: string })[];
  }[];
  totals: { open: number; filled: number; costPence: number; hours: Record<string, { hours: number }> };
  solver: { name: string; version: string; ms: number; optimal: boolean };
}

const fill = (body: Record<string, unknown>, user: SignedUpUser = owner) => t.http().post('/api/rota/autofill').set(user.auth).send(body);
const accept = (body: Record<string, unknown>, user: SignedUpUser = owner) =>
  t.http().post('/api/rota/autofill/accept').set(user.auth).send(body);
const proposeOk = async (from: string, to: string, user: SignedUpUser = owner): Promise<Proposal> =>
  (await fill({ workplaceId: cafe, from, to, userId: user.userId }, user).expect(201)).body as Proposal;
/** Who each row gives each assignment to (a solver may list rows of the same time in any order). */
const givenTo = (proposal: Proposal) => Object.fromEntries(proposal.rows.map((r) => [r.assignmentId, r.employeeId]));
const refusal = (response: { status: number; body: { message?: string } }) => [response.status, response.body.message];

const tokenFor = async (employeeId: string) =>
  (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employeeId }).expect(201)).body.token as string;
const everyDay = (from: string, to: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from, to }]]));
async function approvedTimeOff(token: string, date: string): Promise<void> {
  const asked = await t.http().post(`/api/staff/${token}/timeoff`).send({ from: date, to: date }).expect(201);
  await t.http().post('/api/requests/decide').set(owner.auth).send({ requestId: asked.body.requestId, approve: true }).expect(204);
}
const updateEmployee = (employeeId: string, name: string, rate: string, services: number[]) =>
  t
    .http()
    .put('/api/employees/updateemployee')
    .set(owner.auth)
    .send({
      user_id: owner.userId,
      employee_id: employeeId,
      workplace_id: cafe,
      display_name: name,
      first_name: name,
      surname: 'Tester',
      rate,
      services,
    })
    .expect(200);
const openShift = async (date: string, serviceType: number, start: string, end: string) =>
  addAssignment(t, owner, await addShift(t, owner, cafe, date, serviceType), start, end, null);

/** The café's days as the planner reads them: "name HH:MM-HH:MM" per assignment, "open …" for an open one. */
async function planned(from: string, to: string): Promise<string[]> {
  const response = await t
    .http()
    .get('/api/shifts/getweeklyshifts')
    .query({ workplaceId: cafe, startDate: from, endDate: to })
    .set(owner.auth)
    .expect(200);
  const body = response.body as {
    weekShifts: Record<string, Record<string, { time_start: string; time_end: string }[]>>;
    openShifts: Record<string, { time_start: string; time_end: string }[]>;
  };
  const name = (id: string) => ({ [ann]: 'Ann', [bob]: 'Bob', [cal]: 'Cal' })[id] ?? id;
  const span = (a: { time_start: string; time_end: string }) => `${a.time_start.slice(0, 5)}-${a.time_end.slice(0, 5)}`;
  const held = Object.entries(body.weekShifts).flatMap(([employeeId, days]) =>
    Object.entries(days).flatMap(([date, list]) => list.map((a) => `${date} ${name(employeeId)} ${span(a)}`)),
  );
  const open = Object.entries(body.openShifts).flatMap(([date, list]) => list.map((a) => `${date} open ${span(a)}`));
  return [...held, ...open].sort();
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  t.clock.set(NOW);
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { name: 'Harbour Café', services: [SERVER, KITCHEN], rotaStartTime: 0 });
  kiosk = await createWorkplace(t, owner, { name: 'Harbour Kiosk', services: [SERVER, KITCHEN], rotaStartTime: 0 });
  ann = await createEmployee(t, owner, cafe, 'Ann');
  bob = await createEmployee(t, owner, cafe, 'Bob');
  cal = await createEmployee(t, owner, kiosk, 'Cal');
  await addAssignment(t, owner, await addShift(t, owner, kiosk, MON, KITCHEN), '06:00', '10:00', cal);
  await moveEmployee(t, owner, cal, cafe, 'Cal');
  await updateEmployee(ann, 'Ann', '13.00', [SERVER]);
  await updateEmployee(bob, 'Bob', '14.00', [SERVER, KITCHEN]);
  await updateEmployee(cal, 'Cal', '12.80', [KITCHEN]);
  const [annToken, bobToken] = [await tokenFor(ann), await tokenFor(bob)];
  calToken = await tokenFor(cal);
  await t
    .http()
    .put(`/api/staff/${bobToken}/availability`)
    .send({ weekly: everyDay('06:00', '14:00'), exceptions: [] })
    .expect(204);
  await t
    .http()
    .put(`/api/staff/${calToken}/availability`)
    .send({ weekly: everyDay('06:00', '15:00'), exceptions: [] })
    .expect(204);
  await approvedTimeOff(annToken, TUE);

  slot.monServer = await openShift(MON, SERVER, '07:00', '11:00');
  slot.monKitchen = await openShift(MON, KITCHEN, '08:00', '12:00');
  slot.tueServer = await openShift(TUE, SERVER, '09:00', '13:00');
  slot.wedLateKitchen = await openShift(WED, KITCHEN, '16:00', '20:00');
  slot.wedKitchen = await openShift(WED, KITCHEN, '10:00', '14:00');

  manager = await newMember(t, owner, 'manager');
  auditor = await newMember(t, owner, 'auditor');
  stranger = await signUp(t);
  theirCafe = await createWorkplace(t, stranger);
});
afterAll(() => t.close());

describe('POST /rota/autofill', () => {
  it('proposes the one right answer: rows, each unfilled shift with every person’s reason, and the totals', async () => {
    const proposal = await proposeOk(MON, WED);
    const rows = proposal.rows.map(({ assignmentId, employeeId, date, timeStart, timeEnd, costPence }) => ({
      assignmentId,
      employeeId,
      date,
      timeStart,
      timeEnd,
      costPence,
    }));
    expect(rows.sort((a, b) => `${a.date} ${a.timeStart}`.localeCompare(`${b.date} ${b.timeStart}`))).toEqual([
      // Ann and Bob could both serve; Ann is cheaper (4 h × £13.00).
      { assignmentId: slot.monServer, employeeId: ann, date: MON, timeStart: '07:00', timeEnd: '11:00', costPence: 5200 },
      // Cal is at the kiosk until 10:00: only Bob (4 h × £14.00).
      { assignmentId: slot.monKitchen, employeeId: bob, date: MON, timeStart: '08:00', timeEnd: '12:00', costPence: 5600 },
      // Ann is on time off: only Bob.
      { assignmentId: slot.tueServer, employeeId: bob, date: TUE, timeStart: '09:00', timeEnd: '13:00', costPence: 5600 },
      // Cal and Bob could; Cal is cheaper (4 h × £12.80).
      { assignmentId: slot.wedKitchen, employeeId: cal, date: WED, timeStart: '10:00', timeEnd: '14:00', costPence: 5120 },
    ]);
    for (const row of proposal.rows) {
      expect(row.reasons.length).toBeGreaterThan(0);
      for (const reason of row.reasons) expect(reason.text.length).toBeGreaterThan(0);
    }
    expect(proposal.unfilled).toHaveLength(1);
    const [gap] = proposal.unfilled;
    expect({ ...gap, reasons: undefined }).toEqual({
      assignmentId: slot.wedLateKitchen,
      date: WED,
      timeStart: '16:00',
      timeEnd: '20:00',
      serviceType: KITCHEN,
      reasons: undefined,
    });
    const why = Object.fromEntries(gap.reasons.map((r) => [r.employeeId, r.code]));
    expect(why).toEqual({ [ann]: 'no-service', [bob]: 'unavailable', [cal]: 'unavailable' });
    for (const reason of gap.reasons) expect(reason.text.length).toBeGreaterThan(0);
    // 5200 + 5600 + 5600 + 5120; Cal's hours count his 4 h at the kiosk too.
    expect(proposal.totals.open).toBe(5);
    expect(proposal.totals.filled).toBe(4);
    expect(proposal.totals.costPence).toBe(21520);
    expect(proposal.totals.hours[ann].hours).toBe(4);
    expect(proposal.totals.hours[bob].hours).toBe(8);
    expect(proposal.totals.hours[cal].hours).toBe(8);
    expect(proposal.solver).toEqual({
      name: expect.any(String),
      version: expect.any(String),
      ms: expect.any(Number),
      optimal: expect.any(Boolean),
    });
  });

  it('changes no assignment', async () => {
    const before = await planned(MON, WED);
    await proposeOk(MON, WED);
    expect(await planned(MON, WED)).toEqual(before);
    expect(before.filter((line) => line.includes('open'))).toHaveLength(5);
  });

  it('answers the same inputs with the same proposal (a new proposalId)', async () => {
    const first = await proposeOk(MON, WED);
    const second = await proposeOk(MON, WED);
    expect(second.proposalId).not.toBe(first.proposalId);
    expect([second.rows, second.unfilled, second.totals]).toEqual([first.rows, first.unfilled, first.totals]);
  });

  it('records the run in the workplace history, with who asked and the inputs’ digest', async () => {
    const proposal = await proposeOk(MON, WED, manager);
    const history = await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId: cafe, kind: 'autofill' }).expect(200);
    const events = history.body.events as {
      type: string;
      summary: string;
      who: { userId: string; role?: string };
      data: Record<string, unknown>;
    }[];
    const run = events.find((e) => e.data.proposalId === proposal.proposalId);
    expect(run).toMatchObject({
      type: 'AutoFillProposed',
      summary: `Auto-fill proposed 4 of 5 open shifts for 7–9 Dec (proposal ${proposal.proposalId.slice(0, 8)})`,
      who: { userId: manager.userId, role: 'manager' },
    });
    expect(run!.data.inputDigest).toMatch(/^[0-9a-f]{64}$/);
    // The same rota, the same digest.
    const again = await proposeOk(MON, WED);
    const all = (await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId: cafe, kind: 'autofill' }).expect(200)).body
      .events as { data: Record<string, unknown> }[];
    expect(all.find((e) => e.data.proposalId === again.proposalId)!.data.inputDigest).toBe(run!.data.inputDigest);
  });

  it('refuses bad input with 400 and its message', async () => {
    const bad = async (body: Record<string, unknown>) => refusal(await fill({ workplaceId: cafe, from: MON, to: WED, ...body }));
    expect(await bad({ from: WED, to: MON })).toEqual([400, AUTOFILL_MESSAGES.rangeBackwards]);
    // 31 days, both included, is the most: 7 Dec to 6 Jan.
    expect(await bad({ from: MON, to: '2027-01-07' })).toEqual([400, AUTOFILL_MESSAGES.rangeTooLong]);
    expect((await fill({ workplaceId: cafe, from: MON, to: '2027-01-06' })).status).toBe(201);
    expect(await bad({ from: '2028-01-03', to: '2028-01-04' })).toEqual([400, beyondHorizonMessage(MON)]);
    expect(await bad({ goal: 'cheap' })).toEqual([400, AUTOFILL_MESSAGES.goal]);
    expect(await bad({ mayMoveOthers: 'yes' })).toEqual([400, AUTOFILL_MESSAGES.mayMoveOthers]);
    expect(await bad({ from: '2026-02-30' })).toEqual([400, 'from must be a real date in the form yyyy-mm-dd.']);
    expect(await bad({ workplaceId: undefined })).toEqual([400, 'workplaceId is required.']);
    expect((await fill({ workplaceId: cafe, from: MON, to: WED, goal: 'fair' })).status).toBe(201);
  });
});

describe('access', () => {
  it('refuses an auditor with the auditor’s 403 on both routes', async () => {
    const proposal = await proposeOk(MON, WED);
    const proposed = await fill({ workplaceId: cafe, from: MON, to: WED }, auditor);
    const accepted = await accept({ proposalId: proposal.proposalId }, auditor);
    for (const response of [proposed, accepted]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(ACCESS_MESSAGES.auditorReadOnly);
    }
  });

  it('answers 404 for a workplace or a proposal of another team', async () => {
    const proposal = await proposeOk(MON, WED);
    expect(refusal(await fill({ workplaceId: cafe, from: MON, to: WED }, stranger))).toEqual([404, ROTA_MESSAGES.workplaceNotFound]);
    expect(refusal(await fill({ workplaceId: theirCafe, from: MON, to: WED }))).toEqual([404, ROTA_MESSAGES.workplaceNotFound]);
    expect(refusal(await accept({ proposalId: proposal.proposalId }, stranger))).toEqual([404, AUTOFILL_MESSAGES.proposalNotFound]);
    expect(refusal(await accept({ proposalId: '00000000-0000-4000-8000-000000000000' }))).toEqual([
      404,
      AUTOFILL_MESSAGES.proposalNotFound,
    ]);
  });
});

describe('POST /rota/autofill/accept', () => {
  it('answers 409 and places nothing when a chosen row’s person got time off since', async () => {
    const thursday = await openShift(THU, KITCHEN, '10:00', '14:00');
    const proposal = await proposeOk(THU, THU);
    expect(givenTo(proposal)).toEqual({ [thursday]: cal });
    await approvedTimeOff(calToken, THU);
    expect(refusal(await accept({ proposalId: proposal.proposalId }))).toEqual([409, AUTOFILL_MESSAGES.rotaChanged]);
    expect(await planned(THU, THU)).toEqual([`${THU} open 10:00-14:00`]);
  });

  it('answers 409 and places nothing when a chosen slot was given by hand since', async () => {
    const friday = await openShift(FRI, SERVER, '09:00', '13:00');
    const fridayKitchen = await openShift(FRI, KITCHEN, '09:00', '13:00');
    const proposal = await proposeOk(FRI, FRI);
    expect(givenTo(proposal)).toEqual({ [friday]: ann, [fridayKitchen]: cal });
    await t.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId: friday, employeeId: bob }).expect(200);
    expect(refusal(await accept({ proposalId: proposal.proposalId }))).toEqual([409, AUTOFILL_MESSAGES.rotaChanged]);
    expect(await planned(FRI, FRI)).toEqual([`${FRI} Bob 09:00-13:00`, `${FRI} open 09:00-13:00`]);
    // A row that nothing changed under can still be accepted alone.
    expect((await accept({ proposalId: proposal.proposalId, assignmentIds: [fridayKitchen] }).expect(200)).body.placed).toBe(1);
    expect(await planned(FRI, FRI)).toEqual([`${FRI} Bob 09:00-13:00`, `${FRI} Cal 09:00-13:00`]);
  });

  it('places the chosen rows only, and refuses an id that is not a row of the proposal', async () => {
    const proposal = await proposeOk(MON, WED);
    expect(refusal(await accept({ proposalId: proposal.proposalId, assignmentIds: [slot.wedLateKitchen] }))).toEqual([
      400,
      AUTOFILL_MESSAGES.notARow,
    ]);
    const accepted = await accept({ proposalId: proposal.proposalId, assignmentIds: [slot.monServer] }).expect(200);
    expect(accepted.body).toEqual({ changeId: expect.stringMatching(/^[0-9a-f-]{36}$/), placed: 1 });
    expect(await planned(MON, WED)).toEqual([
      `${MON} Ann 07:00-11:00`,
      `${MON} open 08:00-12:00`,
      `${TUE} open 09:00-13:00`,
      `${WED} open 10:00-14:00`,
      `${WED} open 16:00-20:00`,
    ]);
  });

  it('places every row as one change, says so in the history, refuses a second accept, and undoes as one entry', async () => {
    const proposal = await proposeOk(MON, WED);
    expect(givenTo(proposal)).toEqual({ [slot.monKitchen]: bob, [slot.tueServer]: bob, [slot.wedKitchen]: cal });
    const accepted = await accept({ proposalId: proposal.proposalId, userId: manager.userId }, manager).expect(200);
    expect(accepted.body.placed).toBe(3);
    const placed = [
      `${MON} Ann 07:00-11:00`,
      `${MON} Bob 08:00-12:00`,
      `${TUE} Bob 09:00-13:00`,
      `${WED} Cal 10:00-14:00`,
      `${WED} open 16:00-20:00`,
    ];
    expect(await planned(MON, WED)).toEqual(placed);

    // Twice: the slots are no longer open, so nothing is placed again.
    expect(refusal(await accept({ proposalId: proposal.proposalId }))).toEqual([409, AUTOFILL_MESSAGES.rotaChanged]);
    expect(await planned(MON, WED)).toEqual(placed);

    const me = (await t.http().get('/api/auth/me').set(manager.auth).expect(200)).body as { username: string };
    const history = await t
      .http()
      .get('/api/audit/events')
      .set(owner.auth)
      .query({ workplaceId: cafe, kind: 'rota', date: TUE })
      .expect(200);
    const summaries = (history.body.events as { type: string; summary: string }[])
      .filter((e) => e.type === 'EmployeeAssigned')
      .map((e) => e.summary);
    expect(summaries).toEqual([
      `Bob assigned to Server 09:00-13:00 on Tue 8 Dec: assigned by auto-fill (proposal ${proposal.proposalId.slice(0, 8)}), accepted by ${me.username} (manager)`,
    ]);

    const undone = await t.http().post('/api/rota/undo').set(owner.auth).send({ changeId: accepted.body.changeId }).expect(201);
    expect(undone.body.undone).toBe(3);
    expect(await planned(MON, WED)).toEqual([
      `${MON} Ann 07:00-11:00`,
      `${MON} open 08:00-12:00`,
      `${TUE} open 09:00-13:00`,
      `${WED} open 10:00-14:00`,
      `${WED} open 16:00-20:00`,
    ]);
  });

  it('answers 404 for a proposal older than 24 hours, by the clock', async () => {
    await openShift(SAT, SERVER, '09:00', '13:00');
    const proposal = await proposeOk(SAT, SAT);
    expect(proposal.rows).toHaveLength(1);
    t.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    expect(refusal(await accept({ proposalId: proposal.proposalId }))).toEqual([404, AUTOFILL_MESSAGES.proposalNotFound]);
    expect(await planned(SAT, SAT)).toEqual([`${SAT} open 09:00-13:00`]);
  });
});
