import type { PreferencesAnswer } from '@rotaledger/contracts';

export type { CurrencyCode } from '@rotaledger/domain';

/** One user's preferences as GET /preferences/getpreferences answers them (spec section 3). */
export type Preferences = PreferencesAnswer;

export type PreferenceField = Exclude<keyof Preferences, 'userId'>;
