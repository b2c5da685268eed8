import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { workplaceDecider } from '../workplaces/workplace.decider';
import { AddEmployee, employeeDecider, UpdateEmployee } from './employee.decider';
import type { EmployeeAdded } from './employee.events';
import { checkedPayrollId, PAYROLL_ID_MESSAGES as M } from './payroll-id';

const bar = foldEvents(workplaceDecider, [
  {
    type: 'WorkplaceCreated',
    data: { workplaceId: 'w1', ownerId: 'u1', name: 'Bar', industryCategory: 'bar', services: [], rotaStartTime: 0, rotaEndTime: 24 },
  },
]);
const names = { displayName: 'Mary', firstName: 'Mary', surname: 'Smith', ratePence: 755 };
const add = (payrollId: unknown): AddEmployee => ({
  type: 'AddEmployee',
  data: { employeeId: 'e1', ownerId: 'u1', workplace: bar, ...names, services: [], payrollId },
});
const update = (payrollId: unknown): UpdateEmployee => ({
  type: 'UpdateEmployee',
  data: { employeeId: 'e1', workplace: bar, today: '2026-11-23', ...names, services: [], payrollId },
});
const details = { employeeId: 'e1', workplaceId: 'w1', ...names, services: [] };
const added = (payrollId?: string): EmployeeAdded => ({
  type: 'EmployeeAdded',
  data: { ...details, ownerId: 'u1', ...(payrollId ? { payrollId } : {}) },
});

describe('checkedPayrollId', () => {
  it('trims and keeps a works number as written', () => {
    expect(checkedPayrollId('  0042 ')).toBe('0042');
    expect(checkedPayrollId('EMP-7/b_2.x')).toBe('EMP-7/b_2.x');
    expect(checkedPayrollId('A'.repeat(20))).toBe('A'.repeat(20));
  });

  it('reads null and blank as none', () => {
    expect(checkedPayrollId(null)).toBeNull();
    expect(checkedPayrollId('   ')).toBeNull();
  });

  it('refuses anything else with one message', () => {
    for (const bad of ['A'.repeat(21), '12 34', 'a,b', '-12', '=1+1', 'Zoë', 42, true, {}]) {
      expect(() => checkedPayrollId(bad)).toThrow(M.invalid);
    }
  });
});

describe('employee decider: payrollId', () => {
  it('records a payroll ID given on add, and none when absent, null or blank', () => {
    given(employeeDecider)
      .when(add(' 0042 '))
      .then([added('0042')]);
    given(employeeDecider).when(add(undefined)).then([added()]);
    given(employeeDecider).when(add(null)).then([added()]);
    given(employeeDecider).when(add('')).then([added()]);
  });

  it('refuses a broken payroll ID on add and on update (400)', () => {
    given(employeeDecider).when(add('no spaces')).thenThrows(M.invalid, 'validation');
    given(employeeDecider, [added()])
      .when(update('x'.repeat(21)))
      .thenThrows(M.invalid, 'validation');
  });

  it('sets, changes and clears it on update (null or blank), and keeps it when absent or the same', () => {
    given(employeeDecider, [added()])
      .when(update('7'))
      .then([{ type: 'EmployeeUpdated', data: { ...details, payrollId: '7' } }]);
    given(employeeDecider, [added('7')])
      .when(update('8'))
      .then([{ type: 'EmployeeUpdated', data: { ...details, payrollId: '8' } }]);
    given(employeeDecider, [added('7')])
      .when(update(null))
      .then([{ type: 'EmployeeUpdated', data: { ...details, payrollId: null } }]);
    given(employeeDecider, [added('7')])
      .when(update(''))
      .then([{ type: 'EmployeeUpdated', data: { ...details, payrollId: null } }]);
    given(employeeDecider, [added('7')])
      .when(update(undefined))
      .then([]);
    given(employeeDecider, [added('7')])
      .when(update(' 7 '))
      .then([]);
    given(employeeDecider, [added()]).when(update(null)).then([]);
  });

  it('folds it into the state (a later update compares with it)', () => {
    const changed = { type: 'EmployeeUpdated' as const, data: { ...details, payrollId: '9' } };
    given(employeeDecider, [added('7'), changed])
      .when(update('9'))
      .then([]);
  });
});
