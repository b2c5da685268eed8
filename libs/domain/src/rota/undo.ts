import { conflict, notFound } from '../shared/errors';
import { isOpenedAt, RotaEmployee, RotaWorkplace } from './rota-context';
import { breakFields, evolveRota, initialRotaState } from './rota.decider';
import { checkAssignable } from './placement-rules';
import type { RotaAssignment, RotaState } from './rota-state';
import { MAX_ASSIGNMENTS_PER_DAY, MAX_SHIFTS_PER_DAY, ROTA_MESSAGES } from './rota.messages';
import type { ChangeUndone, RotaEvent, ShiftCreated } from './rota.events';
import { spansOverlap, TimeSpan } from '../shared/time-span';

/**
 * Undo (issue 29): a change is every event one planner request wrote (its `changeId`, in the
 * events' metadata, shared by all the streams it wrote). Undoing it appends new events that put
 * back what it changed, day by day; history is never rewritten.
 */
export const UNDO_MESSAGES = {
  laterChanges: 'Later changes touch these shifts: undo those first.',
  alreadyUndone: 'This change has already been undone.',
  changeNotFound: 'Change not found.',
  notUndoable: 'Only changes made in the planner can be undone.',
} as const;

/** An event of a rota day's stream with the change it belongs to (absent for events from before changes had ids). */
export type RecordedRotaEvent = RotaEvent & { changeId?: string };

/** What undoing a change on one day needs: the day's whole stream, and the employees and their other shifts as loaded. */
export interface UndoDay {
  rotaDate: string;
  /** null when the workplace does not exist. */
  workplace: RotaWorkplace | null;
  events: readonly RecordedRotaEvent[];
  /** The employees the undo would put back on an assignment (by id; missing = unknown). */
  employees: ReadonlyMap<string, RotaEmployee>;
  /** The employee's assignments elsewhere that day (other workplaces, overnight neighbours), on this day's clock. */
  busyElsewhere: (employeeId: string) => readonly TimeSpan[];
}

export interface UndoPlan {
  /** `ChangeUndone` first, then the reverting events. */
  events: RotaEvent[];
  /** The assignments put back as they were. */
  undone: number;
}

/** The shift and assignment ids an event names. */
function idsNamed(event: RotaEvent): string[] {
  const data = event.data as { assignmentId?: unknown; shiftId?: unknown; toShiftId?: unknown };
  return [data.assignmentId, data.shiftId, data.toShiftId].filter((id): id is string => typeof id === 'string');
}

/** The event that reverts `event`, given the day as it was just before it (null for a marker). */
function inverseOf(event: RotaEvent, before: RotaState, history: readonly RotaEvent[]): RotaEvent | null {
  const assignmentBefore = (assignmentId: string): RotaAssignment => {
    const found = before.assignments.find((a) => a.assignmentId === assignmentId);
    if (!found) throw conflict(UNDO_MESSAGES.notUndoable);
    return found;
  };
  switch (event.type) {
    case 'RotaDayCopied':
    case 'TemplateApplied':
      return null;
    case 'ShiftCreated':
      return { type: 'ShiftDeleted', data: { shiftId: event.data.shiftId } };
    case 'ShiftDeleted': {
      const created = [...history]
        .reverse()
        .find((e): e is ShiftCreated => e.type === 'ShiftCreated' && e.data.shiftId === event.data.shiftId);
      if (!created) throw conflict(UNDO_MESSAGES.notUndoable);
      return { type: 'ShiftCreated', data: created.data };
    }
    case 'AssignmentAdded':
      return { type: 'AssignmentRemoved', data: { assignmentId: event.data.assignmentId } };
    case 'AssignmentRemoved': {
      const { assignmentId, shiftId, startMinute, endMinute, employeeId, ...unpaid } = assignmentBefore(event.data.assignmentId);
      return { type: 'AssignmentAdded', data: { assignmentId, shiftId, startMinute, endMinute, employeeId, ...breakFields(unpaid) } };
    }
    case 'AssignmentTimed': {
      const { assignmentId, startMinute, endMinute, ...unpaid } = assignmentBefore(event.data.assignmentId);
      return { type: 'AssignmentTimed', data: { assignmentId, startMinute, endMinute, ...breakFields(unpaid) } };
    }
    case 'EmployeeAssigned':
    case 'EmployeeUnassigned': {
      const { assignmentId, employeeId } = assignmentBefore(event.data.assignmentId);
      if (employeeId !== null) return { type: 'EmployeeAssigned', data: { assignmentId, employeeId } };
      return { type: 'EmployeeUnassigned', data: { assignmentId, employeeId: event.data.employeeId } };
    }
    case 'AssignmentMoved': {
      const { assignmentId, shiftId } = assignmentBefore(event.data.assignmentId);
      return { type: 'AssignmentMoved', data: { assignmentId, toShiftId: shiftId } };
    }
    // Sharing, staff requests, timesheets and undos themselves are not planner changes.
    case 'ChangeUndone':
    case 'RotaShared':
    case 'SharedRotaRevoked':
    case 'ShiftClaimed':
    case 'ClaimApproved':
    case 'ClaimDeclined':
    case 'SwapOffered':
    case 'SwapAccepted':
    case 'SwapApproved':
    case 'SwapDeclined':
    case 'SwapWithdrawn':
    case 'ClockedIn':
    case 'ClockedOut':
    case 'BreakStarted':
    case 'BreakEnded':
    case 'TimesheetCorrected':
    case 'TimesheetDayApproved':
      throw conflict(UNDO_MESSAGES.notUndoable);
  }
}

