import { given } from '../testing/given-when-then';
import { RotaEmployee, RotaWorkplace } from './rota-context';
import { CopiedAssignment, checkCopySize, CopyRotaDay, planDayCopy, rotaDecider, RotaCommand } from './rota.decider';
import { MAX_ASSIGNMENTS_PER_COPY, MAX_ASSIGNMENTS_PER_DAY, MAX_SHIFTS_PER_DAY, ROTA_MESSAGES as M } from './rota.messages';
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
const TODAY = '2026-12-01';
/** The refusals of times outside the rota hours, naming the hour and the fix. */
const rotaStarts = (hour: string) => `This workplace's rota starts at ${hour}. Change its hours under Profile → Edit workplace.`;
const rotaEnds = (hour: string) => `This workplace's rota ends at ${hour}. Change its hours under Profile → Edit workplace.`;
const base = { rotaDate: DAY, workplace, today: TODAY };

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
/** A day holding the most assignments it may: quarter hours from 08:00 in rows of service 199, 64 to a row. */
const fullDay = (): RotaEvent[] =>
  Array.from({ length: MAX_ASSIGNMENTS_PER_DAY }, (_, i) => {
    const row = `full-row-${Math.floor(i / 64)}`;
    const start = h(8) + (i % 64) * 15;
    const assignment = added(`full-${i}`, row, start, start + 15);
    return i % 64 === 0 ? [shiftCreated(row, 199), assignment] : [assignment];
  }).flat();
const removed = (assignmentId: string): RotaEvent => ({ type: 'AssignmentRemoved', data: { assignmentId } });
const shiftDeleted = (shiftId: string): RotaEvent => ({ type: 'ShiftDeleted', data: { shiftId } });
const unassigned = (assignmentId: string, employeeId: string): RotaEvent => ({
  type: 'EmployeeUnassigned',
  data: { assignmentId, employeeId },
});
const shared = (rotaId: string): RotaEvent => ({ type: 'RotaShared', data: { rotaId, workplaceId: WP, rotaDate: DAY, ownerId: OWNER } });

/** What a command of that type carries. */
type DataOf<Type extends RotaCommand['type']> = Extract<RotaCommand, { type: Type }>['data'];

