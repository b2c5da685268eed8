import { describe, expect, it } from 'vitest';
import { ALEX, SAM, TOM, employee } from '../../../test/organisation-fixtures';
import { busyEmployees, matchesService, pickerEmployees } from './employeePicker';

const elsewhere = employee({ employee_id: 'e-far', display_name: 'Far', workplace_id: 'w-other', services: [101] });
const everyone = [SAM, ALEX, TOM, elsewhere];

describe('Select Employee filters', () => {
  it("lists only the workplace's employees, by display name", () => {
    expect(pickerEmployees(everyone, 'w-anchor', 101, false).map((e) => e.display_name)).toEqual(['Alex', 'Sam', 'Tom']);
  });

  it('orders numbered names naturally: Temp2 before Temp10', () => {
    const temps = ['Temp10', 'Temp2', 'Temp1'].map((name) =>
      employee({ employee_id: `e-${name}`, display_name: name, workplace_id: 'w-anchor' }),
    );
    expect(pickerEmployees(temps, 'w-anchor', 101, false).map((e) => e.display_name)).toEqual(['Temp1', 'Temp2', 'Temp10']);
  });

  it('with the toggle on keeps those offering the service, plus anyone offering Any', () => {
    expect(pickerEmployees(everyone, 'w-anchor', 101, true).map((e) => e.display_name)).toEqual(['Sam', 'Tom']);
    expect(pickerEmployees(everyone, 'w-anchor', 103, true).map((e) => e.display_name)).toEqual(['Alex', 'Tom']);
  });

  it("an 'Any' shift matches everyone", () => {
    expect(pickerEmployees(everyone, 'w-anchor', 199, true)).toHaveLength(3);
    expect(matchesService(ALEX, 199)).toBe(true);
    expect(matchesService(ALEX, 101)).toBe(false);
  });

  it('marks employees already working at an overlapping time that day', () => {
    const target = { assignmentId: 'a-new', startMinute: 600, endMinute: 720, employeeId: null };
    const shifts = [
      { assignments: [{ assignmentId: 'a1', startMinute: 540, endMinute: 660, employeeId: 'e-sam' }] },
      { assignments: [{ assignmentId: 'a2', startMinute: 720, endMinute: 800, employeeId: 'e-alex' }, target] },
    ];
    const busy = busyEmployees(shifts, target);
    expect([...busy.keys()]).toEqual(['e-sam']);
    expect(busy.get('e-sam')).toMatchObject({ startMinute: 540, endMinute: 660 });
  });

  it("does not count the assignment's own employee as busy with it", () => {
    const target = { assignmentId: 'a1', startMinute: 540, endMinute: 660, employeeId: 'e-sam' };
    expect(busyEmployees([{ assignments: [target] }], target).size).toBe(0);
  });
});
