import { given } from '../testing/given-when-then';
import { RotaEmployee, RotaWorkplace } from './rota-context';
import { MAX_SHIFTS_PER_DAY, ROTA_MESSAGES as M, rotaDecider, RotaCommand } from './rota.decider';
import { RotaEvent } from './rota.events';

const OWNER = 'owner-1';
const DAY = '2026-12-07';
const WP = 'wp-1';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: OWNER,
  services: [101, 102, 199],
  rotaStartTime: 8,
  rotaEndTime: 24,
  deleted: false,
};
const ann: RotaEmployee = { employeeId: 'emp-ann', ownerId: OWNER, workplaceId: WP, displayName: 'Ann', removedOn: null };
const bob: RotaEmployee = { employeeId: 'emp-bob', ownerId: OWNER, workplaceId: WP, displayName: 'Bob', removedOn: null };
const base = { userId: OWNER, rotaDate: DAY, workplace };

const shiftCreated = (shiftId: string, serviceType = 101): RotaEvent => ({
  type: 'ShiftCreated',
  data: { shiftId, workplaceId: WP, rotaDate: DAY, serviceType, ownerId: OWNER },
});
const added = (
  assignmentId: string,
  shiftId: string,
  startMinute: number,
  endMinute: number,
  employeeId: string | null = null,
): RotaEvent => ({
  type: 'AssignmentAdded',
  data: { assignmentId, shiftId, startMinute, endMinute, employeeId },
});
const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const removed = (assignmentId: string): RotaEvent => ({ type: 'AssignmentRemoved', data: { assignmentId } });
const shiftDeleted = (shiftId: string): RotaEvent => ({ type: 'ShiftDeleted', data: { shiftId } });
const unassigned = (assignmentId: string, employeeId: string): RotaEvent => ({
  type: 'EmployeeUnassigned',
  data: { assignmentId, employeeId },
});
const shared = (rotaId: string): RotaEvent => ({ type: 'RotaShared', data: { rotaId, workplaceId: WP, rotaDate: DAY, ownerId: OWNER } });

const createShift = (over: Partial<Extract<RotaCommand, { type: 'CreateShift' }>> = {}): RotaCommand => ({
  type: 'CreateShift',
  ...base,
  shiftId: 's1',
  workplaceId: WP,
  serviceType: 101,
  ...over,
});
const addAssignment = (over: Partial<Extract<RotaCommand, { type: 'AddAssignment' }>> = {}): RotaCommand => ({
  type: 'AddAssignment',
  ...base,
  assignmentId: 'a-new',
  shiftId: 's1',
  startMinute: h(9),
  endMinute: h(17),
  employeeId: null,
  employee: null,
  ...over,
});
const timeAssignment = (
  assignmentId: string,
  startMinute: number,
  endMinute: number,
  employee: RotaEmployee | null = null,
): RotaCommand => ({
  type: 'TimeAssignment',
  ...base,
  assignmentId,
  startMinute,
  endMinute,
  employee,
});
const assignEmployee = (assignmentId: string, employee: RotaEmployee | null, employeeId = employee?.employeeId ?? null): RotaCommand => ({
  type: 'AssignEmployee',
  ...base,
  assignmentId,
  employeeId,
  employee,
});

