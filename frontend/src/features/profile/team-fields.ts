import { can, type CurrencyCode } from '@rotaledger/domain';
import type { Workplace } from './types';

/**
 * Money of a team's workplace shows in its owner's currency, for everyone on the team; one's
 * own workplaces follow one's currency preference as it is now (the workplace list may be older).
 */
export const workplaceCurrency = (workplace: Workplace, ownCurrency: CurrencyCode): CurrencyCode =>
  // Only a workplace's owner may manage it (the permissions table): it is one's own.
  can(workplace.role, 'workplace.manage') ? ownCurrency : workplace.currency;
