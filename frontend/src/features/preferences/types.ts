import type { PreferenceValues } from '@rotaledger/domain';

export type { CurrencyCode } from '@rotaledger/domain';

/** One user's preferences as GET /preferences/getpreferences answers them (spec section 3). */
export interface Preferences extends PreferenceValues {
  userId: string;
}

export type PreferenceField = Exclude<keyof Preferences, 'userId'>;
