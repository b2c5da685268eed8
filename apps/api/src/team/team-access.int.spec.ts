import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_MESSAGES, EMPLOYEE_MESSAGES, ROTA_MESSAGES, WORKPLACE_MESSAGES, noLongerMemberMessage } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { newMember } from '../../test/team.helpers';
import { idempotentRequestOf, IDEMPOTENCY_KEY_HEADER } from '../common/http/idempotency.interceptor';
import { HeldClaim, IdempotencyStore } from '../common/http/idempotency.store';
import type { HttpRequest } from '../common/http/http-types';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * Members act on their owner's data within their role and scope, through the one access
 * check; the owner keeps everything. The team: Olive owns the Harbour and the Deli; Sam
 * manages the Harbour only; Ada audits both.
 */
describe('a team at work: members within their role and scope', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-team-'));
  let t: TestApp;
  let owner: SignedUpUser;
  let manager: SignedUpUser;
  let auditor: SignedUpUser;
  let stranger: SignedUpUser;
  let harbour: string;
  let deli: string;
  let ann: string;
  let bob: string;
  let day = 0;
  /** A fresh date per test. */
  const nextDate = () => new Date(Date.UTC(2026, 5, 1) + day++ * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
    owner = await signUp(t);
    stranger = await signUp(t);
    harbour = await createWorkplace(t, owner, { name: 'The Harbour' });
    deli = await createWorkplace(t, owner, { name: 'The Deli' });
    ann = await createEmployee(t, owner, harbour, 'Ann');
    bob = await createEmployee(t, owner, deli, 'Bob');
    manager = await newMember(t, owner, 'manager', [harbour]);
    auditor = await newMember(t, owner, 'auditor');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const place = (user: SignedUpUser, workplaceId: string, employeeId: string | null, date: string) =>
    t
      .http()
      .post('/api/assignments/placeassignment')
      .set(user.auth)
      .send({ userId: user.userId, workplaceId, date, serviceType: 701, employeeId, timeStart: '09:00', timeEnd: '17:00' });
  const week = (user: SignedUpUser, workplaceId: string, date: string) =>
    t.http().get('/api/shifts/getweeklyshifts').set(user.auth).query({ workplaceId, startDate: date, endDate: date });
  const usernameOf = async (user: SignedUpUser) =>
    ((await t.http().get('/api/users/getuser').set(user.auth).expect(200)).body as { username: string }).username;

  it("a removed member's retry of a key whose first attempt ended without an outcome is refused, not run", async () => {
    const leaver = await newMember(t, owner, 'manager', [harbour]);
    const date = nextDate();
    const body = {
      userId: leaver.userId,
      workplaceId: harbour,
      date,
      serviceType: 701,
      employeeId: null,
      timeStart: '10:00',
      timeEnd: '12:00',
    };
    const key = 'crashed-before-its-outcome';
    // The first attempt claimed the key and died (or failed) without an outcome: its lease has lapsed.
    const records = t.app.get(IdempotencyStore);
    const secret = t.app.get<AppConfig>(APP_CONFIG).jwtSecret;
    const asSent = { method: 'POST', url: '/api/assignments/placeassignment', body, query: {} } as unknown as HttpRequest;
    const claim = await records.claim(idempotentRequestOf(asSent, leaver.userId, key, secret));
    expect(claim.kind).toBe('claimed');
    await records.outcomeUnknown(claim as HeldClaim);
    await t.http().delete('/api/team/members').set(owner.auth).send({ memberId: leaver.userId }).expect(204);

    const retry = await t.http().post('/api/assignments/placeassignment').set(leaver.auth).set(IDEMPOTENCY_KEY_HEADER, key).send(body);

    expect([retry.status, retry.body.message]).toEqual([403, noLongerMemberMessage('The Harbour')]);
    expect((await week(owner, harbour, date).expect(200)).body.openShifts[date] ?? []).toEqual([]);
  });

  it('a manager plans in their workplace: the owner sees it, and the history names the manager', async () => {
    const date = nextDate();
    const placed = await place(manager, harbour, ann, date);
    expect(placed.status).toBe(201);
    const ownerWeek = await week(owner, harbour, date).expect(200);
    expect(ownerWeek.body.weekShifts[ann][date]).toHaveLength(1);
    const history = await t.http().get('/api/audit/events').set(auditor.auth).query({ workplaceId: harbour }).expect(200);
    const events = history.body.events as { type: string; who: { userId: string; username?: string; role?: string } }[];
    const created = events.filter((e) => e.type === 'AssignmentAdded' || e.type === 'ShiftCreated').map((e) => e.who);
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((who) => who.userId === manager.userId)).toBe(true);
    expect(created[0].username).toBe(await usernameOf(manager));
    // "Sam (manager)": the history says in which part they made the change.
    expect(created.every((who) => who.role === 'manager')).toBe(true);
    expect(events.find((e) => e.type === 'WorkplaceCreated')?.who.role).toBe('owner');
    // The export names them too.
    const csv = await t.http().get('/api/audit/export').set(auditor.auth).query({ workplaceId: harbour, format: 'csv' }).expect(200);
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header.split(',')).toContain('username');
    expect(rows.some((row) => row.includes(manager.userId) && row.includes(`,${created[0].username},`))).toBe(true);
  });

  it("a manager adds and edits employees of their workplace (the owner's), not elsewhere", async () => {
    const added = await t
      .http()
      .post('/api/employees/createemployee')
      .set(manager.auth)
      .send({ workplace_id: harbour, display_name: 'Cleo', first_name: 'Cleo', surname: 'Tester', rate: '11.00', services: [] });
    expect(added.status).toBe(201);
    const employees = (await t.http().get('/api/employees/getemployees').set(owner.auth).expect(200)).body as {
      employee_id: string;
      created_by: string;
    }[];
    expect(employees.find((e) => e.employee_id === added.body.employee_id)?.created_by).toBe(owner.userId);
    // The 40-employee cap counts against the owner: the claim is in the owner's roster, the manager has none.
    expect(JSON.stringify(await t.eventStore.readStream(`roster-${owner.userId}`))).toContain(added.body.employee_id as string);
    expect(await t.eventStore.readStream(`roster-${manager.userId}`)).toEqual([]);
    const moved = await t.http().put('/api/employees/updateemployee').set(manager.auth).send({
      employee_id: added.body.employee_id,
      workplace_id: deli,
      display_name: 'Cleo',
      first_name: 'Cleo',
      surname: 'Tester',
      rate: '11.00',
      services: [],
    });
    expect([moved.status, moved.body.message]).toEqual([404, WORKPLACE_MESSAGES.notFound]);
  });

  it('outside their scope a manager finds nothing (404, as for an unknown id); a stranger likewise', async () => {
    const date = nextDate();
    for (const user of [manager, stranger]) {
      const refused = await place(user, deli, bob, date);
      expect([refused.status, refused.body.message]).toEqual([404, ROTA_MESSAGES.workplaceNotFound]);
      const employee = await t.http().get('/api/employees/upcomingshifts').set(user.auth).query({ employee_id: bob });
      expect([employee.status, employee.body.message]).toEqual([404, EMPLOYEE_MESSAGES.notFound]);
    }
    const shift = await place(owner, deli, bob, date).expect(201);
    const assignment = await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(manager.auth)
      .send({ assignmentId: shift.body.assignment_id, timeStart: '10:00', timeEnd: '12:00' });
    expect([assignment.status, assignment.body.message]).toEqual([404, ROTA_MESSAGES.assignmentNotFound]);
  });

  it('only the owner changes workplaces: a manager is refused with 403', async () => {
    const refused = await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(manager.auth)
      .send({ workplace_id: harbour, name: 'Mine now' });
    expect([refused.status, refused.body.message]).toEqual([403, ACCESS_MESSAGES.ownerOnly]);
    const removal = await t.http().delete('/api/workplaces/deleteworkplace').set(manager.auth).send({ workplace_id: harbour });
    expect([removal.status, removal.body.message]).toEqual([403, ACCESS_MESSAGES.ownerOnly]);
  });

  it('an auditor reads everything in scope and changes nothing: 403 with the role named', async () => {
    const date = nextDate();
    await place(owner, deli, bob, date).expect(201);
    await week(auditor, deli, date).expect(200);
    await t
      .http()
      .get('/api/pay/getpayfordates')
      .set(auditor.auth)
      .query({ workplaceId: deli, dates: JSON.stringify(['01/06/26']) })
      .expect(200);
    const refused = await place(auditor, deli, bob, date);
    expect([refused.status, refused.body.message]).toEqual([403, ACCESS_MESSAGES.auditorReadOnly]);
    const employee = await t.http().delete('/api/employees/deleteemployee').set(auditor.auth).send({ employee_id: bob });
    expect([employee.status, employee.body.message]).toEqual([403, ACCESS_MESSAGES.auditorReadOnly]);
  });

  it("lists the team's workplaces and employees with the owner, the role and the owner's currency", async () => {
    const managerSees = (await t.http().get('/api/workplaces/getworkplaces').set(manager.auth).expect(200)).body as Record<
      string,
      unknown
    >[];
    expect(managerSees.map((w) => [w.workplace_id, w.ownerId, w.role, w.currency])).toEqual([[harbour, owner.userId, 'manager', 'gbp']]);
    const auditorSees = (await t.http().get('/api/workplaces/getworkplaces').set(auditor.auth).expect(200)).body as Record<
      string,
      unknown
    >[];
    expect(auditorSees.map((w) => [w.workplace_id, w.role])).toEqual([
      [harbour, 'auditor'],
      [deli, 'auditor'],
    ]);
    const ownerSees = (await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).expect(200)).body as Record<string, unknown>[];
    expect(ownerSees.map((w) => [w.workplace_id, w.role])).toEqual([
      [harbour, 'owner'],
      [deli, 'owner'],
    ]);
    const employees = (await t.http().get('/api/employees/getemployees').set(manager.auth).expect(200)).body as Record<string, unknown>[];
    expect(employees.map((e) => e.workplace_id)).not.toContain(deli);
    expect(employees.map((e) => e.employee_id)).toContain(ann);
    expect(employees.every((e) => e.ownerId === owner.userId && e.role === 'manager')).toBe(true);
    const histories = (await t.http().get('/api/audit/workplaces').set(auditor.auth).expect(200)).body as { id: string }[];
    expect(histories.map((w) => w.id).sort()).toEqual([harbour, deli].sort());
  });

  it("a member deleting their account keeps the team's data (the days they wrote first stay the owner's)", async () => {
    const leaver = await newMember(t, owner, 'manager');
    const date = nextDate();
    await place(leaver, harbour, ann, date).expect(201);
    await t.http().delete('/api/users/deleteuser').set(leaver.auth).send({ user_id: leaver.userId, password: leaver.password }).expect(204);
    const ownerWeek = await week(owner, harbour, date).expect(200);
    expect(ownerWeek.body.weekShifts[ann][date]).toHaveLength(1);
    const history = await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId: harbour, date }).expect(200);
    const theirs = (history.body.events as { who: { userId: string; username?: string } }[]).filter((e) => e.who.userId === leaver.userId);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.who.username === undefined)).toBe(true);
  });

  it('a removal or a role change takes effect on the next request, and after a restart', async () => {
    const member = await newMember(t, owner, 'manager');
    const date = nextDate();
    await place(member, harbour, ann, date).expect(201);
    await t.http().put('/api/team/members').set(owner.auth).send({ memberId: member.userId, role: 'auditor' }).expect(204);
    const asAuditor = await place(member, harbour, ann, nextDate());
    expect([asAuditor.status, asAuditor.body.message]).toEqual([403, ACCESS_MESSAGES.auditorReadOnly]);
    await week(member, harbour, date).expect(200);
    await t.http().delete('/api/team/members').set(owner.auth).send({ memberId: member.userId }).expect(204);
    const removed = await week(member, harbour, date);
    expect([removed.status, removed.body.message]).toEqual([403, noLongerMemberMessage('The Harbour')]);

    await t.close();
    t = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
    const afterRestart = await week(member, harbour, date);
    expect([afterRestart.status, afterRestart.body.message]).toEqual([403, noLongerMemberMessage('The Harbour')]);
    await week(manager, harbour, date).expect(200);
  });
});
