import { AssignEmployee, decideAssignEmployee, evolveRota, initialRotaState } from '../rota/rota.decider';
import type { RotaState } from '../rota/rota-state';
import type { RotaEvent } from '../rota/rota.events';
import { type DomainCommand, unhandledCommand } from '../shared/decider';

/**
 * Accepting an auto-fill proposal on one rota day: every row of that day is one AssignEmployee,
 * decided in turn on the day as the earlier ones left it, so each row meets every rule a
 * placement by hand meets, and the day's rows land in one append (or none of them).
 */
export type AcceptFillDay = DomainCommand<'AcceptFillDay', { placements: readonly AssignEmployee[] }>;

export function decideAcceptFillDay({ data }: AcceptFillDay, state: RotaState): RotaEvent[] {
  const events: RotaEvent[] = [];
  let day = state;
  for (const placement of data.placements) {
    const placed = decideAssignEmployee(placement, day);
    events.push(...placed);
    day = placed.reduce(evolveRota, day);
  }
  return events;
}

/** The rota day's own state and events, with the one command of an acceptance. */
export const fillDayDecider = {
  initialState: initialRotaState,
  evolve: evolveRota,
  decide(command: AcceptFillDay, state: RotaState): RotaEvent[] {
    const { type } = command;
    switch (type) {
      case 'AcceptFillDay':
        return decideAcceptFillDay(command, state);
      default:
        return unhandledCommand(type);
    }
  },
};
