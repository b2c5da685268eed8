import type { RotaWorkplace } from './rota-context';

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

export { liveWorkplace } from '../shared/live-workplace';