/**
 * The changes whose events no longer count as "later": those undone, and their undos.
 * An undo's events belong to its own change, named by the marker that heads them.
 */
function undoneChanges(events: readonly RecordedRotaEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type !== 'ChangeUndone') continue;
    ids.add(event.data.changeId);
    if (event.changeId) ids.add(event.changeId);
  }
  return ids;
}

/**
 * The rota's rules on the day as the undo leaves it, for what it puts back: rows without
 * overlaps, nobody in two places at once, nobody removed, moved away or on time off, the caps.
 */
function checkRules(day: UndoDay, workplace: RotaWorkplace, current: RotaState, after: RotaState, inverse: readonly RotaEvent[]): void {
  if (after.assignments.length > Math.max(MAX_ASSIGNMENTS_PER_DAY, current.assignments.length)) {
    throw conflict(ROTA_MESSAGES.tooManyAssignments);
  }
  if (after.shifts.length > Math.max(MAX_SHIFTS_PER_DAY, current.shifts.length)) throw conflict(ROTA_MESSAGES.tooManyShifts);
  const placed = new Set<string>();
  const touched = new Set<string>();
  for (const event of inverse) {
    if (event.type === 'AssignmentAdded' || event.type === 'EmployeeAssigned') placed.add(event.data.assignmentId);
    if ('assignmentId' in event.data) touched.add(event.data.assignmentId);
  }
  for (const assignment of after.assignments) {
    if (!touched.has(assignment.assignmentId)) continue;
    const others = after.assignments.filter((a) => a.assignmentId !== assignment.assignmentId);
    if (others.some((a) => a.shiftId === assignment.shiftId && spansOverlap(a, assignment))) throw conflict(ROTA_MESSAGES.rowOverlap);
    const { employeeId } = assignment;
    if (employeeId === null) continue;
    const employee = day.employees.get(employeeId) ?? null;
    if (placed.has(assignment.assignmentId)) checkAssignable({ rotaDate: day.rotaDate, workplace, employeeId, employee }, workplace);
    // An assignment its employee's removal or move opened binds nobody (as when it is re-timed).
    if (isOpenedAt(employee, workplace.workplaceId, day.rotaDate)) continue;
    const busy =
      others.some((a) => a.employeeId === employeeId && spansOverlap(a, assignment)) ||
      day.busyElsewhere(employeeId).some((span) => spansOverlap(span, assignment));
    if (busy) throw conflict(ROTA_MESSAGES.employeeBusy);
  }
}

/**
 * The events that undo change `changeId` on this day, or null when its share of the day is
 * undone already. Refused (a DomainError) when a later change touched the shifts or assignments
 * it changed ("undo those first"), when it holds anything but planner edits, or when putting
 * things back would break a rule of the rota (with that rule's message).
 */
export function planUndo(changeId: string, day: UndoDay): UndoPlan | null {
  const { workplace } = day;
  if (!workplace || workplace.deleted) throw notFound(ROTA_MESSAGES.workplaceNotFound);
  const first = day.events.findIndex((e) => e.changeId === changeId);
  if (first < 0) throw notFound(UNDO_MESSAGES.changeNotFound);
  if (day.events.some((e) => e.type === 'ChangeUndone' && e.data.changeId === changeId)) return null;
  const ignored = undoneChanges(day.events);

  let state = initialRotaState();
  const inverse: RotaEvent[] = [];
  const changed = new Set<string>();
  day.events.forEach((event, index) => {
    if (event.changeId === changeId) {
      const reverted = inverseOf(event, state, day.events.slice(0, index));
      if (reverted) inverse.unshift(reverted);
      for (const id of idsNamed(event)) changed.add(id);
      // The row an assignment was in is touched too: "these shifts".
      if ('assignmentId' in event.data) {
        const { assignmentId } = event.data;
        const row = state.assignments.find((a) => a.assignmentId === assignmentId)?.shiftId;
        if (row) changed.add(row);
      }
    } else if (index > first && !(event.changeId && ignored.has(event.changeId)) && idsNamed(event).some((id) => changed.has(id))) {
      throw conflict(UNDO_MESSAGES.laterChanges);
    }
    state = evolveRota(state, event);
  });

  const after = inverse.reduce(evolveRota, state);
  checkRules(day, workplace, state, after, inverse);
  const undone = new Set(inverse.flatMap((e) => ('assignmentId' in e.data ? [e.data.assignmentId] : []))).size;
  const marker: ChangeUndone = { type: 'ChangeUndone', data: { changeId, undone } };
  return { events: [marker, ...inverse], undone };
}
