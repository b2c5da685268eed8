import { CONTRACT_MESSAGES, employeeStream } from '@rotaledger/domain';
import { employeeFieldApp } from '../../../test/employee-fields';
import type { EmployeeDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_EMPLOYEES } from '../../read-side/rota-day-document';

/** The employee's contract (issue 38): paid hours and days a week, on create, update and the list. */
describe('employee contract API', () => {
  const app = employeeFieldApp();
  const { create, update } = app;
  const contractOf = async (employeeId: string) => (await app.listed(employeeId)).contract;
  /** The planner's copy of the employee (the `day_employees` read model). */
  const plannerCopy = async (employeeId: string) => (await app.t.readModels.get<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, employeeId))!;

  it('takes a contract on create, answers it from getemployees, records it in the event and the planner’s copy', async () => {
    const contract = { minWeeklyHours: 20, maxWeeklyHours: 37.5, maxDaysPerWeek: 5 };
    const response = await create({ contract });
    expect(response.status).toBe(201);
    const id = response.body.employee_id as string;
    expect(await contractOf(id)).toEqual(contract);
    const [added] = await app.t.eventStore.readStream(employeeStream(id));
    expect(added.data).toMatchObject({ contract });
    expect((await plannerCopy(id)).contract).toEqual(contract);
  });

  it('answers {} for an employee without a contract (absent = no limit)', async () => {
    const id = (await create({})).body.employee_id as string;
    expect(await contractOf(id)).toEqual({});
    expect((await plannerCopy(id)).contract ?? {}).toEqual({});
  });

  it('changes it on update, keeps it when absent, clears it with null or {}', async () => {
    const id = (await create({ contract: { maxWeeklyHours: 16 } })).body.employee_id as string;
    expect((await update(id, { contract: { minWeeklyHours: 8, maxWeeklyHours: 24 } })).status).toBe(200);
    expect(await contractOf(id)).toEqual({ minWeeklyHours: 8, maxWeeklyHours: 24 });
    expect((await plannerCopy(id)).contract).toEqual({ minWeeklyHours: 8, maxWeeklyHours: 24 });
    expect((await update(id, {})).status).toBe(200);
    expect(await contractOf(id)).toEqual({ minWeeklyHours: 8, maxWeeklyHours: 24 });
    expect((await update(id, { contract: null })).status).toBe(200);
    expect(await contractOf(id)).toEqual({});
    expect((await plannerCopy(id)).contract).toBeNull();
    await update(id, { contract: { maxDaysPerWeek: 3 } });
    expect((await update(id, { contract: {} })).status).toBe(200);
    expect(await contractOf(id)).toEqual({});
  });

  it('refuses a bad contract with a clear 400, on create and on update', async () => {
    const id = (await create({})).body.employee_id as string;
    const cases: [unknown, string][] = [
      ['full time', CONTRACT_MESSAGES.shape],
      [[20, 30], CONTRACT_MESSAGES.shape],
      [{ minWeeklyHours: -1 }, CONTRACT_MESSAGES.hours('minWeeklyHours')],
      [{ maxWeeklyHours: 169 }, CONTRACT_MESSAGES.hours('maxWeeklyHours')],
      [{ maxWeeklyHours: 37.3 }, CONTRACT_MESSAGES.hours('maxWeeklyHours')],
      [{ maxWeeklyHours: '40' }, CONTRACT_MESSAGES.hours('maxWeeklyHours')],
      [{ minWeeklyHours: 30, maxWeeklyHours: 20 }, CONTRACT_MESSAGES.minAboveMax],
      [{ maxDaysPerWeek: 0 }, CONTRACT_MESSAGES.days],
      [{ maxDaysPerWeek: 4.5 }, CONTRACT_MESSAGES.days],
    ];
    for (const [contract, message] of cases) {
      const created = await create({ contract });
      expect([created.status, created.body.message]).toEqual([400, message]);
      const updated = await update(id, { contract });
      expect([updated.status, updated.body.message]).toEqual([400, message]);
    }
    expect(await contractOf(id)).toEqual({});
  });
});
