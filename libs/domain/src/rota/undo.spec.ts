import { DomainError } from '../shared/errors';
import { RotaEmployee, RotaWorkplace } from './rota-context';
import { ROTA_MESSAGES as M } from './rota.messages';
import { RotaEvent } from './rota.events';
import { TimeSpan } from '../shared/time-span';
import { planUndo, RecordedRotaEvent, UNDO_MESSAGES, UndoDay } from './undo';

const OWNER = 'owner-1';
const DAY = '2026-12-07';
const WP = 'wp-1';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: OWNER,
  services: [101, 102],
  rotaStartTime: 8,
  rotaEndTime: 24,
  deleted: false,
};
const ann: RotaEmployee = { employeeId: 'ann', ownerId: OWNER, workplaceId: WP, displayName: 'Ann', removedOn: null };
const bob: RotaEmployee = { employeeId: 'bob', ownerId: OWNER, workplaceId: WP, displayName: 'Bob', removedOn: null };
const h = (hours: number) => hours * 60;

/** Events of change `changeId` (a request's events share it). */
const by = (changeId: string, ...events: RotaEvent[]): RecordedRotaEvent[] => events.map((e) => ({ ...e, changeId }));
const shiftCreated = (shiftId: string, serviceType = 101): RotaEvent => ({
  type: 'ShiftCreated',
  data: { shiftId, workplaceId: WP, rotaDate: DAY, serviceType, ownerId: OWNER },
});
const added = (assignmentId: string, shiftId: string, start: number, end: number, employeeId: string | null = null): RotaEvent => ({
  type: 'AssignmentAdded',
  data: { assignmentId, shiftId, startMinute: start, endMinute: end, employeeId },
});
const timed = (assignmentId: string, start: number, end: number): RotaEvent => ({
  type: 'AssignmentTimed',
  data: { assignmentId, startMinute: start, endMinute: end },
});
const removed = (assignmentId: string): RotaEvent => ({ type: 'AssignmentRemoved', data: { assignmentId } });
const shiftDeleted = (shiftId: string): RotaEvent => ({ type: 'ShiftDeleted', data: { shiftId } });

function day(events: RecordedRotaEvent[], over: Partial<UndoDay> = {}): UndoDay {
  return {
    rotaDate: DAY,
    workplace,
    events,
    employees: new Map([
      ['ann', ann],
      ['bob', bob],
    ]),
    busyElsewhere: () => [],
    ...over,
  };
}

