import type { EmployeeEvent } from '../employees/employee.events';
import { parseRotaStream, RotaEvent } from '../rota/rota.events';
import type { WorkplaceEvent } from '../workplaces/workplace.events';
import { AuditContext, newAuditContext, recordInContext } from './audit-context';
import { AuditEvent, AuditStreamKind, auditStreamKind } from './audit-event';
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
    workplaceIds: unique([workplaceBefore, event.data.workplaceId]),
    employeeIds: [event.data.employeeId],
    shiftId: null,
    assignmentId: null,
  };
}

function rotaFacts(event: RotaEvent, streamId: string, context: AuditContext): Facts {
  const workplaceIds = [parseRotaStream(streamId)!.workplaceId];
  const day = context.rotas.get(streamId);
  const data = event.data as { shiftId?: string; assignmentId?: string; employeeId?: string | null };
  const assignment = data.assignmentId ? day?.assignments.find((a) => a.assignmentId === data.assignmentId) : undefined;
  return {
    workplaceIds,
    // Before and after: a reassignment concerns the one who left and the one who came.
    employeeIds: unique([assignment?.employeeId, data.employeeId]),
    shiftId: data.shiftId ?? assignment?.shiftId ?? null,
    assignmentId: data.assignmentId ?? null,
  };
}

function factsOf(event: AuditEvent, kind: AuditStreamKind, context: AuditContext): Facts {
  switch (kind) {
    case 'workplace':
      return { workplaceIds: [(event as unknown as WorkplaceEvent).data.workplaceId], employeeIds: [], shiftId: null, assignmentId: null };
    case 'employee':
      return employeeFacts(event as unknown as EmployeeEvent, context);
    case 'rota':
      return rotaFacts(event as unknown as RotaEvent, event.streamId, context);
  }
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
