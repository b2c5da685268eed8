import type { AuditEvent } from './audit-event';
import type { HistoryEntry } from './history';
import type { PresentedAssignment, PresentedShift } from './rota-at-instant';

/** The event that made a difference: its place in the log, when and by whom. */
export interface ChangedBy {
  position: number;
  at: string;
  userId: string | null;
}

type ShiftFields = Pick<PresentedShift, 'shiftId' | 'serviceType' | 'serviceName' | 'serviceIcon'>;
export type DiffAssignment = PresentedAssignment & ShiftFields & { changedBy: ChangedBy | null };
export type DiffShift = ShiftFields & { changedBy: ChangedBy | null };
export interface DiffEmployee {
  employeeId: string;
  employeeName: string | null;
}

export interface RotaDiff {
  added: DiffAssignment[];
  removed: DiffAssignment[];
  /** Same assignment, other times. */
  retimed: (ShiftFields & {
    assignmentId: string;
    before: { timeStart: string; timeEnd: string };
    after: { timeStart: string; timeEnd: string };
    changedBy: ChangedBy | null;
  })[];
  /** Same assignment, someone else (null = unallocated). */
  reassigned: (ShiftFields & {
    assignmentId: string;
    timeStart: string;
    timeEnd: string;
    before: DiffEmployee | null;
    after: DiffEmployee | null;
    changedBy: ChangedBy | null;
  })[];
  shiftsAdded: DiffShift[];
  shiftsRemoved: DiffShift[];
}

function assignmentsById(shifts: readonly PresentedShift[]): Map<string, PresentedAssignment & ShiftFields> {
  const byId = new Map<string, PresentedAssignment & ShiftFields>();
  for (const { assignments, ...shift } of shifts) {
    for (const assignment of assignments) byId.set(assignment.assignmentId, { ...assignment, ...shift });
  }
  return byId;
}

const shiftFields = ({ assignments: _a, ...shift }: PresentedShift): ShiftFields => shift;
const employeeOf = (a: PresentedAssignment): DiffEmployee | null =>
  a.employeeId ? { employeeId: a.employeeId, employeeName: a.employeeName } : null;

/**
 * What changed in a day between two instants, compared by shift and assignment id.
 * `changes` are the day's events between the two (in order): each difference names the
 * last of them that made it.
 */
export function diffRota(
  before: readonly PresentedShift[],
  after: readonly PresentedShift[],
  changes: readonly HistoryEntry<AuditEvent>[],
): RotaDiff {
  const lastChange = (types: string[], match: (entry: HistoryEntry<AuditEvent>) => boolean): ChangedBy | null => {
    const entry = [...changes].reverse().find((e) => types.includes(e.event.type) && match(e));
    return entry ? { position: entry.event.position, at: entry.event.metadata.at, userId: entry.event.metadata.userId } : null;
  };
  const ofAssignment = (types: string[], id: string) => lastChange(types, (e) => e.assignmentId === id);
  const ofShift = (types: string[], id: string) => lastChange(types, (e) => e.shiftId === id && e.assignmentId === null);

  const [was, is] = [assignmentsById(before), assignmentsById(after)];
  const diff: RotaDiff = { added: [], removed: [], retimed: [], reassigned: [], shiftsAdded: [], shiftsRemoved: [] };
  for (const [id, now] of is) {
    const then = was.get(id);
    if (!then) {
      diff.added.push({ ...now, changedBy: ofAssignment(['AssignmentAdded'], id) });
      continue;
    }
    const { shiftId, serviceType, serviceName, serviceIcon } = now;
    if (then.timeStart !== now.timeStart || then.timeEnd !== now.timeEnd) {
      diff.retimed.push({
        assignmentId: id,
        shiftId,
        serviceType,
        serviceName,
        serviceIcon,
        before: { timeStart: then.timeStart, timeEnd: then.timeEnd },
        after: { timeStart: now.timeStart, timeEnd: now.timeEnd },
        changedBy: ofAssignment(['AssignmentTimed'], id),
      });
    }
    if (then.employeeId !== now.employeeId) {
      diff.reassigned.push({
        assignmentId: id,
        shiftId,
        serviceType,
        serviceName,
        serviceIcon,
        timeStart: now.timeStart,
        timeEnd: now.timeEnd,
        before: employeeOf(then),
        after: employeeOf(now),
        changedBy: ofAssignment(['EmployeeAssigned', 'EmployeeUnassigned'], id),
      });
    }
  }
  for (const [id, then] of was) {
    if (!is.has(id)) diff.removed.push({ ...then, changedBy: ofAssignment(['AssignmentRemoved'], id) });
  }
  const shiftIdsBefore = new Set(before.map((s) => s.shiftId));
  const shiftIdsAfter = new Set(after.map((s) => s.shiftId));
  diff.shiftsAdded = after
    .filter((s) => !shiftIdsBefore.has(s.shiftId))
    .map((s) => ({ ...shiftFields(s), changedBy: ofShift(['ShiftCreated'], s.shiftId) }));
  diff.shiftsRemoved = before
    .filter((s) => !shiftIdsAfter.has(s.shiftId))
    .map((s) => ({ ...shiftFields(s), changedBy: ofShift(['ShiftDeleted'], s.shiftId) }));
  return diff;
}