const createShift = (over: Partial<DataOf<'CreateShift'>> = {}): RotaCommand => ({
  type: 'CreateShift',
  data: { ...base, shiftId: 's1', workplaceId: WP, serviceType: 101, ...over },
});
const deleteShift = (shiftId: string): RotaCommand => ({ type: 'DeleteShift', data: { ...base, shiftId } });
const removeAssignment = (assignmentId: string): RotaCommand => ({ type: 'RemoveAssignment', data: { ...base, assignmentId } });
const addAssignment = (over: Partial<DataOf<'AddAssignment'>> = {}): RotaCommand => ({
  type: 'AddAssignment',
  data: {
    ...base,
    assignmentId: 'a-new',
    shiftId: 's1',
    startMinute: h(9),
    endMinute: h(17),
    employeeId: null,
    employee: null,
    ...over,
  },
});
const timeAssignment = (
  assignmentId: string,
  startMinute: number,
  endMinute: number,
  employee: RotaEmployee | null = null,
  over: Partial<DataOf<'TimeAssignment'>> = {},
): RotaCommand => ({
  type: 'TimeAssignment',
  data: { ...base, assignmentId, startMinute, endMinute, employee, newShiftId: 's-new', ...over },
});
const assignEmployee = (assignmentId: string, employee: RotaEmployee | null, employeeId = employee?.employeeId ?? null): RotaCommand => ({
  type: 'AssignEmployee',
  data: { ...base, assignmentId, employeeId, employee },
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

  it(`caps a day at ${MAX_ASSIGNMENTS_PER_DAY} assignments, in any row`, () => {
    given(rotaDecider, [...fullDay(), shiftCreated('s1')])
      .when(addAssignment())
      .thenThrows(M.tooManyAssignments, 'conflict');
    given(rotaDecider, [...fullDay(), shiftCreated('s1'), removed('full-0')])
      .when(addAssignment())
      .then([added('a-new', 's1', h(9), h(17))]);
  });

  it('deletes a shift with its assignments', () => {
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(9), h(12)), shiftCreated('s2'), added('a2', 's2', h(9), h(12))])
      .when(deleteShift('s1'))
      .then([
        { type: 'AssignmentRemoved', data: { assignmentId: 'a1' } },
        { type: 'ShiftDeleted', data: { shiftId: 's1' } },
      ]);
  });

  it('answers not found for a deleted or unknown shift', () => {
    given(rotaDecider, [shiftCreated('s1'), shiftDeleted('s1')])
      .when(deleteShift('s1'))
      .thenThrows(M.shiftNotFound, 'not_found');
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

  it("records the shift as the workplace owner's, whoever plans it (who may plan is the access check's)", () => {
    given(rotaDecider)
      .when(createShift({ workplace: { ...workplace, ownerId: 'owner-2' } }))
      .thenEvents((events) => expect(events).toMatchObject([{ type: 'ShiftCreated', data: { ownerId: 'owner-2' } }]));
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
      .thenThrows(rotaStarts('08:00'), 'validation');
    const earlyClose = { ...workplace, rotaEndTime: 22 };
    given(rotaDecider, day)
      .when(addAssignment({ workplace: earlyClose, startMinute: h(21), endMinute: h(22, 15) }))
      .thenThrows(rotaEnds('22:00'), 'validation');
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

  it('moves to a new row of the same service when a colleague holds the time in its row', () => {
    given(rotaDecider, [...day, added('a3', 's1', h(18), h(20), bob.employeeId)])
      .when(timeAssignment('a3', h(11, 45), h(20), bob))
      .then([
        shiftCreated('s-new'),
        { type: 'AssignmentMoved', data: { assignmentId: 'a3', toShiftId: 's-new' } },
        { type: 'AssignmentTimed', data: { assignmentId: 'a3', startMinute: h(11, 45), endMinute: h(20) } },
      ]);
  });

  it('moves to the first free row of the same service rather than making one', () => {
    const rows = [
      ...day,
      added('a3', 's1', h(18), h(20)),
      shiftCreated('s3', 102),
      shiftCreated('s4', 101),
      added('a4', 's4', h(19), h(20)),
    ];
    given(rotaDecider, [...rows, shiftCreated('s5', 101)])
      .when(timeAssignment('a3', h(11, 45), h(20)))
      .then([
        { type: 'AssignmentMoved', data: { assignmentId: 'a3', toShiftId: 's5' } },
        { type: 'AssignmentTimed', data: { assignmentId: 'a3', startMinute: h(11, 45), endMinute: h(20) } },
      ]);
  });

  it('caps the day when a move needs a new row', () => {
    const full = Array.from({ length: MAX_SHIFTS_PER_DAY - 2 }, (_, i) => shiftCreated(`full-${i}`, 102));
    given(rotaDecider, [...day, ...full, added('a3', 's1', h(18), h(20))])
      .when(timeAssignment('a3', h(11, 45), h(20)))
      .thenThrows(M.tooManyShifts, 'conflict');
  });

  it("is refused by the employee's assignments at other workplaces and neighbouring days", () => {
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(12, 30), ann, { busyElsewhere: [{ startMinute: h(12), endMinute: h(13) }] }))
      .thenThrows(M.employeeBusy, 'conflict');
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(12, 30), ann, { busyElsewhere: [{ startMinute: h(12, 30), endMinute: h(13) }] }))
      .then([{ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: h(9), endMinute: h(12, 30) } }]);
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
      .thenThrows(rotaStarts('08:00'), 'validation');
  });

  it('treats a removed employee’s later assignments as unallocated', () => {
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(14), { ...ann, removedOn: '2026-12-06' }))
      .then([{ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: h(9), endMinute: h(14) } }]);
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(14), { ...ann, removedOn: DAY }))
      .thenThrows(M.timeOverlap, 'conflict');
  });

  it('treats a moved employee’s assignments at the old workplace after the move day as unallocated', () => {
    const movedTo = (on: string): RotaEmployee => ({
      ...ann,
      workplaceId: 'wp-2',
      workplaceHistory: [
        { workplaceId: WP, from: null },
        { workplaceId: 'wp-2', from: on },
      ],
    });
    // Moved the day before: here it is an open shift, so neither her day here nor elsewhere binds it.
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(14), movedTo('2026-12-06'), { busyElsewhere: [{ startMinute: h(10), endMinute: h(11) }] }))
      .then([{ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: h(9), endMinute: h(14) } }]);
    // Moved that day: the move day still counts at the old workplace.
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(14), movedTo(DAY)))
      .thenThrows(M.timeOverlap, 'conflict');
    given(rotaDecider, day)
      .when(timeAssignment('a1', h(9), h(10), movedTo(DAY), { busyElsewhere: [{ startMinute: h(9), endMinute: h(11) }] }))
      .thenThrows(M.employeeBusy, 'conflict');
  });

  it('answers not found for an unknown or removed assignment', () => {
    given(rotaDecider, day)
      .when(timeAssignment('nope', h(9), h(10)))
      .thenThrows(M.assignmentNotFound, 'not_found');
    given(rotaDecider, [...day, removed('a1')])
      .when(removeAssignment('a1'))
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

  it('removes an assignment, and its row with the last one', () => {
    given(rotaDecider, day)
      .when(removeAssignment('a2'))
      .then([
        { type: 'AssignmentRemoved', data: { assignmentId: 'a2' } },
        { type: 'ShiftDeleted', data: { shiftId: 's2' } },
      ]);
    given(rotaDecider, [...day, added('a3', 's1', h(18), h(20))])
      .when(removeAssignment('a1'))
      .then([{ type: 'AssignmentRemoved', data: { assignmentId: 'a1' } }]);
  });

  it('refuses an employee busy at another workplace or a neighbouring day', () => {
    given(rotaDecider, [...day, added('a3', 's1', h(16), h(18))])
      .when({
        type: 'AssignEmployee',
        data: {
          ...base,
          assignmentId: 'a3',
          employeeId: ann.employeeId,
          employee: ann,
          busyElsewhere: [{ startMinute: h(17), endMinute: h(19) }],
        },
      })
      .thenThrows(M.employeeBusy, 'conflict');
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
      .when(removeAssignment('a2'))
      .thenThrows(M.assignmentNotFound, 'not_found');
  });
});

