/**
 * An employee's hourly rates by date. Each entry's rate applies from its `effectiveFrom` day
 * (null: from the very start) until the next entry's day, so a rise never reprices days
 * before it: a paid week keeps its pay.
 */
export interface RateChange {
  ratePence: number;
  /** yyyy-mm-dd; null for the first rate, which applies to every earlier day. */
  effectiveFrom: string | null;
}

/** Oldest first; the first entry's `effectiveFrom` is null. */
export type RateHistory = readonly RateChange[];

/** One rate for every day: a new employee, or a stream from before rates had dates. */
export const singleRate = (ratePence: number): RateChange[] => [{ ratePence, effectiveFrom: null }];

/**
 * The history after `ratePence` is set from `effectiveFrom` on: entries from that day on are
 * replaced (the newest decision wins for those days), earlier ones stay, and an entry that
 * repeats the rate before it is dropped, so setting the rate in force changes nothing.
 */
export function withRateFrom(history: RateHistory, ratePence: number, effectiveFrom: string): RateChange[] {
  const kept = history.filter((entry) => entry.effectiveFrom === null || entry.effectiveFrom < effectiveFrom);
  const next = [...kept, { ratePence, effectiveFrom: kept.length === 0 ? null : effectiveFrom }];
  return next.filter((entry, i) => i === 0 || entry.ratePence !== next[i - 1].ratePence);
}

/**
 * The history after an EmployeeUpdated: with `rateEffectiveFrom` the rate applies from that day;
 * without it (events from before rates had dates) a different rate replaces the history, so
 * such streams replay exactly as they were decided: their rate applies to every day.
 */
export function rateHistoryAfter(history: RateHistory, update: { ratePence: number; rateEffectiveFrom?: string }): RateChange[] {
  if (update.rateEffectiveFrom !== undefined) return withRateFrom(history, update.ratePence, update.rateEffectiveFrom);
  const latest = history[history.length - 1];
  return latest && latest.ratePence === update.ratePence ? [...history] : singleRate(update.ratePence);
}

/** The rate in force on a day (yyyy-mm-dd), or null for an empty history. */
export function rateInForce(history: RateHistory, rotaDate: string): number | null {
  let rate: number | null = null;
  for (const entry of history) {
    if (entry.effectiveFrom === null || entry.effectiveFrom <= rotaDate) rate = entry.ratePence;
  }
  return rate;
}

export function sameRateHistory(a: RateHistory, b: RateHistory): boolean {
  return a.length === b.length && a.every((entry, i) => entry.ratePence === b[i].ratePence && entry.effectiveFrom === b[i].effectiveFrom);
}
