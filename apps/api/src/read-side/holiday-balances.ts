import { balanceHundredths, type HolidayStanding } from '@rotaledger/domain';
import type { ReadModelReader } from '@rotaledger/read-models';

/**
 * Holiday balances (issue 39), one per employee, kept by the pay context's holiday projection: the
 * hours accrued in each finalised period (hundredths of an hour) and the minutes of each approved
 * paid holiday. Here, beside the other shared read models, because the employees list and the staff
 * requests read them too; one per workplace for whether its owner allows negative balances.
 */
export const HOLIDAY_BALANCES = 'holiday_balances';
export interface HolidayBalanceDocument {
  /** The employee's id. */
  id: string;
  ownerId: string;
  /** `${workplaceId}|${periodStart}` → hundredths of an hour accrued in that finalised period. */
  accrued: Record<string, number>;
  /** requestId → the minutes that approved paid holiday pays. */
  booked: Record<string, number>;
  [field: string]: unknown;
}

export const HOLIDAY_WORKPLACES = 'holiday_workplaces';
export interface HolidayWorkplaceDocument {
  id: string;
  ownerId: string;
  allowNegativeHolidayBalance: boolean;
  [field: string]: unknown;
}

const sum = (values: Record<string, number> | undefined) => Object.values(values ?? {}).reduce((a, b) => a + b, 0);

/** An employee's standing for booking paid holiday; `except`: a request not to count as booked (the one being decided). */
export async function holidayStanding(
  reader: ReadModelReader,
  employeeId: string,
  workplaceId: string,
  except?: string,
): Promise<HolidayStanding> {
  const [balance, workplace] = await Promise.all([
    reader.get<HolidayBalanceDocument>(HOLIDAY_BALANCES, employeeId),
    reader.get<HolidayWorkplaceDocument>(HOLIDAY_WORKPLACES, workplaceId),
  ]);
  const booked = Object.fromEntries(Object.entries(balance?.booked ?? {}).filter(([requestId]) => requestId !== except));
  return {
    accruedHundredths: sum(balance?.accrued),
    bookedMinutes: sum(booked),
    allowNegative: workplace?.allowNegativeHolidayBalance === true,
  };
}

/** A balance as answered: hours to 2 places. */
export function holidayBalanceAnswer(balance: Pick<HolidayBalanceDocument, 'accrued' | 'booked'> | null | undefined) {
  const standing = { accruedHundredths: sum(balance?.accrued), bookedMinutes: sum(balance?.booked) };
  const balanceOf = balanceHundredths(standing);
  return {
    accruedHours: standing.accruedHundredths / 100,
    takenHours: (standing.accruedHundredths - balanceOf) / 100,
    balanceHours: balanceOf / 100,
  };
}