function refusal(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Ann's 09:00-17:00 in row s1, placed by change c1. */
const placed = () => by('c1', shiftCreated('s1'), added('a1', 's1', h(9), h(17), 'ann'));

describe('planUndo', () => {
  it('undoes a placement: the assignment goes, and the row it made with it', () => {
    expect(planUndo('c1', day(placed()))).toEqual({
      events: [{ type: 'ChangeUndone', data: { changeId: 'c1', undone: 1 } }, removed('a1'), shiftDeleted('s1')],
      undone: 1,
    });
  });

  it('undoes a copy of a day: every copied assignment and row, nothing else', () => {
    const events = [
      ...by('c0', shiftCreated('s0'), added('a0', 's0', h(8), h(10), 'bob')),
      ...by(
        'copy',
        { type: 'RotaDayCopied', data: { fromWorkplaceId: WP, fromDate: '2026-11-30', copied: 2 } },
        added('a1', 's0', h(12), h(14), 'ann'),
        shiftCreated('s2', 102),
        added('a2', 's2', h(9), h(17), null),
      ),
    ];
    const plan = planUndo('copy', day(events))!;
    expect(plan.undone).toBe(2);
    expect(plan.events.slice(1)).toEqual([removed('a2'), shiftDeleted('s2'), removed('a1')]);
  });

  it('undoes a retime that changed row: the old times, the old row back, the new row gone', () => {
    const events = [
      ...placed(),
      ...by('c2', added('b1', 's1', h(18), h(20), 'bob')),
      ...by(
        'retime',
        shiftCreated('s9'),
        { type: 'AssignmentMoved', data: { assignmentId: 'a1', toShiftId: 's9' } },
        timed('a1', h(10), h(19)),
        shiftDeleted('s1'),
      ),
    ];
    expect(planUndo('retime', day(events))!.events.slice(1)).toEqual([
      shiftCreated('s1'),
      timed('a1', h(9), h(17)),
      { type: 'AssignmentMoved', data: { assignmentId: 'a1', toShiftId: 's1' } },
      shiftDeleted('s9'),
    ]);
  });

  it('undoes a reassignment and an unassignment', () => {
    const reassigned = [...placed(), ...by('c2', { type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'bob' } })];
    expect(planUndo('c2', day(reassigned))!.events.slice(1)).toEqual([
      { type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'ann' } },
    ]);
    const opened = [...placed(), ...by('c2', { type: 'EmployeeUnassigned', data: { assignmentId: 'a1', employeeId: 'ann' } })];
    expect(planUndo('c2', day(opened))!.events.slice(1)).toEqual([
      { type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'ann' } },
    ]);
    const given = [
      ...by('c1', shiftCreated('s1'), added('a1', 's1', h(9), h(17))),
      ...by('c2', { type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'bob' } }),
    ];
    expect(planUndo('c2', day(given))!.events.slice(1)).toEqual([
      { type: 'EmployeeUnassigned', data: { assignmentId: 'a1', employeeId: 'bob' } },
    ]);
  });

  it('undoes a removal that emptied its row: the row comes back first, with the assignment and its own break', () => {
    const events = [
      ...by('c1', shiftCreated('s1'), {
        ...added('a1', 's1', h(9), h(17), 'ann'),
        data: { ...added('a1', 's1', h(9), h(17), 'ann').data, breakMinutes: 45, ownBreak: true },
      } as RotaEvent),
      ...by('gone', removed('a1'), shiftDeleted('s1')),
    ];
    expect(planUndo('gone', day(events))!.events.slice(1)).toEqual([
      shiftCreated('s1'),
      {
        type: 'AssignmentAdded',
        data: {
          assignmentId: 'a1',
          shiftId: 's1',
          startMinute: h(9),
          endMinute: h(17),
          employeeId: 'ann',
          breakMinutes: 45,
          ownBreak: true,
        },
      },
    ]);
  });

  it('refuses when a later change touched the same assignment or row', () => {
    const retimedLater = [...placed(), ...by('c2', timed('a1', h(10), h(17)))];
    expect(refusal(() => planUndo('c1', day(retimedLater)))).toEqual({ kind: 'conflict', message: UNDO_MESSAGES.laterChanges });
    const rowUsedLater = [...placed(), ...by('c2', added('b1', 's1', h(18), h(20), 'bob'))];
    expect(refusal(() => planUndo('c1', day(rowUsedLater)))).toEqual({ kind: 'conflict', message: UNDO_MESSAGES.laterChanges });
  });

  it('lets a change be undone once the later change touching it is undone', () => {
    const events = [...placed(), ...by('c2', timed('a1', h(10), h(17)))];
    const undoLater = planUndo('c2', day(events))!;
    const afterUndo = [...events, ...by('u2', ...undoLater.events)];
    expect(planUndo('c1', day(afterUndo))!.events.slice(1)).toEqual([removed('a1'), shiftDeleted('s1')]);
  });

  it('ignores later changes elsewhere on the day', () => {
    const events = [...placed(), ...by('c2', shiftCreated('s2', 102), added('b1', 's2', h(9), h(17), 'bob'))];
    expect(planUndo('c1', day(events))!.undone).toBe(1);
  });

  it('answers null for a day already undone, and refuses an undo itself', () => {
    const events = [...placed(), ...by('u1', ...planUndo('c1', day(placed()))!.events)];
    expect(planUndo('c1', day(events))).toBeNull();
    expect(refusal(() => planUndo('u1', day(events)))).toEqual({ kind: 'conflict', message: UNDO_MESSAGES.notUndoable });
  });

  it('refuses to put someone back where the rules no longer allow it, with the rule message', () => {
    const events = [...placed(), ...by('gone', removed('a1'), shiftDeleted('s1'))];
    const busy: (id: string) => readonly TimeSpan[] = (id) => (id === 'ann' ? [{ startMinute: h(12), endMinute: h(13) }] : []);
    expect(refusal(() => planUndo('gone', day(events, { busyElsewhere: busy })))).toEqual({ kind: 'conflict', message: M.employeeBusy });
    const annBusyHere = [...events, ...by('c3', shiftCreated('s3', 102), added('x', 's3', h(8), h(10), 'ann'))];
    expect(refusal(() => planUndo('gone', day(annBusyHere)))).toEqual({ kind: 'conflict', message: M.employeeBusy });
    const annRemoved = new Map([['ann', { ...ann, removedOn: '2026-11-01' }]]);
    expect(refusal(() => planUndo('gone', day(events, { employees: annRemoved })))).toEqual({
      kind: 'not_found',
      message: M.employeeNotFound,
    });
  });

  it('refuses what the planner did not do, and an unknown change', () => {
    const shared = by('share', { type: 'RotaShared', data: { rotaId: 'r', workplaceId: WP, rotaDate: DAY, ownerId: OWNER } });
    expect(refusal(() => planUndo('share', day(shared)))).toEqual({ kind: 'conflict', message: UNDO_MESSAGES.notUndoable });
    expect(refusal(() => planUndo('nope', day(placed())))).toEqual({ kind: 'not_found', message: UNDO_MESSAGES.changeNotFound });
  });
});