describe('rota decider: the employee across workplaces and nights', () => {
  const day = [shiftCreated('s1')];

  it('refuses an assignment that overlaps the employee at another workplace or a neighbouring day', () => {
    given(rotaDecider, day)
      .when(addAssignment({ employeeId: ann.employeeId, employee: ann, busyElsewhere: [{ startMinute: h(16), endMinute: h(18) }] }))
      .thenThrows(M.employeeBusy, 'conflict');
    // The day before's 22:00 → 02:00, on this day's clock.
    given(rotaDecider, day)
      .when(
        addAssignment({
          employeeId: ann.employeeId,
          employee: ann,
          startMinute: h(8),
          endMinute: h(10),
          busyElsewhere: [{ startMinute: -h(2), endMinute: h(8) }],
        }),
      )
      .then([added('a-new', 's1', h(8), h(10), ann.employeeId)]);
  });

  it('places an open shift whatever the employees do elsewhere', () => {
    given(rotaDecider, day)
      .when(addAssignment({ busyElsewhere: [{ startMinute: h(9), endMinute: h(17) }] }))
      .then([added('a-new', 's1', h(9), h(17))]);
  });

  it('plans past midnight when the rota hours do', () => {
    const lateBar = { ...workplace, rotaStartTime: 18, rotaEndTime: 26 };
    given(rotaDecider, day)
      .when(addAssignment({ workplace: lateBar, startMinute: h(22), endMinute: h(26) }))
      .then([added('a-new', 's1', h(22), h(26))]);
    given(rotaDecider, day)
      .when(addAssignment({ workplace: lateBar, startMinute: h(22), endMinute: h(26, 15) }))
      .thenThrows(rotaEnds('02:00 the next morning'), 'validation');
    given(rotaDecider, day)
      .when(addAssignment({ startMinute: h(22), endMinute: h(26) }))
      .thenThrows(rotaEnds('midnight'), 'validation');
  });

  it('keeps an overnight assignment clear of the same employee that night', () => {
    const lateBar = { ...workplace, rotaStartTime: 18, rotaEndTime: 26 };
    given(rotaDecider, [...day, added('a1', 's1', h(18), h(26), ann.employeeId), shiftCreated('s2', 102)])
      .when(
        addAssignment({
          workplace: lateBar,
          shiftId: 's2',
          employeeId: ann.employeeId,
          employee: ann,
          startMinute: h(25),
          endMinute: h(26),
        }),
      )
      .thenThrows(M.employeeBusy, 'conflict');
  });
});

