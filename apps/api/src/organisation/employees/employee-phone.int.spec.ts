import { employeeStream, PHONE_MESSAGES } from '@rotaledger/domain';
import type { SignedUpUser } from '../../../test/accounts.helpers';
import { employeeFieldApp } from '../../../test/employee-fields';
import { newMember } from '../../../test/team.helpers';

/** The employee's phone number (issue 41): on create, update and the list, for owners and managers only. */
describe('employee phone API', () => {
  const app = employeeFieldApp();
  const { create, update } = app;
  const listed = (who: SignedUpUser, employeeId: string) => app.listed(employeeId, who);

  it('takes a phone number on create, answers it as written and records it in the event', async () => {
    const response = await create({ phone: ' 07700  900123 ' });
    expect(response.status).toBe(201);
    const id = response.body.employee_id as string;
    expect((await listed(app.owner, id)).phone).toBe('07700 900123');
    const [added] = await app.t.eventStore.readStream(employeeStream(id));
    expect(added.data).toMatchObject({ phone: '07700 900123' });
  });

  it('changes it on update, keeps it when absent, clears it with null or blank; null for none', async () => {
    const id = (await create({})).body.employee_id as string;
    expect((await listed(app.owner, id)).phone).toBeNull();
    expect((await update(id, { phone: '+44 7700 900456' })).status).toBe(200);
    expect((await listed(app.owner, id)).phone).toBe('+44 7700 900456');
    expect((await update(id, { rate: 12 })).status).toBe(200);
    expect((await listed(app.owner, id)).phone).toBe('+44 7700 900456');
    expect((await update(id, { phone: '' })).status).toBe(200);
    expect((await listed(app.owner, id)).phone).toBeNull();
  });

  it.each([['call me'], ['12345'], ['1'.repeat(16)], ['x'.repeat(200)], [7700900123], [{}]])(
    'refuses %p on create and update with a clear 400',
    async (phone) => {
      const created = await create({ phone });
      expect({ status: created.status, message: created.body.message }).toEqual({ status: 400, message: PHONE_MESSAGES.invalid });
      const id = (await create({ phone: '07700 900789' })).body.employee_id as string;
      const updated = await update(id, { phone });
      expect({ status: updated.status, message: updated.body.message }).toEqual({ status: 400, message: PHONE_MESSAGES.invalid });
      expect((await listed(app.owner, id)).phone).toBe('07700 900789');
    },
  );

  it("shows it to a manager, never to an auditor: the auditor's answer has no phone field at all", async () => {
    const id = (await create({ phone: '07700 900321' })).body.employee_id as string;
    const manager = await newMember(app.t, app.owner, 'manager');
    const auditor = await newMember(app.t, app.owner, 'auditor');
    expect((await listed(manager, id)).phone).toBe('07700 900321');
    const seen = await listed(auditor, id);
    expect(seen.display_name).toBeDefined();
    expect(seen).not.toHaveProperty('phone');
    expect(JSON.stringify(seen)).not.toContain('900321');
  });
});
