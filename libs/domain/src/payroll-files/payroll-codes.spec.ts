import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { CreateWorkplace, UpdateWorkplace, workplaceDecider } from '../workplaces/workplace.decider';
import type { WorkplaceCreated } from '../workplaces/workplace.events';
import { checkedPayrollCodes, DEFAULT_PAYROLL_CODES, PAYROLL_CODE_MESSAGES as M, payrollCodeOf, payrollCodesOf } from './payroll-codes';

const base = { name: 'Bar', industryCategory: 'bar', services: [], rotaStartTime: 6, rotaEndTime: 24, timeZone: 'Europe/London' };
const create = (payrollCodes?: unknown): CreateWorkplace => ({
  type: 'CreateWorkplace',
  data: { workplaceId: 'w1', ownerId: 'u1', ...base, ...(payrollCodes === undefined ? {} : { payrollCodes }) },
});
const update = (payrollCodes?: unknown): UpdateWorkplace => ({
  type: 'UpdateWorkplace',
  data: { workplaceId: 'w1', ...(payrollCodes === undefined ? {} : { payrollCodes }) },
});
const created = (payrollCodes?: WorkplaceCreated['data']['payrollCodes']): WorkplaceCreated => ({
  type: 'WorkplaceCreated',
  data: { workplaceId: 'w1', ownerId: 'u1', ...base, ...(payrollCodes ? { payrollCodes } : {}) },
});

describe('payroll payment numbers', () => {
  it('defaults to normal 1, overtime 2, premium 3, holiday 4, short-notice 5, adjustment 6', () => {
    expect(DEFAULT_PAYROLL_CODES).toEqual({ normal: 1, overtime: 2, premium: 3, holiday: 4, shortNotice: 5, adjustment: 6 });
    expect(payrollCodeOf(DEFAULT_PAYROLL_CODES, 'short-notice')).toBe(5);
    expect(payrollCodesOf({})).toEqual(DEFAULT_PAYROLL_CODES);
  });

  it('takes the fields given over the current numbers', () => {
    expect(checkedPayrollCodes({ normal: 10, overtime: 11 })).toEqual({ ...DEFAULT_PAYROLL_CODES, normal: 10, overtime: 11 });
    expect(checkedPayrollCodes({ adjustment: 99 }, { ...DEFAULT_PAYROLL_CODES, normal: 10 })).toEqual({
      ...DEFAULT_PAYROLL_CODES,
      normal: 10,
      adjustment: 99,
    });
    expect(checkedPayrollCodes({})).toEqual(DEFAULT_PAYROLL_CODES);
  });

  it('refuses each broken rule with its own message', () => {
    for (const bad of [null, 3, 'x', []]) expect(() => checkedPayrollCodes(bad)).toThrow(M.shape);
    for (const bad of [0, -1, 1.5, 10_000, '2', null]) {
      expect(() => checkedPayrollCodes({ shortNotice: bad })).toThrow(M.number('shortNotice'));
    }
    expect(() => checkedPayrollCodes({ overtime: 1 })).toThrow(M.duplicate);
    // Swapping two numbers is one change, not a clash.
    expect(checkedPayrollCodes({ normal: 2, overtime: 1 })).toMatchObject({ normal: 2, overtime: 1 });
  });
});

describe('workplace decider: payrollCodes', () => {
  it('records only numbers that differ from the defaults on create', () => {
    given(workplaceDecider).when(create()).then([created()]);
    given(workplaceDecider)
      .when(create({ normal: 1 }))
      .then([created()]);
    given(workplaceDecider)
      .when(create({ premium: 30 }))
      .then([created({ ...DEFAULT_PAYROLL_CODES, premium: 30 })]);
    given(workplaceDecider)
      .when(create({ premium: 2 }))
      .thenThrows(M.duplicate, 'validation');
  });

  it('changes them on update over the current ones, keeps them when absent, decides nothing when unchanged', () => {
    const custom = { ...DEFAULT_PAYROLL_CODES, premium: 30 };
    given(workplaceDecider, [created(custom)])
      .when(update({ holiday: 40 }))
      .then([{ type: 'WorkplaceUpdated', data: { workplaceId: 'w1', ...base, payrollCodes: { ...custom, holiday: 40 } } }]);
    given(workplaceDecider, [created(custom)])
      .when(update())
      .then([]);
    given(workplaceDecider, [created(custom)])
      .when(update({ premium: 30 }))
      .then([]);
    given(workplaceDecider, [created(custom)])
      .when(update({ premium: 3 }))
      .then([{ type: 'WorkplaceUpdated', data: { workplaceId: 'w1', ...base } }]);
    given(workplaceDecider, [created(custom)])
      .when(update({ normal: 0 }))
      .thenThrows(M.number('normal'), 'validation');
  });

  it('folds them into the state', () => {
    const state = foldEvents(workplaceDecider, [created({ ...DEFAULT_PAYROLL_CODES, normal: 7 })]);
    expect(state.status === 'active' && payrollCodesOf(state.details).normal).toBe(7);
  });
});
