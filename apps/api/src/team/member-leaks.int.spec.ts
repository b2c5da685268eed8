import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * Issue 43's black-box findings about what a team member may learn: each role reads exactly
 * what its role and scope allow. The team: Olive owns the Harbour and the Deli; Sam manages
 * the Harbour only; Ada audits both.
 */
let t: TestApp;
let owner: SignedUpUser;
let manager: SignedUpUser;
let auditor: SignedUpUser;
let harbour: string;
let deli: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } }); // the clock stands at Mon 2026-01-05 09:00 UTC
  owner = await signUp(t);
  harbour = await createWorkplace(t, owner, { name: 'The Harbour', services: [701] });
  deli = await createWorkplace(t, owner, { name: 'The Deli', services: [701] });
  manager = await newMember(t, owner, 'manager', [harbour]);
  auditor = await newMember(t, owner, 'auditor');
});
afterAll(() => t.close());

describe('the personal link: owners and managers hold its token, an auditor learns only that it exists and when it was made', () => {
  let ann: string;
  const current = (user: SignedUpUser) => t.http().get('/api/employees/feedlink').set(user.auth).query({ employee_id: ann });

  beforeAll(async () => {
    ann = await createEmployee(t, owner, harbour, 'Ann');
  });

  it('before a link is issued, every role reads that there is none', async () => {
    for (const user of [owner, manager, auditor]) {
      const response = await current(user);
      expect([response.status, response.body]).toEqual([200, { link: null, hasLink: false, issuedAt: null }]);
    }
  });

  it('once issued: the owner and the manager read the token and addresses, the auditor only hasLink and issuedAt', async () => {
    t.clock.set('2026-01-05T10:15:00.000Z');
    const issued = await t.http().post('/api/employees/feedlink').set(manager.auth).send({ employee_id: ann }).expect(201);
    const { token } = issued.body as { token: string };
    t.clock.set('2026-01-05T11:00:00.000Z');

    for (const user of [owner, manager]) {
      const response = await current(user);
      expect([response.status, response.body]).toEqual([200, { link: issued.body, hasLink: true, issuedAt: '2026-01-05T10:15:00.000Z' }]);
    }
    const audited = await current(auditor);
    expect([audited.status, audited.body]).toEqual([200, { link: null, hasLink: true, issuedAt: '2026-01-05T10:15:00.000Z' }]);
    expect(audited.text).not.toContain(token);
  });

  it("no other read an auditor may make answers the token (employees, the planner's week, the history and its export)", async () => {
    const { token } = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: ann }).expect(201)).body as {
      token: string;
    };
    const reads = [
      t.http().get('/api/employees/getemployees').query({ userId: auditor.userId }),
      t.http().get('/api/employees/upcomingshifts').query({ employee_id: ann }),
      t.http().get('/api/shifts/getweeklyshifts').query({ workplaceId: harbour, startDate: '2026-01-05', endDate: '2026-01-11' }),
      t.http().get('/api/audit/events').query({ workplaceId: harbour }),
      t.http().get('/api/audit/export').query({ workplaceId: harbour, format: 'json' }),
      t.http().get('/api/audit/export').query({ workplaceId: harbour, format: 'csv' }),
    ];
    for (const read of reads) {
      const response = await read.set(auditor.auth).buffer(true);
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(token);
    }
  });

  it('after a revoke every role reads that there is none', async () => {
    await t.http().delete('/api/employees/feedlink').set(owner.auth).send({ employee_id: ann }).expect(204);
    for (const user of [owner, manager, auditor]) {
      expect((await current(user)).body).toEqual({ link: null, hasLink: false, issuedAt: null });
    }
  });
});

