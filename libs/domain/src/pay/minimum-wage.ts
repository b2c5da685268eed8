import { MONTH_NAMES, parseIsoDate } from '../pay-periods/calendar-date';
import type { CurrencyCode } from '../accounts/preferences';
import { ageOn } from '../employees/date-of-birth';

/**
 * The UK's legal minimum hourly pay by age: the National Living Wage (21 and over) and the
 * National Minimum Wage bands below it, with the day each year's rates took effect.
 *
 * Source: gov.uk, "National Minimum Wage and National Living Wage rates"
 * (https://www.gov.uk/national-minimum-wage-rates). A new April's rates are one entry added
 * at the end. Not modelled: the apprentice rate (an apprentice under 19 or in their first
 * year may be paid less: the check would warn for them), the accommodation offset, and days
 * before the first entry (no check). Under 16 (school age) there is no legal minimum.
 */
export interface MinimumWageBand {
  /** The youngest age (on the day of the shift) the band applies to. */
  fromAge: number;
  /** As gov.uk names it. */
  label: string;
  ratePence: number;
}

export interface MinimumWageRates {
  /** yyyy-mm-dd the rates took effect. */
  from: string;
  /** Oldest band first. */
  bands: readonly MinimumWageBand[];
}

/** The currency the rates are in: a rota priced in another currency is not checked against them. */
export const MINIMUM_WAGE_CURRENCY: CurrencyCode = 'gbp';

/** Oldest first. */
export const UK_MINIMUM_WAGE_RATES: readonly MinimumWageRates[] = [
  {
    from: '2024-04-01',
    bands: [
      { fromAge: 21, label: '21 and over', ratePence: 1144 },
      { fromAge: 18, label: '18 to 20', ratePence: 860 },
      { fromAge: 16, label: 'under 18', ratePence: 640 },
    ],
  },
  {
    from: '2025-04-01',
    bands: [
      { fromAge: 21, label: '21 and over', ratePence: 1221 },
      { fromAge: 18, label: '18 to 20', ratePence: 1000 },
      { fromAge: 16, label: 'under 18', ratePence: 755 },
    ],
  },
  {
    from: '2026-04-01',
    bands: [
      { fromAge: 21, label: '21 and over', ratePence: 1271 },
      { fromAge: 18, label: '18 to 20', ratePence: 1085 },
      { fromAge: 16, label: 'under 18', ratePence: 800 },
    ],
  },
];

/** The minimum that applies on `date`: to the given age, or the adult band's when `age` is null (no date of birth). */
export interface MinimumWage extends MinimumWageBand {
  /** True when there was no date of birth, so the adult band was assumed. */
  assumed: boolean;
}

/**
 * The legal minimum on `date` for someone born on `dateOfBirth` (null: unknown, the 21 and over
 * rate is assumed), or null when none applies (before the first rates, or under 16).
 */
export function minimumWageOn(
  date: string,
  dateOfBirth: string | null,
  rates: readonly MinimumWageRates[] = UK_MINIMUM_WAGE_RATES,
): MinimumWage | null {
  let inForce: MinimumWageRates | undefined;
  for (const entry of rates) if (entry.from <= date) inForce = entry;
  if (!inForce) return null;
  if (dateOfBirth === null) return { ...inForce.bands[0], assumed: true };
  const age = ageOn(dateOfBirth, date);
  const band = inForce.bands.find((b) => age >= b.fromAge);
  return band ? { ...band, assumed: false } : null;
}

/** '2 Dec' from '2026-12-02': how a warning names its day. */
export function shortDayMonth(date: string): string {
  const { month, day } = parseIsoDate(date);
  return `${day} ${MONTH_NAMES[month - 1].slice(0, 3)}`;
}
