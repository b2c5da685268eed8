import { compareReadModels, createReadModelStore, rebuildReadModels } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, removeEmployee } from '../test/rota-fixtures';
import { createTestApp, TestApp } from '../test/test-app';
import { employeesProjection } from './organisation/employees/projections/employees.projection';
import { rotaProjection } from './rota/projections/rota.projection';

/**
 * Rates by date (a rise never reprices earlier days) and moves between workplaces (the old
 * workplace's later shifts open up, so one slot is never paid twice), across the employees,
 * pay and audit contexts, and rebuilt from the event log alike.
 */

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  [owner, other] = [await signUp(t), await signUp(t)]; // the clock stands at Mon 2026-01-05 09:00 UTC
});
afterAll(() => t.close());

interface PayRow {
  employee_id: string;
  display_name: string;
  rate: number | null;
  minutesInDays: Record<string, number>;
  rateInDays: Record<string, number>;
  payPenceInDays: Record<string, number>;
  payPence: number | null;
}

const WEEK = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09'];
const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;

async function payFor(workplaceId: string, dates: string[], user = owner): Promise<PayRow[]> {
  const response = await t
    .http()
    .get('/api/pay/getpayfordates')
    .query({ workplaceId, dates: JSON.stringify(dates.map(short)), userId: user.userId })
    .set(user.auth);
  expect(response.status).toBe(200);
  return response.body as PayRow[];
}

async function auditPayFor(workplaceId: string, dates: string[], user = owner): Promise<PayRow[]> {
  const at = t.clock.now().toISOString();
  const response = await t
    .http()
    .get('/api/audit/pay')
    .query({ workplaceId, dates: JSON.stringify(dates.map(short)), at })
    .set(user.auth);
  expect(response.status).toBe(200);
  return response.body as PayRow[];
}

const update = (user: SignedUpUser, body: Record<string, unknown>) =>
  t.http().put('/api/employees/updateemployee').set(user.auth).send(body);

async function addAt(rate: string, workplaceId: string, displayName: string): Promise<string> {
  const response = await t.http().post('/api/employees/createemployee').set(owner.auth).send({
    workplace_id: workplaceId,
    display_name: displayName,
    first_name: displayName,
    surname: 'Tester',
    rate,
    services: [],
    created_by: owner.userId,
  });
  expect(response.status).toBe(201);
  return response.body.employee_id as string;
}

const editOf = (employeeId: string, workplaceId: string, displayName: string, rate: string) => ({
  employee_id: employeeId,
  display_name: displayName,
  first_name: displayName,
  surname: 'Tester',
  rate,
  services: [],
  workplace_id: workplaceId,
  user_id: owner.userId,
});

async function employeeAnswer(employeeId: string) {
  const response = await t.http().get('/api/employees/getemployees').query({ userId: owner.userId }).set(owner.auth).expect(200);
  return (response.body as { employee_id: string; rate: number; rate_history: unknown[] }[]).find((e) => e.employee_id === employeeId);
}

const upcoming = (user: SignedUpUser, query: Record<string, unknown>) =>
  t.http().get('/api/employees/upcomingshifts').query(query).set(user.auth);

