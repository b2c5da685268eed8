import { employeeStream, PHONE_MESSAGES } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createWorkplace } from '../../../test/rota-fixtures';
import { newMember } from '../../../test/team.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

/** The employee's phone number (issue 41): on create, update and the list, for owners and managers only. */
describe('employee phone API', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let workplace: string;
  let names = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    owner = await signUp(t);
    workplace = await createWorkplace(t, owner);
  });
  afterAll(() => t.close());

  const details = () => ({ display_name: `Emp ${++names}`, first_name: 'Mary', surname: 'Smith', rate: 11.44, workplace_id: workplace });
  const create = (body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/employees/createemployee')
      .set(owner.auth)
      .send({ ...details(), ...body });
  const update = (employee_id: string, body: Record<string, unknown>) =>
    t
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({
        employee_id,
        display_name: `Kept ${employee_id.slice(0, 6)}`,
        first_name: 'Mary',
        surname: 'Smith',
        rate: 11.44,
        workplace_id: workplace,
        ...body,
      });
  const listed = async (who: SignedUpUser, employeeId: string) => {
    const response = await t.http().get('/api/employees/getemployees').query({ userId: who.userId }).set(who.auth).expect(200);
    return (response.body as Record<string, unknown>[]).find((e) => e.employee_id === employeeId)!;
  };

  it('takes a phone number on create, answers it as written and records it in the event', async () => {
    const response = await create({ phone: ' 07700  900123 ' });
    expect(response.status).toBe(201);
    const id = response.body.employee_id as string;
    expect((await listed(owner, id)).phone).toBe('07700 900123');
    const [added] = await t.eventStore.readStream(employeeStream(id));
    expect(added.data).toMatchObject({ phone: '07700 900123' });
  });

  it('changes it on update, keeps it when absent, clears it with null or blank; null for none', async () => {
    const id = (await create({})).body.employee_id as string;
    expect((await listed(owner, id)).phone).toBeNull();
    expect((await update(id, { phone: '+44 7700 900456' })).status).toBe(200);
    expect((await listed(owner, id)).phone).toBe('+44 7700 900456');
    expect((await update(id, { rate: 12 })).status).toBe(200);
    expect((await listed(owner, id)).phone).toBe('+44 7700 900456');
    expect((await update(id, { phone: '' })).status).toBe(200);
    expect((await listed(owner, id)).phone).toBeNull();
  });

  it.each([['call me'], ['12345'], ['1'.repeat(16)], ['x'.repeat(200)], [7700900123], [{}]])(
    'refuses %p on create and update with a clear 400',
    async (phone) => {
      const created = await create({ phone });
      expect({ status: created.status, message: created.body.message }).toEqual({ status: 400, message: PHONE_MESSAGES.invalid });
      const id = (await create({ phone: '07700 900789' })).body.employee_id as string;
      const updated = await update(id, { phone });
      expect({ status: updated.status, message: updated.body.message }).toEqual({ status: 400, message: PHONE_MESSAGES.invalid });
      expect((await listed(owner, id)).phone).toBe('07700 900789');
    },
  );

  it("shows it to a manager, never to an auditor: the auditor's answer has no phone field at all", async () => {
    const id = (await create({ phone: '07700 900321' })).body.employee_id as string;
    const manager = await newMember(t, owner, 'manager');
    const auditor = await newMember(t, owner, 'auditor');
    expect((await listed(manager, id)).phone).toBe('07700 900321');
    const seen = await listed(auditor, id);
    expect(seen.display_name).toBeDefined();
    expect(seen).not.toHaveProperty('phone');
    expect(JSON.stringify(seen)).not.toContain('900321');
  });
});
