import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { workplaceDecider } from '../workplaces/workplace.decider';
import { ageOn, checkedDateOfBirth, DATE_OF_BIRTH_MESSAGES } from './date-of-birth';
import { AddEmployee, employeeDecider, UpdateEmployee } from './employee.decider';
import { EmployeeAdded, EmployeeUpdated } from './employee.events';

const bar = foldEvents(workplaceDecider, [
  {
    type: 'WorkplaceCreated',
    data: { workplaceId: 'w1', ownerId: 'u1', name: 'Bar', industryCategory: 'bar', services: [], rotaStartTime: 0, rotaEndTime: 24 },
  },
]);
const today = '2026-12-01';
const input = { displayName: 'Ann', firstName: 'Ann', surname: 'Lee', ratePence: 900, services: [] };
const add = (dateOfBirth?: string | null): AddEmployee => ({
  type: 'AddEmployee',
  data: { employeeId: 'e1', ownerId: 'u1', workplace: bar, today, ...input, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) },
});
const update = (dateOfBirth?: string | null): UpdateEmployee => ({
  type: 'UpdateEmployee',
  data: { employeeId: 'e1', workplace: bar, today, ...input, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) },
});
const added = (dateOfBirth?: string): EmployeeAdded => ({
  type: 'EmployeeAdded',
  data: { employeeId: 'e1', ownerId: 'u1', workplaceId: 'w1', ...input, ...(dateOfBirth ? { dateOfBirth } : {}) },
});
const updated = (dateOfBirth: string | null): EmployeeUpdated => ({
  type: 'EmployeeUpdated',
  data: { employeeId: 'e1', workplaceId: 'w1', ...input, dateOfBirth },
});

describe('employee decider: date of birth', () => {
  it('adds an employee with a date of birth, or without one', () => {
    given(employeeDecider)
      .when(add('2001-06-15'))
      .then([added('2001-06-15')]);
    given(employeeDecider).when(add(null)).then([added()]);
    given(employeeDecider).when(add()).then([added()]);
  });

  it('sets, keeps (absent) and clears (null) it on an update; the same date is no change', () => {
    given(employeeDecider, [added()])
      .when(update('2001-06-15'))
      .then([updated('2001-06-15')]);
    given(employeeDecider, [added('2001-06-15')])
      .when(update())
      .then([]);
    given(employeeDecider, [added('2001-06-15')])
      .when(update('2001-06-15'))
      .then([]);
    given(employeeDecider, [added('2001-06-15')])
      .when(update(null))
      .then([updated(null)]);
    given(employeeDecider, [added()]).when(update(null)).then([]);
    given(employeeDecider, [added('2001-06-15'), updated(null)])
      .when(update('2001-06-15'))
      .then([updated('2001-06-15')]);
  });

  it.each([
    ['2001-02-30', DATE_OF_BIRTH_MESSAGES.invalid],
    ['15/06/2001', DATE_OF_BIRTH_MESSAGES.invalid],
    ['2026-12-02', DATE_OF_BIRTH_MESSAGES.future],
    ['2013-12-02', DATE_OF_BIRTH_MESSAGES.age], // 12 today
    ['1925-11-30', DATE_OF_BIRTH_MESSAGES.age], // 101 today
  ])('refuses %s', (dateOfBirth, message) => {
    given(employeeDecider).when(add(dateOfBirth)).thenThrows(message, 'validation');
    given(employeeDecider, [added()]).when(update(dateOfBirth)).thenThrows(message, 'validation');
  });

  it('accepts 13 today and 100 today', () => {
    expect(checkedDateOfBirth('2013-12-01', today)).toBe('2013-12-01');
    expect(checkedDateOfBirth('1926-12-01', today)).toBe('1926-12-01');
    expect(checkedDateOfBirth(null, today)).toBeNull();
  });

  it('age is whole years on the day; a 29 February birthday counts from 1 March', () => {
    expect(ageOn('2008-12-09', '2026-12-08')).toBe(17);
    expect(ageOn('2008-12-09', '2026-12-09')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
