import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { workplaceDecider } from '../workplaces/workplace.decider';
import { checkedContract, CONTRACT_MESSAGES as M, contractText } from './employee-contract';
import { AddEmployee, employeeDecider, UpdateEmployee } from './employee.decider';
import type { EmployeeAdded } from './employee.events';

const bar = foldEvents(workplaceDecider, [
  {
    type: 'WorkplaceCreated',
    data: { workplaceId: 'w1', ownerId: 'u1', name: 'Bar', industryCategory: 'bar', services: [], rotaStartTime: 0, rotaEndTime: 24 },
  },
]);
const names = { displayName: 'Mary', firstName: 'Mary', surname: 'Smith', ratePence: 755 };
const add = (contract: unknown): AddEmployee => ({
  type: 'AddEmployee',
  data: { employeeId: 'e1', ownerId: 'u1', workplace: bar, ...names, services: [], contract },
});
const update = (contract: unknown): UpdateEmployee => ({
  type: 'UpdateEmployee',
  data: { employeeId: 'e1', workplace: bar, today: '2026-11-23', ...names, services: [], contract },
});
const details = { employeeId: 'e1', workplaceId: 'w1', ...names, services: [] };
const added = (contract?: EmployeeAdded['data']['contract']): EmployeeAdded => ({
  type: 'EmployeeAdded',
  data: { ...details, ownerId: 'u1', ...(contract ? { contract } : {}) },
});

describe('checkedContract', () => {
  it('keeps the fields given, in quarter hours from 0 to 168, and 1 to 7 days', () => {
    expect(checkedContract({ minWeeklyHours: 20, maxWeeklyHours: 37.5, maxDaysPerWeek: 5 })).toEqual({
      minWeeklyHours: 20,
      maxWeeklyHours: 37.5,
      maxDaysPerWeek: 5,
    });
    expect(checkedContract({ maxWeeklyHours: 168 })).toEqual({ maxWeeklyHours: 168 });
    expect(checkedContract({ minWeeklyHours: 0, maxWeeklyHours: 0.25 })).toEqual({ minWeeklyHours: 0, maxWeeklyHours: 0.25 });
    expect(checkedContract({ minWeeklyHours: 16, maxWeeklyHours: 16 })).toEqual({ minWeeklyHours: 16, maxWeeklyHours: 16 });
  });

  it('reads null, {} and all-absent (or null) fields as no contract', () => {
    expect(checkedContract(null)).toBeNull();
    expect(checkedContract({})).toBeNull();
    expect(checkedContract({ minWeeklyHours: null, maxDaysPerWeek: undefined })).toBeNull();
  });

  it('refuses each broken rule with its own message', () => {
    const refusal = (value: unknown) => {
      try {
        checkedContract(value);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const bad of [-1, 168.25, 37.3, 10.1, '20', Number.NaN, Infinity]) {
      expect(refusal({ minWeeklyHours: bad })).toBe(M.hours('minWeeklyHours'));
      expect(refusal({ maxWeeklyHours: bad })).toBe(M.hours('maxWeeklyHours'));
    }
    expect(refusal({ minWeeklyHours: 30, maxWeeklyHours: 20 })).toBe(M.minAboveMax);
    for (const bad of [0, 8, 2.5, '5']) expect(refusal({ maxDaysPerWeek: bad })).toBe(M.days);
    for (const bad of ['x', 5, [], true]) expect(refusal(bad)).toBe(M.shape);
  });

  it('words a contract for the history', () => {
    expect(contractText({ minWeeklyHours: 20, maxWeeklyHours: 30, maxDaysPerWeek: 5 })).toBe('20–30 h a week, at most 5 days a week');
    expect(contractText({ maxWeeklyHours: 16 })).toBe('at most 16 h a week');
    expect(contractText({ minWeeklyHours: 8, maxDaysPerWeek: 1 })).toBe('at least 8 h a week, at most 1 day a week');
    expect(contractText(null)).toBe('no contract');
  });
});

describe('employee decider: contract', () => {
  it('records a contract given on add, and none when absent or empty', () => {
    given(employeeDecider)
      .when(add({ maxWeeklyHours: 40, maxDaysPerWeek: 5 }))
      .then([added({ maxWeeklyHours: 40, maxDaysPerWeek: 5 })]);
    given(employeeDecider).when(add(undefined)).then([added()]);
    given(employeeDecider).when(add({})).then([added()]);
  });

  it('refuses a broken contract on add and on update (400)', () => {
    given(employeeDecider)
      .when(add({ minWeeklyHours: 41, maxWeeklyHours: 40 }))
      .thenThrows(M.minAboveMax, 'validation');
    given(employeeDecider, [added()])
      .when(update({ maxDaysPerWeek: 9 }))
      .thenThrows(M.days, 'validation');
  });

  it('sets, changes and clears the contract on update (null or {}), and keeps it when absent', () => {
    given(employeeDecider, [added()])
      .when(update({ minWeeklyHours: 10 }))
      .then([{ type: 'EmployeeUpdated', data: { ...details, contract: { minWeeklyHours: 10 } } }]);
    const withContract = added({ minWeeklyHours: 10 });
    given(employeeDecider, [withContract])
      .when(update(null))
      .then([{ type: 'EmployeeUpdated', data: { ...details, contract: null } }]);
    given(employeeDecider, [withContract])
      .when(update({}))
      .then([{ type: 'EmployeeUpdated', data: { ...details, contract: null } }]);
    given(employeeDecider, [withContract]).when(update(undefined)).then([]);
    given(employeeDecider, [withContract])
      .when(update({ minWeeklyHours: 10 }))
      .then([]);
    given(employeeDecider, [added()]).when(update(null)).then([]);
  });

  it('folds the contract into the state (a later update compares with it)', () => {
    const changed = { type: 'EmployeeUpdated' as const, data: { ...details, contract: { maxWeeklyHours: 20 } } };
    given(employeeDecider, [added({ minWeeklyHours: 10 }), changed])
      .when(update({ maxWeeklyHours: 20 }))
      .then([]);
  });
});