describe('pay rates by date', () => {
  let workplaceId: string;
  let amira: string;

  beforeAll(async () => {
    workplaceId = await createWorkplace(t, owner, { services: [701] });
    amira = await addAt('12.21', workplaceId, 'Amira');
    for (const date of WEEK) await addAssignment(t, owner, await addShift(t, owner, workplaceId, date), '09:00', '16:45', amira);
  });

  it('a rise from a date leaves the earlier days as paid and prices the later days at the new rate', async () => {
    const before = await payFor(workplaceId, WEEK);
    expect(before[0].payPenceInDays).toEqual(Object.fromEntries(WEEK.map((d) => [short(d), 9463])));
    expect(before[0].rateInDays).toEqual(Object.fromEntries(WEEK.map((d) => [short(d), 12.21])));

    expect((await update(owner, { ...editOf(amira, workplaceId, 'Amira', '13.00'), rate_effective_from: '2026-01-07' })).status).toBe(200);

    const [after] = await payFor(workplaceId, WEEK);
    expect(after.rate).toBe(13);
    expect(after.rateInDays).toEqual({ '05/01/26': 12.21, '06/01/26': 12.21, '07/01/26': 13, '08/01/26': 13, '09/01/26': 13 });
    expect(after.payPenceInDays).toEqual({ '05/01/26': 9463, '06/01/26': 9463, '07/01/26': 10075, '08/01/26': 10075, '09/01/26': 10075 });
    expect(after.minutesInDays).toEqual(before[0].minutesInDays);
    // The week's pay: 15 h 30 at £12.21 (£189.26) and 23 h 15 at £13.00 (£302.25), each rate priced once.
    expect(after.payPence).toBe(18926 + 30225);

    const [audited] = await auditPayFor(workplaceId, WEEK);
    expect(audited.rateInDays).toEqual(after.rateInDays);
    expect(audited.payPenceInDays).toEqual(after.payPenceInDays);
  });

  it('answers the rate history, oldest first', async () => {
    expect(await employeeAnswer(amira)).toMatchObject({
      rate: 13,
      rate_history: [
        { rate: 12.21, effective_from: null },
        { rate: 13, effective_from: '2026-01-07' },
      ],
    });
  });

  it('a new rate without a date applies from today; other edits keep the history', async () => {
    const ben = await addAt('11.00', workplaceId, 'Ben');
    await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-01-04'), '09:00', '10:00', ben);
    await update(owner, editOf(ben, workplaceId, 'Ben', '12.00')).expect(200);
    await update(owner, editOf(ben, workplaceId, 'Benji', '12.00')).expect(200);
    expect(await employeeAnswer(ben)).toMatchObject({
      rate_history: [
        { rate: 11, effective_from: null },
        { rate: 12, effective_from: '2026-01-05' },
      ],
    });
    const row = (await payFor(workplaceId, ['2026-01-04'])).find((r) => r.employee_id === ben);
    expect(row?.payPenceInDays).toEqual({ '04/01/26': 1100 });
  });

  it.each([['2026-02-30'], ['07/01/2026'], ['tomorrow'], [''], [20260107], [['2026-01-07']], ['1999-12-31']])(
    'refuses rate_effective_from=%j with a clear 400',
    async (date) => {
      const response = await update(owner, { ...editOf(amira, workplaceId, 'Amira', '14.00'), rate_effective_from: date });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please provide a valid rate_effective_from (yyyy-mm-dd).');
    },
  );

  it("answers 404 for another account's employee, whatever the date", async () => {
    const theirWorkplace = await createWorkplace(t, other, { services: [701] });
    const theirs = await createEmployee(t, other, theirWorkplace, 'Olly');
    const response = await update(owner, { ...editOf(theirs, workplaceId, 'Olly', '20.00'), rate_effective_from: '2026-01-07' });
    expect(response.status).toBe(404);
  });

  it('a rebuild of the read models gives the same pay and employees', async () => {
    const scratch = await createReadModelStore({ dataDir: t.dataDir, scratch: true });
    try {
      const projections = [employeesProjection, rotaProjection];
      await rebuildReadModels(t.eventStore, scratch, projections);
      expect(
        await compareReadModels(
          t.readModels,
          scratch,
          projections.flatMap((p) => [...p.collections]),
        ),
      ).toEqual([]);
    } finally {
      await scratch.close();
    }
  });
});

