import { notFound } from '../shared/errors';
import type { RotaWorkplace } from './rota-context';
import { ROTA_MESSAGES } from './rota.messages';

/**
 * Every command on a rota day stream carries the day and the workplace as the handler loaded it.
 * Who may act on it is the access check's (before any handler runs); whose data it is, the
 * workplace's owner.
 */
export interface RotaCommandBase {
  rotaDate: string;
  /** null when the workplace does not exist. */
  workplace: RotaWorkplace | null;
}

/** The workplace, unless it does not exist or was deleted (meanwhile: the access check saw it live). */
export function liveWorkplace(command: RotaCommandBase): RotaWorkplace {
  const { workplace } = command;
  if (!workplace || workplace.deleted) throw notFound(ROTA_MESSAGES.workplaceNotFound);
  return workplace;
}