const placeData = (over: Partial<DataOf<'PlaceAssignment'>> = {}): DataOf<'PlaceAssignment'> => ({
  ...base,
  assignmentId: 'a-new',
  serviceType: 101,
  employeeId: null,
  employee: null,
  startMinute: h(9),
  endMinute: h(17),
  newShiftId: 's-new',
  ...over,
});
const place = (over: Partial<DataOf<'PlaceAssignment'>> = {}): RotaCommand => ({ type: 'PlaceAssignment', data: placeData(over) });

describe('rota decider: placing an assignment (the weekly "+")', () => {
  it('makes the first row of the service when the day has none', () => {
    given(rotaDecider, [shiftCreated('s2', 102)])
      .when(place({ employeeId: ann.employeeId, employee: ann }))
      .then([shiftCreated('s-new'), added('a-new', 's-new', h(9), h(17), ann.employeeId)]);
  });

  it('uses the first row of the service with room', () => {
    given(rotaDecider, [
      shiftCreated('s1'),
      added('a1', 's1', h(12), h(20)),
      shiftCreated('s2', 102),
      shiftCreated('s3'),
      shiftCreated('s4'),
    ])
      .when(place())
      .then([added('a-new', 's3', h(9), h(17))]);
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(17), h(20))])
      .when(place())
      .then([added('a-new', 's1', h(9), h(17))]);
  });

  it('makes another row when every row of the service is taken then', () => {
    given(rotaDecider, [shiftCreated('s1'), added('a1', 's1', h(12), h(20))])
      .when(place())
      .then([shiftCreated('s-new'), added('a-new', 's-new', h(9), h(17))]);
  });

  it('applies the rules and messages of adding an assignment', () => {
    const busy = [shiftCreated('s1'), added('a1', 's1', h(16), h(20), ann.employeeId)];
    given(rotaDecider, busy)
      .when(place({ serviceType: 102, employeeId: ann.employeeId, employee: ann }))
      .thenThrows(M.employeeBusy, 'conflict');
    given(rotaDecider)
      .when(place({ employeeId: ann.employeeId, employee: ann, busyElsewhere: [{ startMinute: h(8), endMinute: h(10) }] }))
      .thenThrows(M.employeeBusy, 'conflict');
    given(rotaDecider)
      .when(place({ serviceType: 201 }))
      .thenThrows(M.serviceNotOffered, 'validation');
    given(rotaDecider)
      .when(place({ startMinute: h(7) }))
      .thenThrows(rotaStarts('08:00'), 'validation');
    given(rotaDecider)
      .when(place({ employeeId: 'emp-x', employee: null }))
      .thenThrows(M.employeeNotFound, 'not_found');
    given(rotaDecider)
      .when(place({ employeeId: bob.employeeId, employee: { ...bob, workplaceId: 'wp-2' } }))
      .thenThrows(M.employeeElsewhere, 'validation');
    // Another team's employee reads as unknown.
    given(rotaDecider)
      .when(place({ workplace: { ...workplace, ownerId: 'x' }, employeeId: ann.employeeId, employee: ann }))
      .thenThrows(M.employeeNotFound, 'not_found');
    given(rotaDecider)
      .when(place({ rotaDate: '2026-02-30' }))
      .thenThrows(M.invalidDate, 'validation');
  });

  it(`caps a day at ${MAX_SHIFTS_PER_DAY} shifts`, () => {
    const full = Array.from({ length: MAX_SHIFTS_PER_DAY }, (_, i) => shiftCreated(`full-${i}`, 102));
    given(rotaDecider, full).when(place()).thenThrows(M.tooManyShifts, 'conflict');
  });

  it(`caps a day at ${MAX_ASSIGNMENTS_PER_DAY} assignments, whatever their service`, () => {
    given(rotaDecider, fullDay()).when(place()).thenThrows(M.tooManyAssignments, 'conflict');
    given(rotaDecider, fullDay())
      .when(place({ serviceType: 102 }))
      .thenThrows(M.tooManyAssignments, 'conflict');
  });
});

