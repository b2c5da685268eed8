import {
  holidayBalanceAt,
  workplaceDateAt,
  type DatedRule,
  type HolidayEntries,
  type HolidayRule,
  type HolidayStanding,
  type LeaveYearBalance,
} from '@rotaledger/domain';
import type { ReadModelReader } from '@rotaledger/read-models';

/**
 * Holiday balances (issue 39), one per employee, kept by the pay context's holiday projection: the
 * hours accrued in each finalised period (hundredths of an hour, dated on the period's last day), the
 * minutes of each day of approved paid holiday, and the employee's own holiday rule. Here, beside the
 * other shared read models, because the employees list and the staff requests read them too; one per
 * workplace for its holiday rules (leave years), time zone and whether it allows negative balances.
 */
export const HOLIDAY_BALANCES = 'holiday_ledgers';
export interface HolidayBalanceDocument {
  /** The employee's id. */
  id: string;
  ownerId: string;
  /** `${workplaceId}|${periodStart}` → what that finalised period accrued, and its last day. */
  accrued: Record<string, { periodEnd: string; hundredths: number }>;
  /** requestId → the minutes of each day that approved paid holiday pays. */
  booked: Record<string, Record<string, number>>;
  /** Their own holiday rule (absent or null: the workplace's). */
  holiday?: HolidayRule | null;
  [field: string]: unknown;
}

export const HOLIDAY_WORKPLACES = 'holiday_ledger_workplaces';
export interface HolidayWorkplaceDocument {
  id: string;
  ownerId: string;
  allowNegativeHolidayBalance: boolean;
  holiday?: DatedRule<HolidayRule>[];
  timeZone?: string;
  [field: string]: unknown;
}

/** The projection these replaced (balances without days or leave years): dropped once, then the log replays. */
export const RETIRED_HOLIDAY_PROJECTION = { name: 'holiday-balances', collections: ['holiday_balances', 'holiday_workplaces'] } as const;

/** A balance document's entries; `except`: a request not to count (the one being decided). */
export function holidayEntriesOf(
  balance: Pick<HolidayBalanceDocument, 'accrued' | 'booked'> | null | undefined,
  except?: string,
): HolidayEntries {
  return {
    accrued: Object.values(balance?.accrued ?? {}).map((a) => ({ date: a.periodEnd, hundredths: a.hundredths })),
    taken: Object.entries(balance?.booked ?? {})
      .filter(([requestId]) => requestId !== except)
      .flatMap(([, days]) => Object.entries(days).map(([date, minutes]) => ({ date, minutes }))),
  };
}

/** An employee's balance as at a day, under their own rule or their workplace's. */
export const leaveYearBalanceOf = (
  balance: HolidayBalanceDocument | null | undefined,
  workplace: HolidayWorkplaceDocument | null | undefined,
  asAt: string,
  except?: string,
): LeaveYearBalance =>
  holidayBalanceAt(holidayEntriesOf(balance, except), asAt, { workplace: workplace?.holiday, employee: balance?.holiday });

/** The workplace's date now (a balance is as at today). */
export const holidayToday = (workplace: HolidayWorkplaceDocument | null | undefined, now: Date) =>
  workplaceDateAt(now, { timeZone: workplace?.timeZone });

/**
 * An employee's standing for booking paid holiday from `from` (the balance of the leave year it starts
 * in); `except`: a request not to count as booked (the one being decided).
 */
export async function holidayStanding(
  reader: ReadModelReader,
  employeeId: string,
  workplaceId: string,
  from: string,
  except?: string,
): Promise<HolidayStanding> {
  const [balance, workplace] = await Promise.all([
    reader.get<HolidayBalanceDocument>(HOLIDAY_BALANCES, employeeId),
    reader.get<HolidayWorkplaceDocument>(HOLIDAY_WORKPLACES, workplaceId),
  ]);
  const year = leaveYearBalanceOf(balance, workplace, from, except);
  return {
    // What booking may take: carried in and accrued, less what is booked (in minutes, rounded once as the answers are).
    accruedHundredths: (year.carriedHundredths ?? 0) + year.accruedHundredths,
    bookedMinutes: year.takenMinutes,
    allowNegative: workplace?.allowNegativeHolidayBalance === true,
  };
}

/** A balance as answered: hours to 2 places; `carriedOverHours` only when a leave year applies. */
export function holidayBalanceAnswer(year: LeaveYearBalance) {
  return {
    accruedHours: year.accruedHundredths / 100,
    takenHours: year.takenHundredths / 100,
    ...(year.carriedHundredths !== null ? { carriedOverHours: year.carriedHundredths / 100 } : {}),
    balanceHours: year.balanceHundredths / 100,
  };
}
