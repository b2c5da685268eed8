import type { PayForDatesEntry } from '@rotaledger/contracts';
import { fromShortDate, hoursFromMinutes, payForDays, payPence, rateToPence } from '@rotaledger/domain';
import type { Employee, Workplace } from '../features/profile';

/** Workplaces and staff shared by the profile and planner tests. */
export const ANCHOR: Workplace = {
  workplace_id: 'w-anchor',
  name: 'The Anchor',
  industry_category: 'restaurant',
  services: [101, 103, 199],
  rota_start_time: 8,
  rota_end_time: 20,
  time_zone: 'Europe/London',
  publishMode: 'live',
  breakRules: [],
  payrollCodes: { normal: 1, overtime: 2, premium: 3, holiday: 4, shortNotice: 5, adjustment: 6 },
  paySchedule: { frequency: 'weekly', anchorDate: '2024-01-01', effectiveFrom: null },
  overtime: null,
  premiums: null,
  shortNotice: null,
  holiday: { method: 'none', effectiveFrom: null },
  allowNegativeHolidayBalance: false,
  kioskIpRanges: [],
  clockInWithoutShift: false,
  employee_count: 3,
  ownerId: 'user-1',
  role: 'owner',
  currency: 'gbp',
};

export const HARBOUR: Workplace = {
  workplace_id: 'w-harbour',
  name: 'Harbour Bar',
  industry_category: 'bar',
  services: [201],
  rota_start_time: 0,
  rota_end_time: 24,
  time_zone: 'Europe/Dublin',
  publishMode: 'live',
  breakRules: [],
  payrollCodes: { normal: 1, overtime: 2, premium: 3, holiday: 4, shortNotice: 5, adjustment: 6 },
  paySchedule: { frequency: 'weekly', anchorDate: '2024-01-01', effectiveFrom: null },
  overtime: null,
  premiums: null,
  shortNotice: null,
  holiday: { method: 'none', effectiveFrom: null },
  allowNegativeHolidayBalance: false,
  kioskIpRanges: [],
  clockInWithoutShift: false,
  employee_count: 0,
  ownerId: 'user-1',
  role: 'owner',
  currency: 'gbp',
};

export function employee(overrides: Partial<Employee> & Pick<Employee, 'employee_id' | 'display_name'>): Employee {
  return {
    workplace_id: ANCHOR.workplace_id,
    workplace_name: ANCHOR.name,
    first_name: overrides.display_name,
    surname: 'Smith',
    rate: 10,
    rate_history: [],
    services: [101],
    email: null,
    date_of_birth: null,
    contract: {},
    payrollId: null,
    holiday: null,
    holidayBalance: { accruedHours: 0, takenHours: 0, balanceHours: 0 },
    created_by: 'user-1',
    ownerId: 'user-1',
    role: 'owner',
    ...overrides,
  };
}

/** One employee's entry of GET /pay/getpayfordates; the days left out are empty. */
export function payEntry(overrides: Partial<PayForDatesEntry> & Pick<PayForDatesEntry, 'employee_id'>): PayForDatesEntry {
  return {
    display_name: '',
    removed: false,
    rate: null,
    hoursInDays: {},
    minutesInDays: {},
    rateInDays: {},
    payPenceInDays: {},
    actualHoursInDays: {},
    actualPayPenceInDays: {},
    actualMinutesInDays: {},
    payPence: null,
    actualBasisPayPence: null,
    ...overrides,
  };
}

const mapDays = <T>(days: Record<string, number>, value: (minutes: number) => T) =>
  Object.fromEntries(Object.entries(days).map(([day, minutes]) => [day, value(minutes)]));
const byIsoDate = (days: Record<string, number>) => Object.fromEntries(Object.entries(days).map(([day, m]) => [fromShortDate(day)!, m]));

/**
 * An employee's line of GET /pay/getpayfordates priced as the server prices it (one rate, the
 * domain's maths): paid minutes by 'dd/mm/yy' on the plan and, for approved days, actual.
 */
export function pricedPayEntry(
  line: Pick<PayForDatesEntry, 'employee_id' | 'display_name'> & Partial<PayForDatesEntry> & { rate: number },
  planned: Record<string, number>,
  actual: Record<string, number> = {},
): PayForDatesEntry {
  const ratePence = rateToPence(line.rate);
  return payEntry({
    minutesInDays: planned,
    hoursInDays: mapDays(planned, hoursFromMinutes),
    rateInDays: mapDays(planned, () => line.rate),
    payPenceInDays: mapDays(planned, (m) => payPence(m, ratePence)),
    actualMinutesInDays: actual,
    actualHoursInDays: mapDays(actual, hoursFromMinutes),
    actualPayPenceInDays: mapDays(actual, (m) => payPence(m, ratePence)),
    payPence: payForDays(byIsoDate(planned), ratePence).pence,
    actualBasisPayPence: payForDays(byIsoDate({ ...planned, ...actual }), ratePence).pence,
    ...line,
  });
}

export const SAM = employee({
  employee_id: 'e-sam',
  display_name: 'Sam',
  first_name: 'Samantha',
  surname: 'Okafor',
  rate: 11.5,
  services: [101],
});
export const ALEX = employee({
  employee_id: 'e-alex',
  display_name: 'Alex',
  first_name: 'Alex',
  surname: 'Brown',
  rate: 9.25,
  services: [103],
});
export const TOM = employee({
  employee_id: 'e-tom',
  display_name: 'Tom',
  first_name: 'Thomas',
  surname: 'Reilly',
  rate: 7.55,
  services: [199],
});