describe("an id of the same team outside the caller's scope answers exactly as an unknown id", () => {
  const UNKNOWN = '0b5c2f0e-4d7a-4c1e-9a77-5d6f3c2b1a00';
  const DAY = '2026-01-07';
  let cara: string;
  let bob: string;
  let harbourAssignment: string;
  let deliOpenAssignment: string;
  let caraToken: string;
  let bobSwap: string;

  /** Status, headers that describe the body, and the body itself, byte for byte. */
  const answerOf = (response: { status: number; text: string; headers: Record<string, string> }) => ({
    status: response.status,
    type: response.headers['content-type'],
    body: response.text,
  });
  const linkFor = async (employeeId: string) =>
    (
      (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employeeId }).expect(201)).body as {
        token: string;
      }
    ).token;

  beforeAll(async () => {
    cara = await createEmployee(t, owner, harbour, 'Cara');
    bob = await createEmployee(t, owner, deli, 'Bob');
    harbourAssignment = await addAssignment(t, owner, await addShift(t, owner, harbour, DAY), '09:00', '17:00', null);
    deliOpenAssignment = await addAssignment(t, owner, await addShift(t, owner, deli, DAY), '09:00', '17:00', null);
    const bobsAssignment = await addAssignment(t, owner, await addShift(t, owner, deli, '2026-01-08'), '09:00', '17:00', bob);
    caraToken = await linkFor(cara);
    const offered = await t
      .http()
      .post(`/api/staff/${await linkFor(bob)}/swaps`)
      .send({ assignmentId: bobsAssignment });
    expect(offered.status).toBe(201);
    bobSwap = offered.body.swapId as string;
  });

  it('placeassignment: an employee of another workplace (404 "Employee not found."), as an unknown one', async () => {
    const place = (employeeId: string) =>
      t
        .http()
        .post('/api/assignments/placeassignment')
        .set(manager.auth)
        .send({ workplaceId: harbour, date: DAY, serviceType: 701, employeeId, timeStart: '10:00', timeEnd: '12:00' });
    const [outOfScope, unknown] = [await place(bob), await place(UNKNOWN)];
    expect(answerOf(outOfScope)).toEqual(answerOf(unknown));
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Employee not found.']);
  });

  it("addassignment and the assignment's updateemployee: the same", async () => {
    const shiftId = await addShift(t, owner, harbour, '2026-01-09');
    const add = (employeeId: string) =>
      t.http().post('/api/assignments/addassignment').set(manager.auth).send({ shiftId, employeeId, timeStart: '10:00', timeEnd: '12:00' });
    expect(answerOf(await add(bob))).toEqual(answerOf(await add(UNKNOWN)));
    const assign = (employeeId: string) =>
      t.http().put('/api/assignments/updateemployee').set(manager.auth).send({ assignmentId: harbourAssignment, employeeId });
    const [outOfScope, unknown] = [await assign(bob), await assign(UNKNOWN)];
    expect(answerOf(outOfScope)).toEqual(answerOf(unknown));
    expect(unknown.status).toBe(404);
  });

  it("the employee's updateemployee: a move to a workplace outside the scope answers as an unknown workplace", async () => {
    const move = (workplaceId: string) =>
      t.http().put('/api/employees/updateemployee').set(manager.auth).send({
        employee_id: cara,
        workplace_id: workplaceId,
        display_name: 'Cara',
        first_name: 'Cara',
        surname: 'Tester',
        rate: '10.00',
        services: [],
      });
    const [outOfScope, unknown] = [await move(deli), await move(UNKNOWN)];
    expect(answerOf(outOfScope)).toEqual(answerOf(unknown));
    expect(unknown.status).toBe(404);
  });

  it("staff claims: another workplace's open shift answers as an unknown one (404)", async () => {
    const claim = (assignmentId: string) => t.http().post(`/api/staff/${caraToken}/claims`).send({ assignmentId });
    const [outOfScope, unknown] = [await claim(deliOpenAssignment), await claim(UNKNOWN)];
    expect(answerOf(outOfScope)).toEqual(answerOf(unknown));
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Assignment not found.']);
  });

  it("staff swaps/accept: another workplace's swap answers as an unknown one (404)", async () => {
    const accept = (swapId: string) => t.http().post(`/api/staff/${caraToken}/swaps/accept`).send({ swapId });
    const [outOfScope, unknown] = [await accept(bobSwap), await accept(UNKNOWN)];
    expect(answerOf(outOfScope)).toEqual(answerOf(unknown));
    expect(unknown.status).toBe(404);
  });
});

