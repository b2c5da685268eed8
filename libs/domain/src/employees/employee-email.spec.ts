import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { workplaceDecider } from '../workplaces/workplace.decider';
import { AddEmployee, employeeDecider, UpdateEmployee } from './employee.decider';
import { EmployeeAdded, NotifiedAssignment } from './employee.events';
import { STAFF_EMAIL_MESSAGES } from './staff-email';
import { lastSeenAssignments, assignmentChanges, upcomingAssignments } from './staff-notice';

const bar = foldEvents(workplaceDecider, [
  {
    type: 'WorkplaceCreated',
    data: { workplaceId: 'w1', ownerId: 'u1', name: 'Bar', industryCategory: 'bar', services: [], rotaStartTime: 0, rotaEndTime: 24 },
  },
]);
const input = { displayName: 'Ann', firstName: 'Ann', surname: 'Lee', ratePence: 900, services: [] };
const add = (email?: string | null): AddEmployee => ({
  type: 'AddEmployee',
  data: { employeeId: 'e1', ownerId: 'u1', workplace: bar, ...input, ...(email === undefined ? {} : { email }) },
});
const update = (email?: string | null): UpdateEmployee => ({
  type: 'UpdateEmployee',
  data: { employeeId: 'e1', workplace: bar, today: '2026-12-01', ...input, ...(email === undefined ? {} : { email }) },
});
const added = (email?: string): EmployeeAdded => ({
  type: 'EmployeeAdded',
  data: { employeeId: 'e1', ownerId: 'u1', workplaceId: 'w1', ...input, ...(email ? { email } : {}) },
});
const { employeeId: _e, ownerId: _o, ...details } = added().data;

describe('employee decider: e-mail', () => {
  it('adds an employee with an e-mail (trimmed, lower case), or without one', () => {
    given(employeeDecider)
      .when(add(' Ann@Example.COM '))
      .then([added('ann@example.com')]);
    given(employeeDecider).when(add(null)).then([added()]);
    given(employeeDecider).when(add('')).then([added()]);
  });

  it('refuses an address that is not one', () => {
    given(employeeDecider).when(add('ann@')).thenThrows(STAFF_EMAIL_MESSAGES.invalid, 'validation');
    given(employeeDecider, [added()]).when(update('not an e-mail')).thenThrows(STAFF_EMAIL_MESSAGES.invalid, 'validation');
  });

  it('an edit carries the e-mail only when it changes it; absent leaves it, null clears it', () => {
    given(employeeDecider, [added()])
      .when(update('ann@example.com'))
      .then([{ type: 'EmployeeUpdated', data: { employeeId: 'e1', ...details, email: 'ann@example.com' } }]);
    given(employeeDecider, [added('ann@example.com')])
      .when(update())
      .then([]);
    given(employeeDecider, [added('ann@example.com')])
      .when(update('ANN@example.com'))
      .then([]);
    given(employeeDecider, [added('ann@example.com')])
      .when(update(null))
      .then([{ type: 'EmployeeUpdated', data: { employeeId: 'e1', ...details, email: null } }]);
  });

  it('the employee changes their own e-mail; the same one again changes nothing', () => {
    const change = (email: string | null) => ({ type: 'ChangeEmployeeEmail' as const, data: { employeeId: 'e1', email } });
    given(employeeDecider, [added()])
      .when(change('ann@example.com'))
      .then([{ type: 'EmployeeEmailChanged', data: { employeeId: 'e1', email: 'ann@example.com' } }]);
    given(employeeDecider, [added(), { type: 'EmployeeEmailChanged', data: { employeeId: 'e1', email: 'ann@example.com' } }])
      .when(change('ann@example.com'))
      .then([]);
    given(employeeDecider, [added('ann@example.com')])
      .when(change(null))
      .then([{ type: 'EmployeeEmailChanged', data: { employeeId: 'e1', email: null } }]);
    given(employeeDecider, [added(), { type: 'EmployeeRemoved', data: { employeeId: 'e1', workplaceId: 'w1' } }])
      .when(change('ann@example.com'))
      .thenThrows('Employee not found.', 'not_found');
  });

  it('records what an e-mail told them', () => {
    const shifts: NotifiedAssignment[] = [
      { id: 'a1', date: '2026-12-07', start: '09:00', end: '17:00', workplace: 'Bar', service: 'Bar Staff' },
    ];
    given(employeeDecider, [added('ann@example.com')])
      .when({ type: 'RecordStaffNotified', data: { employeeId: 'e1', shifts } })
      .then([{ type: 'StaffNotified', data: { employeeId: 'e1', shifts } }]);
  });
});