describe('rota decider: shifts', () => {
  it('creates a shift for one of the workplace services', () => {
    given(rotaDecider)
      .when(createShift())
      .then([shiftCreated('s1')]);
  });

  it.each([
    ['date', { rotaDate: '' }],
    ['serviceType', { serviceType: null }],
    ['workplaceId', { workplaceId: '' }],
    ['user', { userId: '' }],
  ])('needs %s', (_field, over) => {
    given(rotaDecider).when(createShift(over)).thenThrows(M.missingShiftData, 'validation');
  });

  it('refuses an impossible date', () => {
    given(rotaDecider)
      .when(createShift({ rotaDate: '2026-02-30' }))
      .thenThrows(M.invalidDate, 'validation');
  });

  it('refuses a service the workplace does not offer', () => {
    given(rotaDecider)
      .when(createShift({ serviceType: 201 }))
      .thenThrows(M.serviceNotOffered, 'validation');
  });

  it.each([
    ['unknown', null],
    ['deleted', { ...workplace, deleted: true }],
    ["another user's", { ...workplace, ownerId: 'someone-else' }],
  ])('answers not found for an %s workplace', (_case, wp) => {
    given(rotaDecider)
      .when(createShift({ workplace: wp }))
      .thenThrows(M.workplaceNotFound, 'not_found');
  });

  it('refuses the same shift id twice', () => {
    given(rotaDecider, [shiftCreated('s1')])
      .when(createShift())
      .thenThrows(M.shiftExists, 'conflict');
  });

  it(`caps a day at ${MAX_SHIFTS_PER_DAY} shifts`, () => {
    const past = Array.from({ length: MAX_SHIFTS_PER_DAY }, (_, i) => shiftCreated(`old-${i}`));
    given(rotaDecider, past).when(createShift()).thenThrows(M.tooManyShifts, 'conflict');
  });

  it('deletes a shift with its assignments', () => {
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(9), h(12)), shiftCreated('s2'), added('a2', 's2', h(9), h(12))])
      .when({ type: 'DeleteShift', ...base, shiftId: 's1' })
      .then([
        { type: 'AssignmentRemoved', data: { assignmentId: 'a1' } },
        { type: 'ShiftDeleted', data: { shiftId: 's1' } },
      ]);
  });

  it('answers not found for a deleted or unknown shift', () => {
    given(rotaDecider, [shiftCreated('s1'), shiftDeleted('s1')])
      .when({ type: 'DeleteShift', ...base, shiftId: 's1' })
      .thenThrows(M.shiftNotFound, 'not_found');
  });

  it('drops only the shifts nobody was put on when a day loads', () => {
    given(rotaDecider, [shiftCreated('s1'), shiftCreated('s2'), added('a1', 's2', h(9), h(10)), shiftCreated('s3')])
      .when({ type: 'DeleteEmptyShifts', ...base })
      .then([
        { type: 'ShiftDeleted', data: { shiftId: 's1' } },
        { type: 'ShiftDeleted', data: { shiftId: 's3' } },
      ]);
  });

  it('has nothing to drop on a day whose shifts are all used', () => {
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(9), h(10))])
      .when({ type: 'DeleteEmptyShifts', ...base })
      .then([]);
  });
});

