import { foldEvents } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { given } from '../testing/given-when-then';
import { workplaceDecider } from '../workplaces/workplace.decider';
import { AddEmployee, employeeDecider, UpdateEmployee } from './employee.decider';
import type { EmployeeAdded } from './employee.events';
import { checkedPhone, PHONE_MESSAGES, telUri } from './phone-number';

const bar = foldEvents(workplaceDecider, [
  {
    type: 'WorkplaceCreated',
    data: { workplaceId: 'w1', ownerId: 'u1', name: 'Bar', industryCategory: 'bar', services: [], rotaStartTime: 0, rotaEndTime: 24 },
  },
]);
const names = { displayName: 'Mary', firstName: 'Mary', surname: 'Smith', ratePence: 755 };
const add = (phone: unknown): AddEmployee => ({
  type: 'AddEmployee',
  data: { employeeId: 'e1', ownerId: 'u1', workplace: bar, ...names, services: [], phone },
});
const update = (phone: unknown): UpdateEmployee => ({
  type: 'UpdateEmployee',
  data: { employeeId: 'e1', workplace: bar, today: '2026-11-23', ...names, services: [], phone },
});
const details = { employeeId: 'e1', workplaceId: 'w1', ...names, services: [] };
const added = (phone?: string): EmployeeAdded => ({
  type: 'EmployeeAdded',
  data: { ...details, ownerId: 'u1', ...(phone ? { phone } : {}) },
});

describe('phone number', () => {
  it('keeps a number as written, trimmed, with runs of spaces made one; blank or null is none', () => {
    expect(checkedPhone(' 07700  900123 ')).toBe('07700 900123');
    expect(checkedPhone('+44 (0)20 7946-0958')).toBe('+44 (0)20 7946-0958');
    expect(checkedPhone('   ')).toBeNull();
    expect(checkedPhone(null)).toBeNull();
  });

  it('refuses anything else with one clear message: letters, too few or too many digits, a + inside, another type', () => {
    for (const bad of ['call me', '12345', '1234567890123456', '07700 900123 ext', '0770+0900123', '-07700900123', 7700900123, {}]) {
      let refusal: unknown;
      try {
        checkedPhone(bad);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).message).toBe(PHONE_MESSAGES.invalid);
    }
    expect(checkedPhone('1234567')).toBe('1234567');
    expect(checkedPhone('123456789012345')).toBe('123456789012345');
  });

  it('dials the digits, with the leading + when there is one', () => {
    expect(telUri('07700 900123')).toBe('tel:07700900123');
    expect(telUri('+44 (0)20 7946-0958')).toBe('tel:+4402079460958');
  });
});

describe('employee decider: phone', () => {
  it('records a number given on add, none when absent, null or blank, and refuses a broken one (400)', () => {
    given(employeeDecider)
      .when(add(' 07700 900123 '))
      .then([added('07700 900123')]);
    given(employeeDecider).when(add(undefined)).then([added()]);
    given(employeeDecider).when(add('')).then([added()]);
    given(employeeDecider).when(add('ring me')).thenThrows(PHONE_MESSAGES.invalid, 'validation');
    given(employeeDecider, [added()]).when(update('123')).thenThrows(PHONE_MESSAGES.invalid, 'validation');
  });

  it('sets, changes and clears it on update, and keeps it when absent or the same', () => {
    given(employeeDecider, [added()])
      .when(update('07700 900123'))
      .then([{ type: 'EmployeeUpdated', data: { ...details, phone: '07700 900123' } }]);
    given(employeeDecider, [added('07700 900123')])
      .when(update(null))
      .then([{ type: 'EmployeeUpdated', data: { ...details, phone: null } }]);
    given(employeeDecider, [added('07700 900123')])
      .when(update('07700  900123'))
      .then([]);
    given(employeeDecider, [added('07700 900123')])
      .when(update(undefined))
      .then([]);
  });
});
