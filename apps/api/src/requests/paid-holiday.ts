import { holidayReferenceDays, isIsoDate, type PaidHolidayContext } from '@rotaledger/domain';
import type { ReadModelReader } from '@rotaledger/read-models';
import { DayDocument, holidayStanding, loadEmployees } from '../read-side';
import { ROTA_DAYS, ROTA_EMPLOYEES } from '../rota';

/**
 * What booking paid holiday needs (issue 39), read for the employee decider: their contract, the paid
 * minutes of each day they worked at their workplace in the 12 weeks before the first day off (the
 * approved basis where approved), and their balance; `except`: the request being decided, not yet booked.
 * Undefined when `from` is no date (the decider refuses the dates first).
 */
export async function paidHolidayContext(
  reader: ReadModelReader,
  employeeId: string,
  from: unknown,
  except?: string,
): Promise<PaidHolidayContext | undefined> {
  if (!isIsoDate(from)) return undefined;
  const employee = (await loadEmployees(reader, ROTA_EMPLOYEES, [employeeId])).get(employeeId);
  if (!employee) return undefined;
  const window = holidayReferenceDays(from);
  const [days, standing] = await Promise.all([
    reader.find<DayDocument>(ROTA_DAYS, { workplaceId: employee.workplaceId, rotaDate: { $gte: window.from, $lte: window.to } }),
    holidayStanding(reader, employeeId, employee.workplaceId, from, except),
  ]);
  const recentDayMinutes = days.map((day) => {
    const minutes = day.timesheetApproved && day.actualMinutesByEmployee ? day.actualMinutesByEmployee : day.minutesByEmployee;
    return minutes[employeeId] ?? 0;
  });
  return { contract: employee.contract ?? null, recentDayMinutes, standing };
}
