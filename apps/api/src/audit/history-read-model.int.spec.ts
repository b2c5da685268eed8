import type { AuditOrder } from '@rotaledger/contracts';
import { GOOD_PASSWORD, signUp, SignedUpUser } from '../../test/accounts.helpers';
import {
  addAssignment,
  addShift,
  createEmployee,
  createWorkplace,
  deleteWorkplace,
  moveEmployee,
  removeEmployee,
} from '../../test/rota-fixtures';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { AUDIT_STREAMS, HISTORY_ENTRIES, HISTORY_PEOPLE, HISTORY_STATES, HISTORY_STREAMS } from './audit.read-models';
import type { AuditFilters } from './history-pages';
import { replayedEventsPage } from './testing/replayed-history';
import { WorkplaceHistory } from './workplace-history';

/**
 * Issue 42 §4: `/audit/events` and `/audit/export` read the history read model, and answer
 * exactly what the replay of the workplace's whole log answered (the replay is kept as the
 * reference, testing/replayed-history.ts). A varied history of one team: two workplaces, an
 * employee who moves between them, renames, rate changes, assignments placed, retimed,
 * reassigned, removed, a copied week, an undo, a template, a removed employee, a deleted
 * workplace, a currency changed after the fact; read by the owner and by a manager scoped to
 * one workplace, in both orders, page by page, with every filter.
 */

let t: TestApp;
let owner: SignedUpUser;
let harbourManager: SignedUpUser;
let harbour: string;
let deli: string;
let kit: string;
let ann: string;
let bo: string;

const MONDAY = '2026-12-07';
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let minute = 0;
/** Each change a minute after the one before, so from/to filters have edges to cut at. */
const tick = () => t.clock.set(new Date(Date.parse('2026-12-01T08:00:00.000Z') + ++minute * 60_000).toISOString());
const at = (n: number) => new Date(Date.parse('2026-12-01T08:00:00.000Z') + n * 60_000).toISOString();

async function updateEmployee(employeeId: string, workplaceId: string, displayName: string, rate: string) {
  tick();
  await t
    .http()
    .put('/api/employees/updateemployee')
    .set(owner.auth)
    .send({
      employee_id: employeeId,
      display_name: displayName,
      first_name: displayName,
      surname: 'Tester',
      rate,
      services: [],
      workplace_id: workplaceId,
    })
    .expect(200);
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  tick();
  owner = await signUp(t);
  tick();
  harbour = await createWorkplace(t, owner, { name: 'The Harbour', services: [701, 702] });
  tick();
  deli = await createWorkplace(t, owner, { name: 'The Deli', services: [701, 702] });
  tick();
  kit = await createEmployee(t, owner, harbour, 'Kit');
  tick();
  ann = await createEmployee(t, owner, harbour, 'Ann');
  tick();
  bo = await createEmployee(t, owner, deli, 'Bo');
  tick();
  harbourManager = await newMember(t, owner, 'manager', [harbour]);

  tick();
  const row = await addShift(t, owner, harbour, MONDAY, 702);
  tick();
  const a1 = await addAssignment(t, owner, row, '10:00', '14:30', kit);
  tick();
  const a2 = await addAssignment(t, owner, row, '15:00', '18:00', ann);
  tick();
  await addAssignment(t, owner, row, '18:00', '22:00');
  tick();
  await t
    .http()
    .put('/api/assignments/updateassignmenttime')
    .set(owner.auth)
    .send({ assignmentId: a1, timeStart: '11:00', timeEnd: '15:00' })
    .expect(200);
  tick();
  await t.http().put('/api/assignments/updateemployee').set(harbourManager.auth).send({ assignmentId: a2, employeeId: kit }).expect(200);
  await updateEmployee(kit, harbour, 'Kat', '10.00'); // renamed: older lines keep "Kit"
  await updateEmployee(ann, harbour, 'Ann', '11.50'); // a rate: money in the owner's currency
  tick();
  const copied = await t
    .http()
    .post('/api/rota/copyweek')
    .set(owner.auth)
    .send({ workplaceId: harbour, fromWeekStart: MONDAY, toWeekStarts: [addDays(MONDAY, 7), addDays(MONDAY, 14)] });
  expect(copied.status).toBeLessThan(300);
  tick();
  const retime = await t
    .http()
    .put('/api/assignments/updateassignmenttime')
    .set(owner.auth)
    .send({ assignmentId: a2, timeStart: '16:00', timeEnd: '19:00' });
  expect(retime.status).toBe(200);
  tick();
  await t
    .http()
    .post('/api/rota/undo')
    .set(owner.auth)
    .send({ changeId: retime.body.changeId, userId: owner.userId })
    .expect((r) => expect(r.status).toBeLessThan(300));
  tick();
  await t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({ assignment_id: a1 }).expect(200);
  // Kit moves to the Deli: the Harbour's manager reads "another workplace", the owner the name.
  await updateEmployee(kit, deli, 'Kat', '10.00');
  await updateEmployee(kit, deli, 'Kat', '12.00');
  tick();
  const deliRow = await addShift(t, owner, deli, addDays(MONDAY, 1), 701);
  tick();
  await addAssignment(t, owner, deliRow, '09:00', '12:00', kit);
  tick();
  await addAssignment(t, owner, deliRow, '12:00', '16:00', bo);
  tick();
  await t
    .http()
    .post('/api/rota/templates')
    .set(owner.auth)
    .send({
      workplaceId: harbour,
      name: 'Weekday',
      rows: [{ serviceType: 701, timeStart: '09:00', timeEnd: '17:00', count: 1, days: [0, 1] }],
    })
    .expect((r) => expect([201, 400]).toContain(r.status));
  tick();
  await removeEmployee(t, owner, ann);
  tick();
  await moveEmployee(t, owner, bo, harbour, 'Bo'); // Bo joins the Harbour's history: his Deli lines name the Deli
  tick();
  await t.http().put('/api/preferences/updatepreferences').set(owner.auth).send({ userId: owner.userId, currency: 'eur' }).expect(200);
  tick();
  await deleteWorkplace(t, owner, deli);
}, 180_000);
afterAll(() => t.close());