const SOURCE = '2026-11-30';
const copied = (over: Partial<DataOf<'PlaceAssignment'>>): CopiedAssignment => {
  const { rotaDate: _d, workplace: _w, ...item } = placeData(over);
  return item;
};
const copyDay = (assignments: CopiedAssignment[], over: Partial<DataOf<'CopyRotaDay'>> = {}): CopyRotaDay => ({
  type: 'CopyRotaDay',
  data: { ...base, fromWorkplaceId: WP, fromDate: SOURCE, assignments, ...over },
});
const marker = (count: number): RotaEvent => ({ type: 'RotaDayCopied', data: { fromWorkplaceId: WP, fromDate: SOURCE, copied: count } });

describe('rota decider: copying a day', () => {
  const source = [
    copied({ assignmentId: 'c1', newShiftId: 'n1', employeeId: ann.employeeId, employee: ann, startMinute: h(9), endMinute: h(12) }),
    copied({ assignmentId: 'c2', newShiftId: 'n2', employeeId: bob.employeeId, employee: bob, startMinute: h(10), endMinute: h(14) }),
    copied({ assignmentId: 'c3', newShiftId: 'n3', serviceType: 102, startMinute: h(18), endMinute: h(22) }),
  ];

  it('places every assignment, rows as needed, after one marker', () => {
    given(rotaDecider)
      .when(copyDay(source))
      .then([
        marker(3),
        shiftCreated('n1'),
        added('c1', 'n1', h(9), h(12), ann.employeeId),
        shiftCreated('n2'),
        added('c2', 'n2', h(10), h(14), bob.employeeId),
        shiftCreated('n3', 102),
        added('c3', 'n3', h(18), h(22)),
      ]);
  });

  it('changes nothing the second time: each one is already on the rota', () => {
    const once = [
      shiftCreated('n1'),
      added('c1', 'n1', h(9), h(12), ann.employeeId),
      shiftCreated('n2'),
      added('c2', 'n2', h(10), h(14), bob.employeeId),
      shiftCreated('n3', 102),
      added('c3', 'n3', h(18), h(22)),
    ];
    const again = source.map((item, i) => ({ ...item, assignmentId: `again-${i}`, newShiftId: `again-row-${i}` }));
    given(rotaDecider, once).when(copyDay(again)).then([]);
    expect(planDayCopy(copyDay(again), once.reduce(rotaDecider.evolve, rotaDecider.initialState())).skipped).toEqual([
      { employeeId: ann.employeeId, startMinute: h(9), endMinute: h(12), reason: M.alreadyOnRota },
      { employeeId: bob.employeeId, startMinute: h(10), endMinute: h(14), reason: M.alreadyOnRota },
      { employeeId: null, startMinute: h(18), endMinute: h(22), reason: M.alreadyOnRota },
    ]);
  });

  it('skips what breaks a rule, with the reason, and copies the rest', () => {
    const target = [shiftCreated('t1', 102), added('t-ann', 't1', h(11), h(13), ann.employeeId)];
    const items = [
      ...source,
      copied({
        assignmentId: 'c4',
        newShiftId: 'n4',
        employeeId: 'emp-gone',
        employee: { ...bob, employeeId: 'emp-gone', removedOn: '2026-12-01' },
      }),
      copied({
        assignmentId: 'c5',
        newShiftId: 'n5',
        employeeId: 'emp-moved',
        employee: { ...bob, employeeId: 'emp-moved', workplaceId: 'wp-2' },
      }),
      copied({ assignmentId: 'c6', newShiftId: 'n6', startMinute: h(6), endMinute: h(9) }),
    ];
    const state = target.reduce(rotaDecider.evolve, rotaDecider.initialState());
    const plan = planDayCopy(copyDay(items), state);
    expect(plan.skipped).toEqual([
      { employeeId: ann.employeeId, startMinute: h(9), endMinute: h(12), reason: M.employeeBusy },
      { employeeId: 'emp-gone', startMinute: h(9), endMinute: h(17), reason: M.employeeNotFound },
      { employeeId: 'emp-moved', startMinute: h(9), endMinute: h(17), reason: M.employeeElsewhere },
      { employeeId: null, startMinute: h(6), endMinute: h(9), reason: rotaStarts('08:00') },
    ]);
    expect(plan.events[0]).toEqual(marker(2));
    expect(plan.events.filter((e) => e.type === 'AssignmentAdded').map((e) => e.data)).toEqual([
      { assignmentId: 'c2', shiftId: 'n2', startMinute: h(10), endMinute: h(14), employeeId: bob.employeeId },
      { assignmentId: 'c3', shiftId: 't1', startMinute: h(18), endMinute: h(22), employeeId: null },
    ]);
  });

  it('skips what the day cap leaves no room for', () => {
    const full = Array.from({ length: MAX_SHIFTS_PER_DAY - 1 }, (_, i) => shiftCreated(`full-${i}`, 199));
    const plan = planDayCopy(copyDay(source), full.reduce(rotaDecider.evolve, rotaDecider.initialState()));
    expect(plan.skipped.map((s) => s.reason)).toEqual([M.tooManyShifts, M.tooManyShifts]);
    expect(plan.events).toEqual([marker(1), shiftCreated('n1'), added('c1', 'n1', h(9), h(12), ann.employeeId)]);
  });

  it(`skips what the day's ${MAX_ASSIGNMENTS_PER_DAY} assignments leave no room for, with the cap's message`, () => {
    const almostFull = fullDay().filter((e) => !(e.type === 'AssignmentAdded' && e.data.assignmentId === 'full-0'));
    const plan = planDayCopy(copyDay(source), almostFull.reduce(rotaDecider.evolve, rotaDecider.initialState()));
    expect(plan.skipped).toEqual([
      { employeeId: bob.employeeId, startMinute: h(10), endMinute: h(14), reason: M.tooManyAssignments },
      { employeeId: null, startMinute: h(18), endMinute: h(22), reason: M.tooManyAssignments },
    ]);
    expect(plan.events).toEqual([marker(1), shiftCreated('n1'), added('c1', 'n1', h(9), h(12), ann.employeeId)]);
  });

  it('answers not found for a deleted workplace instead of skipping', () => {
    given(rotaDecider)
      .when(copyDay(source, { workplace: { ...workplace, deleted: true } }))
      .thenThrows(M.workplaceNotFound, 'not_found');
  });
});

