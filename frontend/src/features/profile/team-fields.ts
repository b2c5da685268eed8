import type { CurrencyCode } from '@rotaledger/domain';
import type { Workplace } from './types';

/** The caller's role at a workplace: its owner, or a member of the owner's team. */
export type WorkplaceRole = Workplace['role'];

export const workplaceOwner = (workplace: Workplace): string => workplace.ownerId;
export const workplaceRole = (workplace: Workplace): WorkplaceRole => workplace.role;
/**
 * Money of a team's workplace shows in its owner's currency, for everyone on the team; one's
 * own workplaces follow one's currency preference as it is now (the workplace list may be older).
 */
export const workplaceCurrency = (workplace: Workplace, ownCurrency: CurrencyCode): CurrencyCode =>
  workplace.role === 'owner' ? ownCurrency : workplace.currency;
