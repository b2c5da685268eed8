/** The audit API's answers (see docs/api/audit.md). */

export type AuditKind = 'workplace' | 'employee' | 'rota';

export interface Who {
  userId: string | null;
  username?: string;
}

export interface AuditWorkplace {
  id: string;
  name: string | null;
  deleted: boolean;
}

export interface AuditEvent {
  position: number;
  eventId: string;
  streamId: string;
  type: string;
  /** ISO instant. */
  at: string;
  who: Who;
  data: unknown;
  summary: string;
  kind: AuditKind;
  rotaDate: string | null;
}

export interface AuditEmployee {
  employeeId: string;
  displayName: string | null;
  removed: boolean;
}

export interface AuditEventsPage {
  workplace: AuditWorkplace;
  employees: AuditEmployee[];
  events: AuditEvent[];
  nextCursor: number | null;
}

export interface AuditEventsArgs {
  workplaceId: string;
  cursor?: number;
  limit?: number;
  kind?: AuditKind;
  /** yyyy-mm-dd */
  date?: string;
  employeeId?: string;
}

export interface RotaAssignment {
  assignmentId: string;
  /** HH:MM:SS */
  timeStart: string;
  timeEnd: string;
  employeeId: string | null;
  employeeName: string | null;
  employeeRemoved: boolean;
}

export interface RotaShift {
  shiftId: string;
  serviceType: number;
  serviceName: string;
  serviceIcon: string;
  assignments: RotaAssignment[];
}

export interface Change {
  position: number;
  at: string;
  who: Who;
}

export interface RotaAtInstant {
  workplace: AuditWorkplace;
  date: string;
  at: string;
  shifts: RotaShift[];
  lastChange: Change | null;
}

type ShiftFields = Pick<RotaShift, 'shiftId' | 'serviceType' | 'serviceName' | 'serviceIcon'>;
export type DiffAssignment = RotaAssignment & ShiftFields & { changedBy: Change | null };
export type DiffShift = ShiftFields & { changedBy: Change | null };
export interface DiffEmployee {
  employeeId: string;
  employeeName: string | null;
}

export interface RotaDiff {
  workplace: AuditWorkplace;
  date: string;
  from: string;
  to: string;
  added: DiffAssignment[];
  removed: DiffAssignment[];
  retimed: (ShiftFields & {
    assignmentId: string;
    before: { timeStart: string; timeEnd: string };
    after: { timeStart: string; timeEnd: string };
    changedBy: Change | null;
  })[];
  reassigned: (ShiftFields & {
    assignmentId: string;
    timeStart: string;
    timeEnd: string;
    before: DiffEmployee | null;
    after: DiffEmployee | null;
    changedBy: Change | null;
  })[];
  shiftsAdded: DiffShift[];
  shiftsRemoved: DiffShift[];
  changes: AuditEvent[];
}