describe('the size of one copy', () => {
  it(`allows up to ${MAX_ASSIGNMENTS_PER_COPY} assignments and refuses more, naming the limit`, () => {
    expect(() => checkCopySize(MAX_ASSIGNMENTS_PER_COPY)).not.toThrow();
    expect(() => checkCopySize(MAX_ASSIGNMENTS_PER_COPY + 1)).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        message: 'A copy can write at most 5,000 assignments. Copy fewer days or weeks at a time.',
      }),
    );
    expect(M.tooManyAssignments).toBe('A day can have at most 200 assignments.');
  });
});

describe('rota decider: sharing', () => {
  const share = (rotaId: string, sharingGeneration = 0): RotaCommand => ({
    type: 'ShareRota',
    data: { ...base, rotaId, sharingGeneration },
  });
  const revoke = (rotaId: string | null): RotaCommand => ({ type: 'RevokeSharedRota', data: { ...base, rotaId } });
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

  it('shares and revokes only a live workplace', () => {
    const deleted = { ...base, workplace: { ...workplace, deleted: true } };
    given(rotaDecider)
      .when({ type: 'ShareRota', data: { ...deleted, rotaId: 'r1', sharingGeneration: 0 } })
      .thenThrows(M.workplaceNotFound, 'not_found');
    given(rotaDecider, [shared('r1')])
      .when({ type: 'RevokeSharedRota', data: { ...deleted, rotaId: 'r1' } })
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

describe('rota decider: week links', () => {
  const weekBase = { ...base, rotaDate: DAY }; // DAY is a Monday
  const shareWeek = (rotaId: string, sharingGeneration = 0, rotaDate = DAY): RotaCommand => ({
    type: 'ShareRota',
    data: { ...weekBase, rotaDate, rotaId, sharingGeneration, span: 'week' },
  });
  const shareDay = (rotaId: string): RotaCommand => ({ type: 'ShareRota', data: { ...base, rotaId, sharingGeneration: 0 } });
  const revokeWeek = (rotaId: string | null): RotaCommand => ({ type: 'RevokeSharedRota', data: { ...weekBase, rotaId, span: 'week' } });
  const revokeDay = (rotaId: string | null): RotaCommand => ({ type: 'RevokeSharedRota', data: { ...base, rotaId } });
  const weekShared = (rotaId: string, sharingGeneration = 0): RotaEvent => ({
    type: 'RotaShared',
    data: { rotaId, workplaceId: WP, rotaDate: DAY, ownerId: OWNER, sharingGeneration, span: 'week' },
  });
  const dayShared = (rotaId: string): RotaEvent => ({
    type: 'RotaShared',
    data: { rotaId, workplaceId: WP, rotaDate: DAY, ownerId: OWNER, sharingGeneration: 0 },
  });
  const weekRevoked = (rotaId: string): RotaEvent => ({
    type: 'SharedRotaRevoked',
    data: { rotaId, workplaceId: WP, rotaDate: DAY, ownerId: OWNER, span: 'week' },
  });

  it('shares a week from its Monday once, marking the event as a week', () => {
    given(rotaDecider)
      .when(shareWeek('w1'))
      .then([weekShared('w1')]);
    given(rotaDecider, [weekShared('w1')])
      .when(shareWeek('w2'))
      .then([]);
  });

  it('refuses a week that that starts on neither a Monday nor a Sunday', () => {
    given(rotaDecider)
      .when(shareWeek('w1', 0, '2026-12-08'))
      .thenThrows('weekStart must be a Monday or a Sunday.', 'validation');
  });

  it("keeps the Monday's own link and the week's apart", () => {
    given(rotaDecider, [dayShared('d1')])
      .when(shareWeek('w1'))
      .then([weekShared('w1')]);
    given(rotaDecider, [weekShared('w1')])
      .when(shareDay('d1'))
      .then([dayShared('d1')]);
    given(rotaDecider, [dayShared('d1'), weekShared('w1')])
      .when(revokeWeek(null))
      .then([weekRevoked('w1')]);
    // A day revoke never reaches the week's link, nor the other way round.
    given(rotaDecider, [weekShared('w1')])
      .when(revokeDay(null))
      .then([]);
    given(rotaDecider, [dayShared('d1')])
      .when(revokeWeek('d1'))
      .then([]);
  });

  it('makes a new week link after a revoke or a new sharing generation, never the old one', () => {
    given(rotaDecider, [weekShared('w1'), weekRevoked('w1')])
      .when(shareWeek('w2'))
      .then([weekShared('w2')]);
    given(rotaDecider, [weekShared('w1'), weekRevoked('w1')])
      .when(revokeWeek('w1'))
      .then([]);
    given(rotaDecider, [weekShared('w1')])
      .when(shareWeek('w2', 1))
      .then([weekShared('w2', 1)]);
  });

  it('shares a week only of a live workplace', () => {
    given(rotaDecider)
      .when({ type: 'ShareRota', data: { ...weekBase, workplace: null, rotaId: 'w1', sharingGeneration: 0, span: 'week' } })
      .thenThrows(M.workplaceNotFound, 'not_found');
  });
});
