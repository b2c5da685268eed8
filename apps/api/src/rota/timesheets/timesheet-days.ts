import { toWireTime } from '@rotaledger/contracts';
import { Injectable } from '@nestjs/common';
import type { TimesheetAnswer } from '@rotaledger/contracts';
import {
  addDays,
  ClockableAssignment,
  isOpenedAt,
  MINUTES_PER_DAY,
  notFound,
  ROTA_MESSAGES,
  RotaEmployee,
  timesheetOf,
  timeZoneOf,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { DateTime } from 'luxon';
import type { WorkplaceDirectoryDocument } from '../../read-side';
import { TIMESHEET_DAYS, TIMESHEET_WORKPLACES, TimesheetDayDocument } from './timesheets.read-models';

/** A rota-day minute as the clock shows it (a clock-in just before midnight is -10: 23:50). */
const clockText = (minute: number) => toWireTime(((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY);

/** One assignment's planned and actual time, as `GET /timesheets` answers it. */
export function timesheetAnswers(day: TimesheetDayDocument, zone: string): TimesheetAnswer[] {
  return day.assignments
    .filter((a) => a.employeeId !== null)
    .sort((x, y) => x.startMinute - y.startMinute || x.assignmentId.localeCompare(y.assignmentId))
    .map((a) => {
      const sheet = timesheetOf(day, a, day.rotaDate, zone);
      return {
        assignmentId: a.assignmentId,
        date: day.rotaDate,
        employeeId: a.employeeId!,
        plannedStart: toWireTime(a.startMinute),
        plannedEnd: toWireTime(a.endMinute),
        plannedBreakMinutes: sheet.plannedBreakMinutes,
        plannedPaidMinutes: sheet.plannedPaidMinutes,
        actualStart: sheet.actual ? clockText(sheet.actual.startMinute) : null,
        actualEnd: sheet.actual ? clockText(sheet.actual.endMinute) : null,
        actualBreakMinutes: sheet.actual?.breakMinutes ?? null,
        actualPaidMinutes: sheet.actual?.paidMinutes ?? null,
        clockedInAt: sheet.clockedInAt,
        clockedOutAt: sheet.clockedOutAt,
        approved: day.timesheetApproved === true,
      };
    });
}

/** Reads the timesheets read model: a workplace's days and zone, and one employee's shifts around now. */
@Injectable()
export class TimesheetDays {
  constructor(private readonly readModels: ReadModelStore) {}

  /** The live workplace's zone; a deleted or unknown one is 404. */
  async zoneOf(workplaceId: string): Promise<string> {
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(TIMESHEET_WORKPLACES, workplaceId);
    if (!workplace || workplace.deleted) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    return timeZoneOf(workplace);
  }

  /** The days of a range (both ends included), by date: one indexed query. */
  range(workplaceId: string, startDate: string, endDate: string): Promise<TimesheetDayDocument[]> {
    return this.readModels.find<TimesheetDayDocument>(TIMESHEET_DAYS, { workplaceId, rotaDate: { $gte: startDate, $lte: endDate } });
  }

  /**
   * The employee's shifts of today and yesterday (an overnight one is still on) at the workplace,
   * with their clocks; shifts their removal, move or time off opened are not theirs to clock.
   */
  async shiftsAround(employee: RotaEmployee, workplaceId: string, now: Date, zone: string): Promise<ClockableAssignment[]> {
    const today = DateTime.fromJSDate(now, { zone }).toISODate()!;
    const days = await this.readModels.find<TimesheetDayDocument>(TIMESHEET_DAYS, {
      workplaceId,
      rotaDate: { $in: [addDays(today, -1), today] },
    });
    return days
      .filter((day) => !isOpenedAt(employee, workplaceId, day.rotaDate))
      .flatMap((day) =>
        day.assignments
          .filter((a) => a.employeeId === employee.employeeId)
          .map((a): ClockableAssignment => {
            const sheet = day.timesheets?.find((t) => t.assignmentId === a.assignmentId);
            return {
              rotaDate: day.rotaDate,
              assignmentId: a.assignmentId,
              startMinute: a.startMinute,
              endMinute: a.endMinute,
              clockedInAt: sheet?.clockedInAt ?? null,
              clockedOutAt: sheet?.clockedOutAt ?? null,
            };
          }),
      );
  }
}