const NO_FILTERS: AuditFilters = { from: null, to: null, kind: null, rotaDate: null, employeeId: null };

function query(filters: AuditFilters, cursor: number, limit: number, order: AuditOrder, workplaceId: string) {
  const params: Record<string, unknown> = { workplaceId, cursor, limit, order };
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.kind) params.kind = filters.kind;
  if (filters.rotaDate) params.date = filters.rotaDate;
  if (filters.employeeId) params.employeeId = filters.employeeId;
  return params;
}

/** Every page of the history, from the read model (over HTTP) and from the replay, side by side. */
async function bothWays(
  user: SignedUpUser,
  scope: string[] | null,
  workplaceId: string,
  filters: AuditFilters,
  order: AuditOrder,
  limit: number,
) {
  const history = t.app.get(WorkplaceHistory);
  const served: unknown[] = [];
  const replayed: unknown[] = [];
  for (let cursor = 0, pages = 0; pages < 100; pages++) {
    const response = await t
      .http()
      .get('/api/audit/events')
      .query(query(filters, cursor, limit, order, workplaceId))
      .set(user.auth);
    expect(response.status).toBe(200);
    served.push(response.body);
    replayed.push(JSON.parse(JSON.stringify(await replayedEventsPage(history, { workplaceId, filters, cursor, limit, scope, order }))));
    if (response.body.nextCursor === null) break;
    cursor = response.body.nextCursor;
  }
  return { served, replayed };
}

