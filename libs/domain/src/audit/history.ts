import type { EmployeeEvent } from '../employees/employee.events';
import { parseRotaStream, RotaEvent } from '../rota/rota.events';
import { AuditContext, newAuditContext, recordInContext } from './audit-context';
import {
  AuditEvent,
  AuditStreamKind,
  auditStreamKind,
  isAutoFillEvent,
  isEmployeeEvent,
  isRotaEvent,
  isWorkplaceEvent,
} from './audit-event';
import { summariseEvent } from './event-summary';

/** One event of a history with what the audit worked out about it while replaying. */
export interface HistoryEntry<Event extends AuditEvent = AuditEvent> {
  event: Event;
  kind: AuditStreamKind;
  /** The rota day of a rota event, else null. */
  rotaDate: string | null;
  summary: string;
  /** The workplaces it concerns (an employee's move concerns both). */
  workplaceIds: string[];
  /** The employees it concerns: their own events, and the assignments they got, held or lost. */
  employeeIds: string[];
  shiftId: string | null;
  assignmentId: string | null;
}

type Facts = Pick<HistoryEntry, 'workplaceIds' | 'employeeIds' | 'shiftId' | 'assignmentId'>;
const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => typeof id === 'string'))];

function employeeFacts(event: EmployeeEvent, context: AuditContext): Facts {
  const before = context.employees.get(event.data.employeeId);
  const workplaceBefore = before && before.status !== 'none' ? before.details.workplaceId : null;
  return {
    // A personal link's events name no workplace: they belong to the employee's current one.
    workplaceIds: unique([workplaceBefore, 'workplaceId' in event.data ? event.data.workplaceId : null]),
    employeeIds: [event.data.employeeId],
    shiftId: null,
    assignmentId: null,
  };
}

function rotaFacts(event: RotaEvent, streamId: string, context: AuditContext): Facts {
  const workplaceIds = [parseRotaStream(streamId)!.workplaceId];
  const day = context.rotas.get(streamId);
  // The ids a rota event may carry (each of its types has some of them).
  const { data } = event;
  const shiftId = 'shiftId' in data ? data.shiftId : undefined;
  const assignmentId = 'assignmentId' in data ? data.assignmentId : undefined;
  const assignment = assignmentId ? day?.assignments.find((a) => a.assignmentId === assignmentId) : undefined;
  return {
    workplaceIds,
    // Before and after: a reassignment concerns the one who left and the one who came.
    employeeIds: unique([assignment?.employeeId, 'employeeId' in data ? data.employeeId : undefined]),
    shiftId: shiftId ?? assignment?.shiftId ?? null,
    assignmentId: assignmentId ?? null,
  };
}

function factsOf(event: AuditEvent, kind: AuditStreamKind, context: AuditContext): Facts {
  if (kind === 'workplace' && isWorkplaceEvent(event)) {
    return { workplaceIds: [event.data.workplaceId], employeeIds: [], shiftId: null, assignmentId: null };
  }
  if (kind === 'employee' && isEmployeeEvent(event)) return employeeFacts(event, context);
  if (kind === 'rota' && isRotaEvent(event)) return rotaFacts(event, event.streamId, context);
  if (kind === 'autofill' && isAutoFillEvent(event)) {
    const rows = event.data.result.rows;
    return {
      workplaceIds: [event.data.workplaceId],
      employeeIds: unique(rows.map((row) => row.employeeId)),
      shiftId: null,
      assignmentId: null,
    };
  }
  return unknownEventFacts(event, kind);
}

/** An id carried by an event the audit has no words for. */
function idIn(event: AuditEvent, key: 'workplaceId' | 'employeeId' | 'shiftId' | 'assignmentId'): string | null {
  const value = event.data[key];
  return typeof value === 'string' ? value : null;
}

/** What an event of an unknown type still says: the workplace of its stream, and the ids it carries. */
function unknownEventFacts(event: AuditEvent, kind: AuditStreamKind): Facts {
  return {
    workplaceIds: kind === 'rota' ? [parseRotaStream(event.streamId)!.workplaceId] : unique([idIn(event, 'workplaceId')]),
    employeeIds: unique([idIn(event, 'employeeId')]),
    shiftId: idIn(event, 'shiftId'),
    assignmentId: idIn(event, 'assignmentId'),
  };
}

/**
 * Replays events (in global position order) and describes each one against the state
 * just before it. Events of streams outside a workplace's history are folded, not described.
 * Returns the entries and the context after the last event.
 */
export function describeHistory<Event extends AuditEvent>(
  events: readonly Event[],
  context: AuditContext = newAuditContext(),
): { entries: HistoryEntry<Event>[]; context: AuditContext } {
  const entries: HistoryEntry<Event>[] = [];
  for (const event of events) {
    const kind = auditStreamKind(event.streamId);
    if (kind) {
      entries.push({
        event,
        kind,
        rotaDate: kind === 'rota' ? parseRotaStream(event.streamId)!.rotaDate : null,
        summary: summariseEvent(event, context),
        ...factsOf(event, kind, context),
      });
    }
    recordInContext(context, event);
  }
  return { entries, context };
}