describe("a manager of one workplace never learns an employee's rate or workplace in another", () => {
  const MON = '2026-01-05';
  const TUE = '2026-01-06';
  const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
  let dan: string;
  const details = { display_name: 'Dan', first_name: 'Dan', surname: 'Tester', services: [] };
  const payAt = (user: SignedUpUser, path: '/api/pay/getpayfordates' | '/api/audit/pay') =>
    t
      .http()
      .get(path)
      .set(user.auth)
      .query({ workplaceId: harbour, dates: JSON.stringify([MON, TUE].map(short)), at: '2026-01-05T12:00:00.000Z' });
  const historyOf = (user: SignedUpUser) => t.http().get('/api/audit/events').set(user.auth).query({ workplaceId: harbour });
  const exportOf = (user: SignedUpUser) =>
    t.http().get('/api/audit/export').set(user.auth).query({ workplaceId: harbour, format: 'json' }).buffer(true);

  beforeAll(async () => {
    t.clock.set('2026-01-05T09:30:00.000Z');
    dan = await createEmployee(t, owner, harbour, 'Dan'); // £10.00 an hour
    for (const date of [MON, TUE]) await addAssignment(t, owner, await addShift(t, owner, harbour, date), '09:00', '17:00', dan);
    // The owner moves Dan to the Deli from Wednesday, then gives him the Deli's rate from that day.
    const move = { employee_id: dan, workplace_id: deli, rate: '10.00', move_effective_from: '2026-01-07', ...details };
    await t.http().put('/api/employees/updateemployee').set(owner.auth).send(move).expect(200);
    const rise = { employee_id: dan, workplace_id: deli, rate: '14.50', rate_effective_from: '2026-01-07', ...details };
    await t.http().put('/api/employees/updateemployee').set(owner.auth).send(rise).expect(200);
    t.clock.set('2026-01-05T12:00:00.000Z');
  });

  it.each([['/api/pay/getpayfordates'], ['/api/audit/pay']] as const)(
    '%s answers the rate he had at the Harbour (£10.00), not the Deli’s £14.50, to everyone',
    async (path) => {
      for (const user of [manager, owner, auditor]) {
        const response = await payAt(user, path);
        expect(response.status).toBe(200);
        const row = (response.body as { employee_id: string; rate: number | null }[]).find((r) => r.employee_id === dan);
        expect(row).toMatchObject({
          rate: 10,
          rateInDays: { '05/01/26': 10, '06/01/26': 10 },
          payPenceInDays: { '05/01/26': 8000, '06/01/26': 8000 },
        });
        expect(response.text).not.toContain('14.5');
      }
    },
  );

  it("the Harbour's history names neither the Deli nor its id to its manager; the owner and the auditor still read the move", async () => {
    for (const response of [await historyOf(manager), await exportOf(manager)]) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(deli);
      expect(response.text).not.toContain('The Deli');
    }
    const moved = ((await historyOf(manager)).body as { events: { summary: string }[] }).events.map((e) => e.summary);
    expect(moved).toContain('Dan updated: moved from The Harbour to another workplace from Wed 7 Jan 2026');
    for (const user of [owner, auditor]) {
      const response = await historyOf(user);
      const summaries = (response.body as { events: { summary: string }[] }).events.map((e) => e.summary);
      expect(summaries).toContain('Dan updated: moved from The Harbour to The Deli from Wed 7 Jan 2026');
      expect(response.text).toContain(deli);
    }
  });
});