describe('the history read model answers what the replay answered', () => {
  const cases = (): [string, AuditFilters][] => [
    ['no filter', NO_FILTERS],
    ['one kind', { ...NO_FILTERS, kind: 'rota' }],
    ['one employee', { ...NO_FILTERS, employeeId: kit }],
    ['one day', { ...NO_FILTERS, rotaDate: MONDAY }],
    ['a time window', { ...NO_FILTERS, from: at(10), to: at(20) }],
    ['an employee and a window', { ...NO_FILTERS, employeeId: kit, from: at(12) }],
  ];

  it.each(['oldest', 'newest'] as const)('for the owner, each workplace, %s first, page by page, with each filter', async (order) => {
    for (const workplaceId of [harbour, deli]) {
      for (const [, filters] of cases()) {
        for (const limit of [3, 500]) {
          const { served, replayed } = await bothWays(owner, null, workplaceId, filters, order, limit);
          expect(served).toEqual(replayed);
        }
      }
    }
  });

  it.each(['oldest', 'newest'] as const)(
    'for the first of two people an entry concerns (Ann, whose shift went to Kit), %s first',
    async (order) => {
      for (const limit of [1, 3, 500]) {
        const { served, replayed } = await bothWays(owner, null, harbour, { ...NO_FILTERS, employeeId: ann }, order, limit);
        expect(served).toEqual(replayed);
        const types = served.flatMap((page) => (page as { events: { type: string }[] }).events.map((e) => e.type));
        expect(types).toContain('EmployeeAssigned');
      }
    },
  );

  it('for a manager of one workplace, who reads other workplaces as "another workplace"', async () => {
    const { served, replayed } = await bothWays(harbourManager, [harbour], harbour, NO_FILTERS, 'oldest', 500);
    expect(served).toEqual(replayed);
    const summaries = (served[0] as { events: { summary: string }[] }).events.map((e) => e.summary);
    expect(summaries).toContain('Kat updated: moved from The Harbour to another workplace from Wed 2 Dec 2026');
  });

  it('writes money in the currency the owner uses now, and names of the moment', async () => {
    const { served } = await bothWays(owner, null, harbour, NO_FILTERS, 'oldest', 500);
    const summaries = (served[0] as { events: { summary: string }[] }).events.map((e) => e.summary);
    expect(summaries).toContain('Ann updated: rate €10.00 → €11.50 per hour from Tue 1 Dec 2026');
    expect(summaries).toContain('Kat updated: moved from The Harbour to The Deli from Wed 2 Dec 2026');
    expect(summaries.some((s) => s.startsWith('Kit assigned to Kitchen Staff 10:00-14:30'))).toBe(true);
  });

  it('exports what the replay exported', async () => {
    const history = t.app.get(WorkplaceHistory);
    for (const [user, scope] of [
      [owner, null],
      [harbourManager, [harbour]],
    ] as const) {
      const file = await t
        .http()
        .get('/api/audit/export')
        .query({ workplaceId: harbour, format: 'json', from: at(5) })
        .set(user.auth)
        .expect(200);
      const replayed = await replayedEventsPage(history, {
        workplaceId: harbour,
        filters: { ...NO_FILTERS, from: at(5) },
        cursor: 0,
        limit: 10_000,
        scope: scope ? [...scope] : null,
        order: 'oldest',
      });
      expect(JSON.parse(file.text).events).toEqual(JSON.parse(JSON.stringify(replayed.events)));
      expect(JSON.parse(file.text).workplaceName).toBe('The Harbour');
    }
  });

  it("keeps the same list of each history's streams as the replay reads (audit_streams)", async () => {
    await t.caughtUp();
    const byId = (docs: { id: string }[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));
    const replayed = byId(await t.readModels.dump(AUDIT_STREAMS));
    expect(replayed.length).toBeGreaterThan(10);
    expect(byId((await t.readModels.dump(HISTORY_STREAMS)) as { id: string }[])).toEqual(replayed);
  });

  it('is gone with the account: no document of the owner is left in the history read model', async () => {
    await t.caughtUp();
    const collections = [HISTORY_ENTRIES, HISTORY_PEOPLE, HISTORY_STATES, HISTORY_STREAMS];
    for (const collection of collections)
      expect((await t.readModels.find(collection, { ownerId: owner.userId })).length).toBeGreaterThan(0);
    await t.http().delete('/api/users/deleteuser').set(owner.auth).send({ user_id: owner.userId, password: GOOD_PASSWORD }).expect(204);
    for (const collection of collections) expect(await t.readModels.dump(collection)).toEqual([]);
  });
});
