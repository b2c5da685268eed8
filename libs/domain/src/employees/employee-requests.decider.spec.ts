import { given } from '../testing/given-when-then';
import { employeeDecider, EmployeeCommand } from './employee.decider';
import { EmployeeEvent } from './employee.events';
import { AVAILABILITY_MESSAGES } from './availability';
import { TIME_OFF_MESSAGES as M } from './employee-requests.decider';

const employeeId = 'e1';
const TODAY = '2026-11-30';
const added: EmployeeEvent = {
  type: 'EmployeeAdded',
  data: {
    employeeId,
    ownerId: 'u1',
    workplaceId: 'w1',
    displayName: 'Ann',
    firstName: 'Ann',
    surname: 'Lee',
    ratePence: 1000,
    services: [],
  },
};
const ask = (from: string, to: string, over: Record<string, unknown> = {}): EmployeeCommand => ({
  type: 'RequestTimeOff',
  data: { employeeId, requestId: 'r1', from, to, today: TODAY, ...over },
});
const requested = (requestId: string, from: string, to: string, note: string | null = null): EmployeeEvent => ({
  type: 'TimeOffRequested',
  data: { employeeId, requestId, from, to, note },
});
const decide = (requestId: string, approve: boolean, today = TODAY): EmployeeCommand => ({
  type: 'DecideTimeOff',
  data: { employeeId, requestId, approve, today },
});
const cancel = (requestId: string, today = TODAY): EmployeeCommand => ({ type: 'CancelTimeOff', data: { employeeId, requestId, today } });
const approved = (requestId: string, from: string, to: string): EmployeeEvent => ({
  type: 'TimeOffApproved',
  data: { employeeId, requestId, from, to },
});

const declined: EmployeeEvent = { type: 'TimeOffDeclined', data: { employeeId, requestId: 'r0' } };

describe('employee decider: time off', () => {
  it('asks for days off, with a trimmed note', () => {
    given(employeeDecider, [added])
      .when(ask('2026-12-02', '2026-12-04', { note: '  wedding ' }))
      .then([requested('r1', '2026-12-02', '2026-12-04', 'wedding')]);
  });

  it('refuses bad dates, an end before the start, the past, too long, too far ahead, a long note', () => {
    given(employeeDecider, [added]).when(ask('2026-02-30', '2026-03-01')).thenThrows(M.invalidDates, 'validation');
    given(employeeDecider, [added]).when(ask('2026-12-04', '2026-12-02')).thenThrows(M.endBeforeStart, 'validation');
    given(employeeDecider, [added]).when(ask('2026-11-29', '2026-12-02')).thenThrows(M.inThePast, 'validation');
    given(employeeDecider, [added]).when(ask('2026-12-01', '2027-01-01')).thenThrows(M.tooLong, 'validation');
    given(employeeDecider, [added]).when(ask('2027-12-30', '2028-01-02')).thenThrows(M.tooFarAhead, 'validation');
    given(employeeDecider, [added])
      .when(ask('2026-12-01', '2026-12-01', { note: 'x'.repeat(501) }))
      .thenThrows(M.noteTooLong, 'validation');
  });

  it('refuses days already asked for (pending or approved), not declined or cancelled ones', () => {
    given(employeeDecider, [added, requested('r0', '2026-12-04', '2026-12-06')])
      .when(ask('2026-12-02', '2026-12-04'))
      .thenThrows(M.overlaps, 'conflict');
    given(employeeDecider, [added, requested('r0', '2026-12-04', '2026-12-06'), declined])
      .when(ask('2026-12-02', '2026-12-04'))
      .then([requested('r1', '2026-12-02', '2026-12-04')]);
  });

  it('a manager approves (carrying the days) or declines a pending request, once', () => {
    const past = [added, requested('r1', '2026-12-02', '2026-12-04')];
    given(employeeDecider, past)
      .when(decide('r1', true))
      .then([approved('r1', '2026-12-02', '2026-12-04')]);
    given(employeeDecider, past)
      .when(decide('r1', false))
      .then([{ type: 'TimeOffDeclined', data: { employeeId, requestId: 'r1' } }]);
    given(employeeDecider, [...past, approved('r1', '2026-12-02', '2026-12-04')])
      .when(decide('r1', false))
      .thenThrows(M.alreadyDecided, 'conflict');
    given(employeeDecider, past)
      .when(decide('r1', true, '2026-12-03'))
      .thenThrows(M.alreadyStarted, 'conflict');
    given(employeeDecider, past).when(decide('nope', true)).thenThrows(M.notFound, 'not_found');
  });

  it('cancels a pending or a future approved request, not one that has started or was declined', () => {
    const past = [added, requested('r1', '2026-12-02', '2026-12-04')];
    const cancelled: EmployeeEvent = { type: 'TimeOffCancelled', data: { employeeId, requestId: 'r1' } };
    given(employeeDecider, past).when(cancel('r1')).then([cancelled]);
    given(employeeDecider, [...past, approved('r1', '2026-12-02', '2026-12-04')])
      .when(cancel('r1'))
      .then([cancelled]);
    given(employeeDecider, [...past, approved('r1', '2026-12-02', '2026-12-04')])
      .when(cancel('r1', '2026-12-03'))
      .thenThrows(M.alreadyStarted, 'conflict');
    given(employeeDecider, [...past, { ...declined, data: { employeeId, requestId: 'r1' } }])
      .when(cancel('r1'))
      .thenThrows(M.alreadyDecided, 'conflict');
    given(employeeDecider, [...past, cancelled])
      .when(cancel('r1'))
      .then([]);
    given(employeeDecider, [...past, cancelled])
      .when(decide('r1', true))
      .thenThrows(M.alreadyDecided, 'conflict');
  });

  it('a removed employee asks for nothing', () => {
    const removed: EmployeeEvent = { type: 'EmployeeRemoved', data: { employeeId, workplaceId: 'w1' } };
    given(employeeDecider, [added, removed]).when(ask('2026-12-02', '2026-12-04')).thenThrows('Employee not found.', 'not_found');
  });
});

describe('employee decider: availability', () => {
  it('records checked availability', () => {
    given(employeeDecider, [added])
      .when({ type: 'SetAvailability', data: { employeeId, weekly: { tue: [{ from: '09:00', to: '17:00' }] }, today: TODAY } })
      .then([{ type: 'AvailabilitySet', data: { employeeId, weekly: { tue: [{ from: '09:00', to: '17:00' }] }, exceptions: [] } }]);
  });

  it('refuses a window that ends before it starts', () => {
    given(employeeDecider, [added])
      .when({ type: 'SetAvailability', data: { employeeId, weekly: { tue: [{ from: '17:00', to: '09:00' }] }, today: TODAY } })
      .thenThrows(AVAILABILITY_MESSAGES.windowEndsBeforeStart, 'validation');
  });
});
