import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * Issue 43's black-box findings about what a team member may learn: each role reads exactly
 * what its role and scope allow. The team: Olive owns the Harbour (and more below); Sam
 * manages the Harbour only; Ada audits the whole team.
 */
let t: TestApp;
let owner: SignedUpUser;
let manager: SignedUpUser;
let auditor: SignedUpUser;
let harbour: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } }); // the clock stands at Mon 2026-01-05 09:00 UTC
  owner = await signUp(t);
  harbour = await createWorkplace(t, owner, { name: 'The Harbour', services: [701] });
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
