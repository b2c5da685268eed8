import type { AutoFillEvent } from './autofill/fill-proposal';
import type { AccountDeletionEvent } from './accounts/account-deletion.events';
import type { EmailClaimed } from './accounts/email-claim.events';
import type { UserEvent } from './accounts/user.events';
import type { ContactEvent } from './contact/contact.events';
import type { EmployeeEvent } from './employees/employee.events';
import type { EmployeeForgettingEvent } from './employees/employee-forgetting.events';
import type { PayPeriodEvent } from './pay-runs/pay-period.decider';
import type { PublicationEvent } from './publication/publication.events';
import type { RosterEvent } from './roster/roster.events';
import type { RotaEvent } from './rota/rota.events';
import type { PersonRotaEvent } from './rota/person-rota';
import type { DomainEvent } from './shared/decider';
import type { TeamEvent } from './team/team.events';
import type { TemplateEvent } from './templates/template.events';
import type { KioskEvent } from './kiosk/kiosk.events';
import type { WorkplaceEvent } from './workplaces/workplace.events';

/**
 * Every event the domain appends, of every context: the union the event store, the
 * projections and the command path are typed by. `event.type` narrows `event.data`, so
 * no reader of the log needs a cast. A context's new events join through its own union.
 */
export type AnyDomainEvent =
  | UserEvent
  | EmailClaimed
  | AccountDeletionEvent
  | WorkplaceEvent
  | EmployeeEvent
  | EmployeeForgettingEvent
  | RosterEvent
  | RotaEvent
  | PersonRotaEvent
  | ContactEvent
  | TeamEvent
  | PublicationEvent
  | AutoFillEvent
  | TemplateEvent
  | KioskEvent
  | PayPeriodEvent;

export type DomainEventType = AnyDomainEvent['type'];

/** The events of the given types, e.g. `DomainEventOf<'WorkplaceCreated' | 'WorkplaceDeleted'>`. */
export type DomainEventOf<Type extends DomainEventType> = Extract<AnyDomainEvent, { type: Type }>;

/**
 * Narrows an event by its type name, keeping what it carries besides (a stored event's
 * envelope): for code handed events of a wider or untyped union.
 */
export function isEventOfType<Event extends DomainEvent, Type extends DomainEventType>(
  event: Event,
  types: readonly Type[],
): event is Event & DomainEventOf<Type> {
  return (types as readonly string[]).includes(event.type);
}