describe('moving an employee to another workplace', () => {
  let crown: string;
  let anchor: string;
  let kit: string;

  beforeAll(async () => {
    crown = await createWorkplace(t, owner, { services: [701] });
    anchor = await createWorkplace(t, owner, { services: [701] });
    kit = await createEmployee(t, owner, crown, 'Kit');
    for (const date of ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']) {
      await addAssignment(t, owner, await addShift(t, owner, crown, date), '09:00', '17:00', kit);
    }
  });

  it('counts the upcoming shifts a move or removal would open: days after today at the current workplace', async () => {
    const response = await upcoming(owner, { employee_id: kit, userId: owner.userId });
    expect([response.status, response.body]).toEqual([200, { count: 2 }]);
  });

  it('opens the old workplace’s shifts after the move day, so a slot is never paid twice', async () => {
    await update(owner, editOf(kit, anchor, 'Kit', '10.00')).expect(200);
    const events = await t.eventStore.readStream(`employee-${kit}`);
    expect(events[events.length - 1].data).toMatchObject({ workplaceId: anchor, moveEffectiveFrom: '2026-01-06' });
    const [atCrown] = await payFor(crown, ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
    expect(atCrown.minutesInDays).toEqual({ '04/01/26': 480, '05/01/26': 480 });
    const [audited] = await auditPayFor(crown, ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
    expect(audited.minutesInDays).toEqual(atCrown.minutesInDays);

    expect((await upcoming(owner, { employee_id: kit, userId: owner.userId })).body).toEqual({ count: 0 });
    await addAssignment(t, owner, await addShift(t, owner, anchor, '2026-01-06'), '09:00', '17:00', kit);
    expect((await payFor(anchor, ['2026-01-06']))[0].minutesInDays).toEqual({ '06/01/26': 480 });
    expect((await payFor(crown, ['2026-01-06'])).filter((r) => r.employee_id === kit)).toEqual([]);
    expect((await upcoming(owner, { employee_id: kit, userId: owner.userId })).body).toEqual({ count: 1 });
  });

  it('answers 404 for a removed or foreign employee, 400 for a bad id, 403 for another userId', async () => {
    const theirWorkplace = await createWorkplace(t, other, { services: [701] });
    const theirs = await createEmployee(t, other, theirWorkplace, 'Otto');
    const foreign = await upcoming(owner, { employee_id: theirs, userId: owner.userId });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Employee not found.']);

    const gone = await createEmployee(t, owner, crown, 'Gus');
    await removeEmployee(t, owner, gone);
    expect((await upcoming(owner, { employee_id: gone })).status).toBe(404);

    for (const bad of [undefined, '', 'abc', '../x']) {
      const response = await upcoming(owner, { employee_id: bad });
      expect([response.status, response.body.message]).toEqual([400, 'Please provide a valid employee_id.']);
    }
    expect((await upcoming(owner, { employee_id: kit, userId: other.userId })).status).toBe(403);
    expect((await t.http().get('/api/employees/upcomingshifts').query({ employee_id: kit })).status).toBe(401);
  });

  it('a rebuild of the upcoming-shift counts gives the same documents', async () => {
    const scratch = await createReadModelStore({ dataDir: t.dataDir, scratch: true });
    try {
      await rebuildReadModels(t.eventStore, scratch, [rotaProjection]);
      const collections = [...rotaProjection.collections];
      expect(await compareReadModels(t.readModels, scratch, collections)).toEqual([]);
    } finally {
      await scratch.close();
    }
  });
});

describe('moving an employee from a given day (move_effective_from)', () => {
  let crown: string;
  let anchor: string;
  let jo: string;
  let mover: SignedUpUser;
  const MON_TO_FRI = WEEK;
  const moveOf = (date?: unknown) => ({
    ...editOf(jo, anchor, 'Jo', '10.00'),
    user_id: mover.userId,
    ...(date === undefined ? {} : { move_effective_from: date }),
  });

  beforeAll(async () => {
    mover = await signUp(t); // a team of its own: an account has at most 3 workplaces
    crown = await createWorkplace(t, mover, { services: [701] });
    anchor = await createWorkplace(t, mover, { services: [701] });
    jo = await createEmployee(t, mover, crown, 'Jo');
    for (const date of MON_TO_FRI) await addAssignment(t, mover, await addShift(t, mover, crown, date), '09:00', '17:00', jo);
  });

  it('counts the shifts a move from that day would open (default: after today)', async () => {
    expect((await upcoming(mover, { employee_id: jo, userId: mover.userId })).body).toEqual({ count: 4 });
    const fromThursday = await upcoming(mover, { employee_id: jo, userId: mover.userId, move_effective_from: '2026-01-08' });
    expect([fromThursday.status, fromThursday.body]).toEqual([200, { count: 2 }]);
    const fromToday = await upcoming(mover, { employee_id: jo, move_effective_from: '2026-01-05' });
    expect(fromToday.body).toEqual({ count: 5 });
  });

  it.each([['2026-02-30'], ['08/01/2026'], ['thursday'], [''], [['2026-01-08']], ['2101-01-01']])(
    'refuses move_effective_from=%j with a clear 400 (the move and the count alike)',
    async (date) => {
      const message = 'Please provide a valid move_effective_from (yyyy-mm-dd).';
      const moved = await update(mover, moveOf(date));
      expect([moved.status, moved.body.message]).toEqual([400, message]);
      if (Array.isArray(date)) return; // in a query string a one-item list reads as its item
      const counted = await upcoming(mover, { employee_id: jo, move_effective_from: date });
      expect([counted.status, counted.body.message]).toEqual([400, message]);
    },
  );

  it('refuses a move dated in the past, so no day already worked changes workplace or pay', async () => {
    const message = 'A move cannot start in the past: choose today or a later day for move_effective_from.';
    const moved = await update(mover, moveOf('2026-01-04'));
    expect([moved.status, moved.body.message]).toEqual([400, message]);
    const counted = await upcoming(mover, { employee_id: jo, move_effective_from: '2026-01-04' });
    expect([counted.status, counted.body.message]).toEqual([400, message]);
  });

  it('a move from Thursday keeps Mon–Wed theirs and paid at the old workplace; Thursday on are open shifts', async () => {
    await update(mover, moveOf('2026-01-08')).expect(200);
    const events = await t.eventStore.readStream(`employee-${jo}`);
    expect(events[events.length - 1].data).toMatchObject({ workplaceId: anchor, moveEffectiveFrom: '2026-01-08' });

    const [atCrown] = await payFor(crown, MON_TO_FRI, mover);
    expect(atCrown.employee_id).toBe(jo);
    expect(atCrown.minutesInDays).toEqual({ '05/01/26': 480, '06/01/26': 480, '07/01/26': 480 });
    expect(atCrown.payPenceInDays).toEqual({ '05/01/26': 8000, '06/01/26': 8000, '07/01/26': 8000 });
    const [audited] = await auditPayFor(crown, MON_TO_FRI, mover);
    expect(audited.minutesInDays).toEqual(atCrown.minutesInDays);
    expect(audited.payPenceInDays).toEqual(atCrown.payPenceInDays);

    // Wednesday at the new workplace counts too (the day before the move counts at both, as a move day always has).
    await addAssignment(t, mover, await addShift(t, mover, anchor, '2026-01-08'), '09:00', '17:00', jo);
    expect((await payFor(anchor, ['2026-01-08'], mover))[0].minutesInDays).toEqual({ '08/01/26': 480 });
  });

  it('a rebuild of the read models gives the same pay and employees', async () => {
    const scratch = await createReadModelStore({ dataDir: t.dataDir, scratch: true });
    try {
      const projections = [employeesProjection, rotaProjection];
      await rebuildReadModels(t.eventStore, scratch, projections);
      const collections = projections.flatMap((p) => [...p.collections]);
      expect(await compareReadModels(t.readModels, scratch, collections)).toEqual([]);
    } finally {
      await scratch.close();
    }
  });
});
