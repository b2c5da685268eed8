import { employeeStream, PAYROLL_ID_MESSAGES } from '@rotaledger/domain';
import { employeeFieldApp } from '../../../test/employee-fields';

/** The employee's payroll ID (issue 39): the works number payroll files match on, on create, update and the list. */
describe('employee payrollId API', () => {
  const app = employeeFieldApp();
  const { create, update } = app;
  const payrollIdOf = async (employeeId: string) => (await app.listed(employeeId)).payrollId;

  it('takes a trimmed payrollId on create, answers it from getemployees and records it in the event', async () => {
    const response = await create({ payrollId: ' 0042 ' });
    expect(response.status).toBe(201);
    const id = response.body.employee_id as string;
    expect(await payrollIdOf(id)).toBe('0042');
    const [added] = await app.t.eventStore.readStream(employeeStream(id));
    expect(added.data).toMatchObject({ payrollId: '0042' });
  });

  it('answers null for an employee without one', async () => {
    const id = (await create({})).body.employee_id as string;
    expect(await payrollIdOf(id)).toBeNull();
  });

  it('changes it on update, keeps it when absent, clears it with null or blank', async () => {
    const id = (await create({ payrollId: '7' })).body.employee_id as string;
    expect((await update(id, { payrollId: 'EMP-8' })).status).toBe(200);
    expect(await payrollIdOf(id)).toBe('EMP-8');
    expect((await update(id, { rate: 12 })).status).toBe(200);
    expect(await payrollIdOf(id)).toBe('EMP-8');
    expect((await update(id, { payrollId: null })).status).toBe(200);
    expect(await payrollIdOf(id)).toBeNull();
    await update(id, { payrollId: '9' });
    expect((await update(id, { payrollId: '  ' })).status).toBe(200);
    expect(await payrollIdOf(id)).toBeNull();
  });

  it.each([['has space'], ['x'.repeat(21)], ['-1'], [42], [{}], [['7']]])('refuses %p on create and update with 400', async (payrollId) => {
    const created = await create({ payrollId });
    expect({ status: created.status, message: created.body.message }).toEqual({ status: 400, message: PAYROLL_ID_MESSAGES.invalid });
    const id = (await create({ payrollId: '5' })).body.employee_id as string;
    const updated = await update(id, { payrollId });
    expect({ status: updated.status, message: updated.body.message }).toEqual({ status: 400, message: PAYROLL_ID_MESSAGES.invalid });
    expect(await payrollIdOf(id)).toBe('5');
  });
});
