import { EmployeeState, employeeDecider } from '../employees/employee.decider';
import type { RateChange } from '../employees/rate-history';
import type { CurrencyCode } from '../accounts/preferences';
import { evolveRotaEmployee, isOpenedAt, RotaEmployee } from '../rota/rota-context';
import { isoDateOfInstant } from '../rota/rota-dates';
import { evolveRota, initialRotaState } from '../rota/rota.decider';
import type { RotaState } from '../rota/rota-state';
import { WorkplaceState, workplaceDecider } from '../workplaces/workplace.decider';
import { AuditEvent, auditStreamKind, isEmployeeEvent, isRotaEvent, isTemplateEvent, isWorkplaceEvent } from './audit-event';

/**
 * Everything the audit knows at one point of a replay: each aggregate's state, folded
 * with that aggregate's own evolve (the same code that decided the events back then).
 */
export interface AuditContext {
  workplaces: Map<string, WorkplaceState>;
  employees: Map<string, EmployeeState>;
  /** employeeId → the (UTC) day of removal, read from the event's metadata like the rota does. */
  removedOn: Map<string, string>;
  /** employeeId → what the rota knows of them (workplace history, removal), for `isOpenedAt`. */
  rotaEmployees: Map<string, RotaEmployee>;
  /** rota stream id → that workplace day. */
  rotas: Map<string, RotaState>;
  /** templateId → its name (a staffing template's, issue 38). */
  templateNames: Map<string, string>;
  /** The team owner's currency: money in the summaries is written in it ('£13.50'). */
  currency: CurrencyCode;
}

export const newAuditContext = (currency: CurrencyCode = 'gbp'): AuditContext => ({
  currency,
  workplaces: new Map(),
  employees: new Map(),
  removedOn: new Map(),
  rotaEmployees: new Map(),
  rotas: new Map(),
  templateNames: new Map(),
});

/**
 * Folds one event into the context (events must come in global position order). Only the
 * known events of the aggregate its stream belongs to count: anything else leaves it as it was.
 */
export function recordInContext(context: AuditContext, event: AuditEvent): void {
  const kind = auditStreamKind(event.streamId);
  if (kind === 'workplace' && isWorkplaceEvent(event)) {
    const id = event.data.workplaceId;
    context.workplaces.set(id, workplaceDecider.evolve(context.workplaces.get(id) ?? workplaceDecider.initialState(), event));
  } else if (kind === 'employee' && isEmployeeEvent(event)) {
    const id = event.data.employeeId;
    context.employees.set(id, employeeDecider.evolve(context.employees.get(id) ?? employeeDecider.initialState(), event));
    if (event.type === 'EmployeeRemoved' && !context.removedOn.has(id)) {
      context.removedOn.set(id, isoDateOfInstant(event.metadata.at));
    }
    const rotaEmployee = evolveRotaEmployee(context.rotaEmployees.get(id) ?? null, event);
    if (rotaEmployee) context.rotaEmployees.set(id, rotaEmployee);
  } else if (kind === 'workplace' && isTemplateEvent(event)) {
    if (event.type !== 'TemplateDeleted' && event.data.name !== undefined)
      context.templateNames.set(event.data.templateId, event.data.name);
  } else if (kind === 'rota' && isRotaEvent(event)) {
    context.rotas.set(event.streamId, evolveRota(context.rotas.get(event.streamId) ?? initialRotaState(), event));
  }
}

/** The context after `events` (in position order). */
export function auditContextOf(events: readonly AuditEvent[]): AuditContext {
  const context = newAuditContext();
  for (const event of events) recordInContext(context, event);
  return context;
}

/** The employee's display name in the context, or null when it has never heard of them. */
export function employeeNameIn(context: AuditContext, employeeId: string | null): string | null {
  if (employeeId === null) return null;
  const state = context.employees.get(employeeId);
  return state && state.status !== 'none' ? state.details.displayName : null;
}

/** The employee's hourly rate in pence as it stood in the context, or null when unknown. */
export function employeeRatePenceIn(context: AuditContext, employeeId: string): number | null {
  const state = context.employees.get(employeeId);
  return state && state.status !== 'none' ? state.details.ratePence : null;
}

/** The employee's rates by date as they stood in the context (empty when unknown). */
export function employeeRateHistoryIn(context: AuditContext, employeeId: string): RateChange[] {
  const state = context.employees.get(employeeId);
  return state && state.status !== 'none' ? state.rateHistory : [];
}

/** Whether the employee's assignment at that workplace and day counts for no one (removal or move), as the rota has it. */
export function isOpenedIn(context: AuditContext, employeeId: string, workplaceId: string, rotaDate: string): boolean {
  return isOpenedAt(context.rotaEmployees.get(employeeId), workplaceId, rotaDate);
}

export function workplaceNameIn(context: AuditContext, workplaceId: string): string | null {
  const state = context.workplaces.get(workplaceId);
  return state && state.status !== 'none' ? state.details.name : null;
}
