import type { RotaState } from '@rotaledger/domain';

/** One per workplace day: its shifts and assignments (the weekly grid reads a range of them). */
export type RotaDayDocument = RotaState & {
  id: string;
  workplaceId: string;
  rotaDate: string;
  ownerId: string;
  shiftCount: number;
  /** metadata.at of the day's newest rota event. */
  lastUpdated: string;
  [field: string]: unknown;
};