describe('rota decider: adding an assignment', () => {
  const day = [shiftCreated('s1'), shiftCreated('s2', 102)];

  it('adds an unallocated assignment', () => {
    given(rotaDecider, day)
      .when(addAssignment())
      .then([added('a-new', 's1', h(9), h(17))]);
  });

  it('adds an assignment for one of the workplace employees', () => {
    given(rotaDecider, day)
      .when(addAssignment({ employeeId: ann.employeeId, employee: ann }))
      .then([added('a-new', 's1', h(9), h(17), ann.employeeId)]);
  });

  it('needs the shift', () => {
    given(rotaDecider, day)
      .when(addAssignment({ shiftId: 'nope' }))
      .thenThrows(M.shiftNotFound, 'not_found');
  });

  it('needs the workplace to be the caller’s', () => {
    given(rotaDecider, day)
      .when(addAssignment({ userId: 'intruder' }))
      .thenThrows(M.workplaceNotFound, 'not_found');
  });

  it.each([
    [h(9, 10), h(17)],
    [h(9), h(17, 5)],
    [h(9) + 0.5, h(17)],
  ])('keeps times on the quarter hour (%s-%s)', (startMinute, endMinute) => {
    given(rotaDecider, day).when(addAssignment({ startMinute, endMinute })).thenThrows(M.notQuarterHour, 'validation');
  });

  it.each([
    [h(12), h(12)],
    [h(12), h(11)],
  ])('needs the end after the start (%s-%s)', (startMinute, endMinute) => {
    given(rotaDecider, day).when(addAssignment({ startMinute, endMinute })).thenThrows(M.endBeforeStart, 'validation');
  });

  it('keeps within the workplace rota hours', () => {
    given(rotaDecider, day)
      .when(addAssignment({ startMinute: h(7, 45), endMinute: h(9) }))
      .thenThrows(M.outsideRotaHours, 'validation');
    const earlyClose = { ...workplace, rotaEndTime: 22 };
    given(rotaDecider, day)
      .when(addAssignment({ workplace: earlyClose, startMinute: h(21), endMinute: h(22, 15) }))
      .thenThrows(M.outsideRotaHours, 'validation');
  });

  it('may end exactly at the closing hour, midnight included', () => {
    given(rotaDecider, day)
      .when(addAssignment({ startMinute: h(20), endMinute: h(24) }))
      .then([added('a-new', 's1', h(20), h(24))]);
  });

  it('may not overlap another assignment of the same shift row', () => {
    given(rotaDecider, [...day, added('a1', 's1', h(12), h(14))])
      .when(addAssignment({ startMinute: h(13, 45), endMinute: h(15) }))
      .thenThrows(M.rowOverlap, 'conflict');
  });

  it('may touch another assignment of the same row, or overlap one of another row', () => {
    given(rotaDecider, [...day, added('a1', 's1', h(12), h(14)), added('a2', 's2', h(9), h(20))])
      .when(addAssignment({ startMinute: h(14), endMinute: h(16) }))
      .then([added('a-new', 's1', h(14), h(16))]);
  });

  it('never puts an employee on two overlapping assignments of the day, across shifts', () => {
    given(rotaDecider, [...day, added('a1', 's2', h(16), h(20), ann.employeeId)])
      .when(addAssignment({ employeeId: ann.employeeId, employee: ann }))
      .thenThrows(M.employeeBusy, 'conflict');
  });

  it('lets another employee work at the same time in another row', () => {
    given(rotaDecider, [...day, added('a1', 's2', h(16), h(20), ann.employeeId)])
      .when(addAssignment({ employeeId: bob.employeeId, employee: bob }))
      .then([added('a-new', 's1', h(9), h(17), bob.employeeId)]);
  });

  it.each([
    ['unknown', null],
    ["another user's", { ...ann, ownerId: 'someone-else' }],
    ['removed', { ...ann, removedOn: '2026-12-01' }],
  ])('answers not found for an %s employee', (_case, employee) => {
    given(rotaDecider, day)
      .when(addAssignment({ employeeId: ann.employeeId, employee }))
      .thenThrows(M.employeeNotFound, 'not_found');
  });

  it('needs the employee to work at the workplace', () => {
    given(rotaDecider, day)
      .when(addAssignment({ employeeId: ann.employeeId, employee: { ...ann, workplaceId: 'wp-2' } }))
      .thenThrows(M.employeeElsewhere, 'validation');
  });

  it('refuses an assignment id used before', () => {
    given(rotaDecider, [...day, added('a-new', 's2', h(9), h(10))])
      .when(addAssignment())
      .thenThrows(M.assignmentExists, 'conflict');
  });
});

