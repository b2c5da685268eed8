import { EmployeeForgettingEvent, unfinishedForgettings } from './employee-forgetting.events';

const started = (employeeId: string): EmployeeForgettingEvent => ({ type: 'EmployeeForgetStarted', data: { employeeId } });
const completed = (employeeId: string): EmployeeForgettingEvent => ({ type: 'EmployeeForgetCompleted', data: { employeeId } });

describe('unfinishedForgettings', () => {
  it('lists the forgettings started and not completed, oldest first', () => {
    const events = [started('ann'), started('bob'), completed('ann'), started('cy')];
    expect(unfinishedForgettings(events).map((event) => event.data.employeeId)).toEqual(['bob', 'cy']);
  });

  it('lists a person again when a forgetting starts again after a completed one, and once when started twice', () => {
    expect(unfinishedForgettings([started('ann'), completed('ann'), started('ann')])).toEqual([started('ann')]);
    expect(unfinishedForgettings([started('ann'), started('bob'), started('ann')]).map((event) => event.data.employeeId)).toEqual([
      'bob',
      'ann',
    ]);
    expect(unfinishedForgettings([])).toEqual([]);
  });
});
