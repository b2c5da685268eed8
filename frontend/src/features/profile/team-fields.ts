import type { CurrencyCode } from '@rotaledger/domain';
import type { Workplace } from './types';

/** The caller's role at a workplace: its owner, or a member of the owner's team. */
export type WorkplaceRole = 'owner' | 'manager' | 'auditor';

/** What getworkplaces says of a workplace's team (absent on answers from before teams: one's own). */
interface TeamFields {
  ownerId?: string;
  role?: WorkplaceRole;
  /** The owner's currency: money on a team's workplace shows in it for everyone. */
  currency?: CurrencyCode;
}

export const workplaceOwner = (workplace: Workplace, userId: string): string => (workplace as TeamFields).ownerId ?? userId;
export const workplaceRole = (workplace: Workplace): WorkplaceRole => (workplace as TeamFields).role ?? 'owner';
export const workplaceCurrency = (workplace: Workplace, fallback: CurrencyCode): CurrencyCode =>
  (workplace as TeamFields).currency ?? fallback;