describe('rota decider: editing an assignment', () => {
  const day = [
    shiftCreated('s1'),
    shiftCreated('s2', 102),
    added('a1', 's1', h(9), h(12), ann.employeeId),
    added('a2', 's2', h(13), h(15), ann.employeeId),
  ];

  it('retimes an assignment', () => {
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(8), h(13), ann))
      .then([{ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: h(8), endMinute: h(13) } }]);
  });

  it('does nothing when the times are unchanged', () => {
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(12), ann))
      .then([]);
  });

  it('may not overlap the same employee’s other assignments that day', () => {
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(13, 15), ann))
      .thenThrows(M.timeOverlap, 'conflict');
  });

  it('may not overlap another assignment of its row', () => {
    given(rotaDecider, [...day, added('a3', 's1', h(18), h(20))])
      .when(timeAssignment('a3', h(11, 45), h(20)))
      .thenThrows(M.rowOverlap, 'conflict');
  });

  it('applies the time rules', () => {
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(9)))
      .thenThrows(M.endBeforeStart, 'validation');
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9, 20), h(10)))
      .thenThrows(M.notQuarterHour, 'validation');
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(6), h(10)))
      .thenThrows(M.outsideRotaHours, 'validation');
  });

  it('treats a removed employee’s later assignments as unallocated', () => {
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(14), { ...ann, removedOn: '2026-12-06' }))
      .then([{ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: h(9), endMinute: h(14) } }]);
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(14), { ...ann, removedOn: DAY }))
      .thenThrows(M.timeOverlap, 'conflict');
  });

  it('answers not found for an unknown or removed assignment', () => {
    given(rotaDecider, day)
      .when(timeAssignment('nope', h(9), h(10)))
      .thenThrows(M.assignmentNotFound, 'not_found');
    given(rotaDecider, [...day, removed('a1')])
      .when({ type: 'RemoveAssignment', ...base, assignmentId: 'a1' })
      .thenThrows(M.assignmentNotFound, 'not_found');
  });

  it('assigns an employee to an unallocated assignment', () => {
    given(rotaDecider, [...day, added('a3', 's1', h(18), h(20))])
      .when(assignEmployee('a3', bob))
      .then([{ type: 'EmployeeAssigned', data: { assignmentId: 'a3', employeeId: bob.employeeId } }]);
  });

  it('reassigns to another employee', () => {
    given(rotaDecider, day)
      .when(assignEmployee('a1', bob))
      .then([{ type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: bob.employeeId } }]);
  });

  it('refuses an employee already on an overlapping assignment', () => {
    given(rotaDecider, [...day, added('a3', 's1', h(14), h(16))])
      .when(assignEmployee('a3', ann))
      .thenThrows(M.employeeBusy, 'conflict');
  });

  it('refuses an employee who is not the caller’s, removed, or elsewhere', () => {
    given(rotaDecider, day)
      .when(assignEmployee('a1', null, 'emp-x'))
      .thenThrows(M.employeeNotFound, 'not_found');
    given(rotaDecider, day)
      .when(assignEmployee('a1', { ...bob, ownerId: 'x' }))
      .thenThrows(M.employeeNotFound, 'not_found');
    given(rotaDecider, day)
      .when(assignEmployee('a1', { ...bob, removedOn: '2026-01-01' }))
      .thenThrows(M.employeeNotFound, 'not_found');
    given(rotaDecider, day)
      .when(assignEmployee('a1', { ...bob, workplaceId: 'wp-2' }))
      .thenThrows(M.employeeElsewhere, 'validation');
  });

  it('unassigns, and does nothing for a no-op', () => {
    given(rotaDecider, day)
      .when(assignEmployee('a1', null))
      .then([{ type: 'EmployeeUnassigned', data: { assignmentId: 'a1', employeeId: ann.employeeId } }]);
    given(rotaDecider, [...day, added('a3', 's1', h(18), h(20))])
      .when(assignEmployee('a3', null))
      .then([]);
    given(rotaDecider, day).when(assignEmployee('a1', ann)).then([]);
  });

  it('removes an assignment', () => {
    given(rotaDecider, day)
      .when({ type: 'RemoveAssignment', ...base, assignmentId: 'a2' })
      .then([{ type: 'AssignmentRemoved', data: { assignmentId: 'a2' } }]);
  });

  it('frees the employee once an assignment is removed or unassigned', () => {
    given(rotaDecider, [...day, removed('a2'), added('a3', 's1', h(13), h(15))])
      .when(assignEmployee('a3', ann))
      .then([{ type: 'EmployeeAssigned', data: { assignmentId: 'a3', employeeId: ann.employeeId } }]);
    given(rotaDecider, [...day, unassigned('a2', ann.employeeId), added('a3', 's1', h(13), h(15))])
      .when(assignEmployee('a3', ann))
      .then([{ type: 'EmployeeAssigned', data: { assignmentId: 'a3', employeeId: ann.employeeId } }]);
  });

  it('forgets the assignments of a deleted shift', () => {
    given(rotaDecider, [...day, removed('a2'), shiftDeleted('s2')])
      .when({ type: 'RemoveAssignment', ...base, assignmentId: 'a2' })
      .thenThrows(M.assignmentNotFound, 'not_found');
  });
});

