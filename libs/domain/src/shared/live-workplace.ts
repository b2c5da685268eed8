import { notFound } from './errors';

/** The refusal when a command's workplace does not exist or was deleted. */
export const WORKPLACE_NOT_FOUND = 'Workplace not found.';

/** What every workplace-scoped decider needs of the workplace its handler loaded (the rota's `RotaWorkplace` is one). */
export interface CommandWorkplace {
  workplaceId: string;
  ownerId: string;
  deleted: boolean;
}

/**
 * The command's workplace, unless it does not exist or was deleted (meanwhile: the access check
 * saw it live). Shared by the rota, timesheet, template and kiosk deciders.
 */
export function liveWorkplace<W extends CommandWorkplace>(command: { workplace: W | null }): W {
  const { workplace } = command;
  if (!workplace || workplace.deleted) throw notFound(WORKPLACE_NOT_FOUND);
  return workplace;
}