describe('shiftChanges', () => {
  const shift = (id: string, date: string, start = '09:00'): NotifiedAssignment => ({
    id,
    date,
    start,
    end: '17:00',
    workplace: 'Bar',
    service: 'Bar Staff',
  });
  /** Tuesday 1 December 2026, 08:30 on the workplace clock. */
  const now = { date: '2026-12-01', time: '08:30' };

  it('never saw any: every upcoming shift is new; nothing upcoming and never saw any: no change', () => {
    expect(assignmentChanges(null, [shift('a', '2026-12-07')], now)).toEqual({
      added: [shift('a', '2026-12-07')],
      changed: [],
      removed: [],
    });
    expect(assignmentChanges(null, [], now)).toEqual({ added: [], changed: [], removed: [] });
  });

  it('finds added, re-timed and cancelled shifts; a seen shift that has passed is not cancelled', () => {
    const seen = [shift('a', '2026-12-07'), shift('b', '2026-12-08'), shift('c', '2026-12-09'), shift('old', '2026-11-30')];
    const current = [shift('a', '2026-12-07'), shift('b', '2026-12-08', '10:00'), shift('d', '2026-12-10')];
    expect(assignmentChanges(seen, current, now)).toEqual({
      added: [shift('d', '2026-12-10')],
      changed: [{ now: shift('b', '2026-12-08', '10:00'), was: shift('b', '2026-12-08') }],
      removed: [shift('c', '2026-12-09')],
    });
  });

  it('a shift that has already started today is not upcoming: neither new nor cancelled; a later one today is', () => {
    const started = shift('early', '2026-12-01', '08:00');
    const atNow = shift('now', '2026-12-01', '08:30');
    const later = shift('later', '2026-12-01', '08:31');
    expect(assignmentChanges(null, [started, atNow, later], now)).toEqual({ added: [later], changed: [], removed: [] });
    expect(assignmentChanges([started, atNow, later], [], now)).toEqual({ added: [], changed: [], removed: [later] });
    expect(upcomingAssignments([started, atNow, later, shift('next', '2026-12-02', '00:00')], now).map((s) => s.id)).toEqual([
      'later',
      'next',
    ]);
  });

  it("what they last saw: in 'on-publish' mode their page before the publish, e-mailed or not; in 'live' mode their last e-mail", () => {
    const page = [shift('a', '2026-12-07'), shift('b', '2026-12-08')];
    const told = [shift('a', '2026-12-07', '08:00')];
    expect(lastSeenAssignments('on-publish', null, page)).toEqual(page);
    expect(lastSeenAssignments('on-publish', told, page)).toEqual(page);
    expect(lastSeenAssignments('live', told, page)).toEqual(told);
    expect(lastSeenAssignments('live', null, page)).toBeNull();
    // The first publish after switching to 'on-publish': only the real change is news.
    const published = [shift('a', '2026-12-07'), shift('b', '2026-12-08', '12:00')];
    expect(assignmentChanges(lastSeenAssignments('on-publish', null, page), published, now)).toEqual({
      added: [],
      changed: [{ now: shift('b', '2026-12-08', '12:00'), was: shift('b', '2026-12-08') }],
      removed: [],
    });
  });
});