describe('rota decider: sharing', () => {
  const share = (rotaId: string, sharingGeneration = 0): RotaCommand => ({ type: 'ShareRota', ...base, rotaId, sharingGeneration });
  const revoke = (rotaId: string | null): RotaCommand => ({ type: 'RevokeSharedRota', ...base, rotaId });
  const sharedIn = (rotaId: string, sharingGeneration: number): RotaEvent => ({
    type: 'RotaShared',
    data: { rotaId, workplaceId: WP, rotaDate: DAY, ownerId: OWNER, sharingGeneration },
  });
  const revoked = (rotaId: string): RotaEvent => ({
    type: 'SharedRotaRevoked',
    data: { rotaId, workplaceId: WP, rotaDate: DAY, ownerId: OWNER },
  });

  it('shares a day once', () => {
    given(rotaDecider)
      .when(share('r1'))
      .then([sharedIn('r1', 0)]);
  });

  it('keeps the first link when shared again', () => {
    given(rotaDecider, [shared('r1')])
      .when(share('r2'))
      .then([]);
    given(rotaDecider, [sharedIn('r1', 2)])
      .when(share('r2', 2))
      .then([]);
  });

  it('shares only the caller’s workplace', () => {
    given(rotaDecider)
      .when({ ...share('r1'), userId: 'intruder' })
      .thenThrows(M.workplaceNotFound, 'not_found');
    given(rotaDecider, [shared('r1')])
      .when({ ...revoke('r1'), userId: 'intruder' })
      .thenThrows(M.workplaceNotFound, 'not_found');
  });

  it('revokes the live link, by its id or by the day', () => {
    given(rotaDecider, [shared('r1')])
      .when(revoke('r1'))
      .then([revoked('r1')]);
    given(rotaDecider, [shared('r1')])
      .when(revoke(null))
      .then([revoked('r1')]);
  });

  it('revokes nothing twice, nor a link already replaced, nor a day never shared', () => {
    given(rotaDecider, [shared('r1'), revoked('r1')])
      .when(revoke('r1'))
      .then([]);
    given(rotaDecider, [shared('r1'), revoked('r1')])
      .when(revoke(null))
      .then([]);
    given(rotaDecider, [shared('r1'), revoked('r1'), sharedIn('r2', 0)])
      .when(revoke('r1'))
      .then([]);
    given(rotaDecider).when(revoke(null)).then([]);
  });

  it('makes a new link after a revoke, never the old one again', () => {
    given(rotaDecider, [shared('r1'), revoked('r1')])
      .when(share('r2'))
      .then([sharedIn('r2', 0)]);
  });

  it('makes a new link once public_rota was turned off since the last one (a new sharing generation)', () => {
    given(rotaDecider, [shared('r1')])
      .when(share('r2', 1))
      .then([sharedIn('r2', 1)]);
    given(rotaDecider, [sharedIn('r1', 1)])
      .when(share('r2', 3))
      .then([sharedIn('r2', 3)]);
    given(rotaDecider, [shared('r1'), sharedIn('r2', 1)])
      .when(share('r3', 1))
      .then([]);
  });
});
