import { AUTOFILL_EVENT_TYPES, AutoFillEvent } from '../autofill/fill-proposal';
import { isEventOfType } from '../domain-events';
import type { EmployeeEvent } from '../employees/employee.events';
import { parseRotaStream, ROTA_EVENT_TYPES, ROTA_REQUEST_EVENT_TYPES, RotaEvent } from '../rota/rota.events';
import { TIMESHEET_EVENT_TYPES } from '../rota/timesheets';
import { EMPLOYEE_REQUEST_EVENT_TYPES } from '../employees/employee-requests.events';
import { WORKPLACE_EVENT_TYPES, WorkplaceEvent } from '../workplaces/workplace.events';
import { parseTemplatesStream, TEMPLATE_EVENT_TYPES, TemplateEvent } from '../templates/template.events';
import { PUBLICATION_EVENT_TYPES, PublicationEvent } from '../publication/publication.events';
import { KIOSK_EVENT_TYPES, KioskEvent } from '../kiosk/kiosk.events';

/**
 * An event as the audit replays it: the stored event's fields the history needs. The
 * event store's StoredEvent fits this shape (the domain imports no store types). Its type
 * is any name: a history may hold events this code has no words for (it falls back to the
 * name); the guards below narrow the known ones.
 */
export interface AuditEvent {
  streamId: string;
  /** Global position: the one order every stream's events are replayed in. */
  position: number;
  type: string;
  data: Record<string, unknown>;
  metadata: { at: string; userId: string | null };
}

const EMPLOYEE_EVENT_TYPES: readonly EmployeeEvent['type'][] = [
  'EmployeeAdded',
  'EmployeeUpdated',
  'EmployeeRemoved',
  'EmployeeForgotten',
  'EmployeeFeedLinkIssued',
  'EmployeeFeedLinkRevoked',
  'EmployeeEmailChanged',
  'StaffNotified',
  ...EMPLOYEE_REQUEST_EVENT_TYPES,
];
const ROTA_HISTORY_EVENT_TYPES: readonly RotaEvent['type'][] = [...ROTA_EVENT_TYPES, ...ROTA_REQUEST_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];

export function isWorkplaceEvent<Event extends AuditEvent>(event: Event): event is Event & WorkplaceEvent {
  return isEventOfType(event, WORKPLACE_EVENT_TYPES);
}

export function isEmployeeEvent<Event extends AuditEvent>(event: Event): event is Event & EmployeeEvent {
  return isEventOfType(event, EMPLOYEE_EVENT_TYPES);
}

/** A week published to staff: part of its workplace's history (its stream counts as the workplace's). */
export function isPublicationEvent<Event extends AuditEvent>(event: Event): event is Event & PublicationEvent {
  return isEventOfType(event, PUBLICATION_EVENT_TYPES);
}

export function isAutoFillEvent<Event extends AuditEvent>(event: Event): event is Event & AutoFillEvent {
  return isEventOfType(event, AUTOFILL_EVENT_TYPES);
}

export function isTemplateEvent<Event extends AuditEvent>(event: Event): event is Event & TemplateEvent {
  return isEventOfType(event, TEMPLATE_EVENT_TYPES);
}

/** A kiosk link or PIN (issue 41): part of its workplace's history. */
export function isKioskEvent<Event extends AuditEvent>(event: Event): event is Event & KioskEvent {
  return isEventOfType(event, KIOSK_EVENT_TYPES);
}

export function isRotaEvent<Event extends AuditEvent>(event: Event): event is Event & RotaEvent {
  return isEventOfType(event, ROTA_HISTORY_EVENT_TYPES);
}

/** What a workplace's history is made of: the workplace (its staffing templates with it), its employees, its rota days, its auto-fill runs. */
export type AuditStreamKind = 'workplace' | 'employee' | 'rota' | 'autofill';
export const AUDIT_STREAM_KINDS: readonly AuditStreamKind[] = ['workplace', 'employee', 'rota', 'autofill'];

/** The kind of a stream from its id, or null for streams outside a workplace's history; its publications count as the workplace's. */
export function auditStreamKind(streamId: string): AuditStreamKind | null {
  if (streamId.startsWith('workplace-') || streamId.startsWith('publication-')) return 'workplace';
  // A workplace's staffing templates are its settings: they read as the workplace's own events.
  if (parseTemplatesStream(streamId)) return 'workplace';
  // So are its kiosk links and the PINs used there (a locked PIN is how the manager hears of it).
  if (streamId.startsWith('kiosks-')) return 'workplace';
  if (streamId.startsWith('employee-')) return 'employee';
  if (parseRotaStream(streamId)) return 'rota';
  if (streamId.startsWith('autofill-')) return 'autofill';
  return null;
}

/** The events that had happened by `instant` (metadata.at at or before it), as the store's upToTime reads. */
export function eventsUpTo<Event extends AuditEvent>(events: readonly Event[], instant: string): Event[] {
  const limit = Date.parse(instant);
  return events.filter((event) => Date.parse(event.metadata.at) <= limit);
}

const SECRET_KEY = /hash|token|password/i;

/**
 * Event data as an auditor may see it: any key that names a hash, token or password is
 * dropped at every depth (workplace histories hold none; this guards the export anyway).
 */
export function scrubEventData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(scrubEventData);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, value]) => [key, scrubEventData(value)]),
  );
}
