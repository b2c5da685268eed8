import { employeeStream } from '../../employees/employee.events';
import { rotaStream } from '../../rota/rota.events';
import { workplaceStream } from '../../workplaces/workplace.events';
import { AuditEvent, eventsUpTo } from '../audit-event';

export const OWNER = 'owner-1';
export const WP = 'wp-1';
export const DAY = '2026-12-07'; // a Monday
export const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/**
 * Writes a history the way the API would have stored it: each event one minute after the
 * last, in global position order, with the metadata the audit reads.
 */
export function historyBuilder(start = '2026-12-01T09:00:00.000Z') {
  let clock = Date.parse(start);
  const events: AuditEvent[] = [];
  const add = (streamId: string, type: string, data: Record<string, unknown>): AuditEvent => {
    clock += 60_000;
    const event = { streamId, position: events.length + 1, type, data, metadata: { at: new Date(clock).toISOString(), userId: OWNER } };
    events.push(event);
    return event;
  };
  const workplace = (type: string, data: Record<string, unknown>, workplaceId = WP) =>
    add(workplaceStream(workplaceId), type, { workplaceId, ...data });
  const employee = (employeeId: string, type: string, data: Record<string, unknown>) =>
    add(employeeStream(employeeId), type, { employeeId, ...data });
  const rota = (type: string, data: Record<string, unknown>, rotaDate = DAY, workplaceId = WP) =>
    add(rotaStream(workplaceId, rotaDate), type, data);
  const cafe = { industryCategory: 'cafe', services: [701, 702], rotaStartTime: 6, rotaEndTime: 24 };
  const person = (displayName: string, workplaceId = WP) => ({
    workplaceId,
    displayName,
    firstName: displayName,
    surname: 'Tester',
    ratePence: 1000,
    services: [],
  });

  return {
    events,
    /** Moves the clock: the next event happens one minute after `instant`. */
    at(instant: string) {
      clock = Date.parse(instant);
    },
    /** The instant of the newest event. */
    now: () => events[events.length - 1].metadata.at,
    workplaceCreated: (name = 'The Crown', workplaceId = WP) =>
      workplace('WorkplaceCreated', { ownerId: OWNER, name, ...cafe }, workplaceId),
    workplaceUpdated: (details: Record<string, unknown>, workplaceId = WP) =>
      workplace('WorkplaceUpdated', { name: 'The Crown', ...cafe, ...details }, workplaceId),
    workplaceDeleted: (workplaceId = WP) => workplace('WorkplaceDeleted', {}, workplaceId),
    employeeAdded: (employeeId: string, name: string, workplaceId = WP) =>
      employee(employeeId, 'EmployeeAdded', { ownerId: OWNER, ...person(name, workplaceId) }),
    employeeUpdated: (employeeId: string, details: Record<string, unknown>) =>
      employee(employeeId, 'EmployeeUpdated', { ...person('Kit'), ...details }),
    employeeRemoved: (employeeId: string, workplaceId = WP) => employee(employeeId, 'EmployeeRemoved', { workplaceId }),
    /** Any event of an employee's stream (staff requests among them). */
    employeeEvent: employee,
    /** Any event of a rota day's stream (claims and swaps among them). */
    rotaEvent: rota,
    shiftCreated: (shiftId: string, serviceType = 702, rotaDate = DAY) =>
      rota('ShiftCreated', { shiftId, workplaceId: WP, rotaDate, serviceType, ownerId: OWNER }, rotaDate),
    shiftDeleted: (shiftId: string, rotaDate = DAY) => rota('ShiftDeleted', { shiftId }, rotaDate),
    assignmentAdded: (
      assignmentId: string,
      shiftId: string,
      start: number,
      end: number,
      employeeId: string | null = null,
      rotaDate = DAY,
    ) => rota('AssignmentAdded', { assignmentId, shiftId, startMinute: start, endMinute: end, employeeId }, rotaDate),
    assignmentTimed: (assignmentId: string, start: number, end: number, rotaDate = DAY) =>
      rota('AssignmentTimed', { assignmentId, startMinute: start, endMinute: end }, rotaDate),
    employeeAssigned: (assignmentId: string, employeeId: string, rotaDate = DAY) =>
      rota('EmployeeAssigned', { assignmentId, employeeId }, rotaDate),
    employeeUnassigned: (assignmentId: string, employeeId: string, rotaDate = DAY) =>
      rota('EmployeeUnassigned', { assignmentId, employeeId }, rotaDate),
    assignmentRemoved: (assignmentId: string, rotaDate = DAY) => rota('AssignmentRemoved', { assignmentId }, rotaDate),
    assignmentMoved: (assignmentId: string, toShiftId: string, rotaDate = DAY) =>
      rota('AssignmentMoved', { assignmentId, toShiftId }, rotaDate),
    rotaDayCopied: (fromDate: string, copied: number, rotaDate = DAY, fromWorkplaceId = WP) =>
      rota('RotaDayCopied', { fromWorkplaceId, fromDate, copied }, rotaDate),
    rotaShared: (rotaDate = DAY) => rota('RotaShared', { rotaId: 'r'.repeat(32), workplaceId: WP, rotaDate, ownerId: OWNER }, rotaDate),
    sharedRotaRevoked: (rotaDate = DAY) =>
      rota('SharedRotaRevoked', { rotaId: 'r'.repeat(32), workplaceId: WP, rotaDate, ownerId: OWNER }, rotaDate),
    /** A staffing template's event (issue 38), in the workplace's templates stream. */
    templateEvent: (type: string, data: Record<string, unknown>, workplaceId = WP) =>
      add(`templates-${workplaceId}`, type, { workplaceId, ...data }),
    weekShared: (weekStart = DAY) =>
      rota('RotaShared', { rotaId: 'w'.repeat(32), workplaceId: WP, rotaDate: weekStart, ownerId: OWNER, span: 'week' }, weekStart),
    sharedWeekRevoked: (weekStart = DAY) =>
      rota('SharedRotaRevoked', { rotaId: 'w'.repeat(32), workplaceId: WP, rotaDate: weekStart, ownerId: OWNER, span: 'week' }, weekStart),
    weekPublished: (weekStart = DAY) => add(`publication-${WP}`, 'RotaWeekPublished', { workplaceId: WP, weekStart, ownerId: OWNER }),
  };
}

/** The events up to and including `instant`, as the store's upToTime reads them. */
export const upTo = eventsUpTo;
