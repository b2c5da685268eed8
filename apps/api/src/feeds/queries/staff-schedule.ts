import { Injectable } from '@nestjs/common';
import {
  addDays,
  DaySpan,
  FEED_LINK_MESSAGES,
  isFeedToken,
  isoDateOfInstant,
  MINUTES_PER_DAY,
  notFound,
  timeZoneOf,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { DateTime } from 'luxon';
import { Clock } from '../../infrastructure/clock';
import { allocatedEmployee } from '../../read-side';
import {
  FEED_ASSIGNMENTS,
  FEED_EMPLOYEES,
  FEED_LINKS,
  FEED_WORKPLACES,
  FeedAssignmentDocument,
  FeedEmployeeDocument,
  FeedLinkDocument,
  FeedWorkplaceDocument,
} from '../read-models';

/** One assignment as the staff member sees it: when, where, what. Nothing about pay or colleagues. */
export interface StaffAssignment extends DaySpan {
  assignmentId: string;
  start: DateTime;
  end: DateTime;
  workplaceName: string;
  timeZone: string;
  serviceId: number;
  /** The planned unpaid break. */
  breakMinutes: number;
  updatedAt: string;
}

/** Whose link a token is. */
export interface FeedOwner {
  token: string;
  employeeId: string;
  displayName: string;
  /** Their e-mail for rota e-mails, or null. */
  email: string | null;
}

/**
 * An instant on a workplace's wall clock: the rota day plus minutes after its midnight,
 * counted on the clock (22:00 → 02:00 across a DST change still ends at 02:00 local).
 */
export function wallClockInstant(rotaDate: string, minutes: number, timeZone: string): DateTime {
  const day = Math.floor(minutes / MINUTES_PER_DAY);
  const clock = minutes - day * MINUTES_PER_DAY;
  return DateTime.fromISO(addDays(rotaDate, day), { zone: timeZone }).set({ hour: Math.floor(clock / 60), minute: clock % 60 });
}

/**
 * Reads an employee's shifts behind a personal link, from the staff feeds projection only.
 * Reads never write.
 */
@Injectable()
export class StaffSchedule {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  /** The live link's employee; a malformed, unknown, rotated or revoked token, or a removed employee, is a 404. */
  async ownerOf(token: string): Promise<FeedOwner> {
    if (!isFeedToken(token)) throw notFound(FEED_LINK_MESSAGES.notFound);
    const link = await this.readModels.get<FeedLinkDocument>(FEED_LINKS, token);
    const employee = link ? await this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, link.employeeId) : null;
    if (!link || !employee || employee.removedOn !== null) throw notFound(FEED_LINK_MESSAGES.notFound);
    return { token, employeeId: employee.employeeId, displayName: employee.displayName, email: employee.email ?? null };
  }

  /**
   * The employee's assignments on the rota days from `daysBack` before to `daysAhead` after today, today
   * being each workplace's own date; only the ones still theirs as staff see them (not opened by a
   * move, removal or time off they were shown).
   */
  async assignments(employeeId: string, daysBack: number, daysAhead: number): Promise<StaffAssignment[]> {
    const now = this.clock.now();
    const utcToday = isoDateOfInstant(now.toISOString());
    // A day either side of the UTC date covers every zone's today.
    const assignments = await this.readModels.find<FeedAssignmentDocument>(FEED_ASSIGNMENTS, {
      employeeId,
      rotaDate: { $gte: addDays(utcToday, -daysBack - 1), $lte: addDays(utcToday, daysAhead + 1) },
    });
    if (assignments.length === 0) return [];
    const workplaceIds = [...new Set(assignments.map((a) => a.workplaceId))];
    const [workplaces, employee] = await Promise.all([
      this.readModels.find<FeedWorkplaceDocument>(FEED_WORKPLACES, { id: { $in: workplaceIds } }),
      this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, employeeId),
    ]);
    const byId = new Map(workplaces.filter((w) => !w.deleted).map((w) => [w.workplaceId, w]));
    const employees = new Map(employee ? [[employeeId, employee]] : []);
    const shown: StaffAssignment[] = [];
    for (const a of assignments) {
      const workplace = byId.get(a.workplaceId);
      // `opened` says what staff see (a move or time off waits for the publish in 'on-publish' mode).
      if (!workplace || (a.opened ?? allocatedEmployee(a.employeeId, a.rotaDate, employees, a.workplaceId) === null)) continue;
      const timeZone = timeZoneOf(workplace);
      const localToday = DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;
      if (a.rotaDate < addDays(localToday, -daysBack) || a.rotaDate > addDays(localToday, daysAhead)) continue;
      shown.push({
        assignmentId: a.assignmentId,
        rotaDate: a.rotaDate,
        startMinute: a.startMinute,
        endMinute: a.endMinute,
        start: wallClockInstant(a.rotaDate, a.startMinute, timeZone),
        end: wallClockInstant(a.rotaDate, a.endMinute, timeZone),
        workplaceName: workplace.name,
        timeZone,
        serviceId: a.serviceType,
        breakMinutes: a.breakMinutes ?? 0,
        updatedAt: a.updatedAt,
      });
    }
    return shown.sort((x, y) => x.start.toMillis() - y.start.toMillis() || x.assignmentId.localeCompare(y.assignmentId));
  }
}
