import { Injectable } from '@nestjs/common';
import {
  DatedEmployeeEvent,
  employeeStream,
  RotaEmployee,
  rotaEmployeeFrom,
  RotaWorkplace,
  rotaWorkplaceFrom,
  WorkplaceEvent,
  workplaceStream,
} from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';

/**
 * Loads what a rota decision needs from the workplace and employee streams. A small fold
 * of our own rather than the other contexts' deciders: the rota needs the day an
 * employee was removed, which lives in the event's metadata.
 */
@Injectable()
export class RotaContextLoader {
  constructor(private readonly eventStore: EventStore) {}

  async workplace(workplaceId: string): Promise<RotaWorkplace | null> {
    const events = await this.eventStore.readStream(workplaceStream(workplaceId));
    return rotaWorkplaceFrom(events as unknown as WorkplaceEvent[]);
  }

  async employee(employeeId: string | null): Promise<RotaEmployee | null> {
    if (employeeId === null) return null;
    const events = await this.eventStore.readStream(employeeStream(employeeId));
    return rotaEmployeeFrom(events as unknown as DatedEmployeeEvent[]);
  }
}
