import { Injectable } from '@nestjs/common';
import {
  AnyDomainEvent,
  EmployeeEvent,
  employeeStream,
  RotaEmployee,
  rotaEmployeeFrom,
  RotaWorkplace,
  rotaWorkplaceFrom,
  timeZoneOf,
  WorkplaceEvent,
  workplaceStream,
} from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { DateTime } from 'luxon';
import { UserDirectory } from '../accounts';
import { Clock } from '../infrastructure/clock';

/**
 * Loads what a rota decision needs from the workplace and employee streams. A small fold
 * of our own rather than the other contexts' deciders: the rota needs the day an
 * employee was removed, which lives in the event's metadata.
 */
@Injectable()
export class RotaContextLoader {
  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly clock: Clock,
    private readonly users: UserDirectory,
  ) {}

  /** The workplace's date now (its own time zone): what the planning horizon counts from. */
  today(workplace: RotaWorkplace | null): string {
    return DateTime.fromJSDate(this.clock.now(), { zone: timeZoneOf(workplace ?? {}) }).toISODate()!;
  }

  async workplace(workplaceId: string): Promise<RotaWorkplace | null> {
    return rotaWorkplaceFrom(await this.eventStore.readStream<WorkplaceEvent>(workplaceStream(workplaceId)));
  }

  /**
   * The workplace as `actor` plans it: for a team member, who may not edit the workplace, it
   * carries the owner's name, so a time outside the rota hours asks them to widen them.
   */
  async workplaceFor(workplaceId: string, actor: { userId: string }): Promise<RotaWorkplace | null> {
    const workplace = await this.workplace(workplaceId);
    if (!workplace || workplace.ownerId === actor.userId) return workplace;
    const owner = (await this.users.profiles([workplace.ownerId])).get(workplace.ownerId);
    return owner ? { ...workplace, rotaHoursOwner: owner.displayName } : workplace;
  }

  async employee(employeeId: string | null): Promise<RotaEmployee | null> {
    if (employeeId === null) return null;
    return rotaEmployeeFrom(await this.eventStore.readStream<EmployeeEvent>(employeeStream(employeeId)));
  }
}
