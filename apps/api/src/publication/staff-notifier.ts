import { Injectable } from '@nestjs/common';
import {
  addDays,
  employeeDecider,
  employeeStream,
  FEED_DAYS_AHEAD,
  hasShiftChanges,
  MINUTES_PER_DAY,
  NotifiedShift,
  serviceById,
  ShiftChanges,
  shiftChanges,
  timeZoneOf,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { DateTime } from 'luxon';
import type { SignedInActor } from '../common/auth/auth-user';
import { AggregateStore } from '../infrastructure/aggregate-store';
import { Clock } from '../infrastructure/clock';
import {
  clockText,
  FEED_EMPLOYEES,
  FEED_WORKPLACES,
  FeedEmployeeDocument,
  FeedWorkplaceDocument,
  StaffSchedule,
  StaffShift,
} from '../feeds';
import { STAFF_NOTICES, StaffNoticeDocument } from './read-models';
import { shiftsChangedMail, StaffMail } from './staff-mail';

/** A shift as an e-mail tells it: when (on the workplace clock), what, where. */
export function notifiedShift(shift: StaffShift): NotifiedShift {
  const overnight = shift.endMinute >= MINUTES_PER_DAY ? ' (next day)' : '';
  return {
    id: shift.assignmentId,
    date: shift.rotaDate,
    start: clockText(shift.startMinute),
    end: `${clockText(shift.endMinute)}${overnight}`,
    workplace: shift.workplaceName,
    service: serviceById(shift.serviceId).service_name,
  };
}

const touchesWeek = ({ added, changed, removed }: ShiftChanges, weekStart: string) => {
  const weekEnd = addDays(weekStart, 6);
  const dates = [...added, ...removed, ...changed.flatMap(({ now, was }) => [now, was])].map((shift) => shift.date);
  return dates.some((date) => date >= weekStart && date <= weekEnd);
};

export interface NotifyOutcome {
  /** Employees of the workplace whose shifts in the week changed since they were last told. */
  changedEmployees: number;
  /** E-mails sent. */
  notified: number;
}

/**
 * Tells each employee of a workplace, by one e-mail, what changed in their upcoming shifts as
 * staff see them (their personal page's shifts, today onwards) since the last e-mail told them
 * (StaffNotified; never told: every shift is new). The e-mail is sent, then recorded: at least
 * once, so a crash or a concurrent notify in between can send the same news twice, never lose it.
 */
@Injectable()
export class StaffNotifier {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly schedule: StaffSchedule,
    private readonly mail: StaffMail,
    private readonly aggregates: AggregateStore,
    private readonly clock: Clock,
  ) {}

  async notifyWorkplace(actor: SignedInActor, workplaceId: string, weekStart: string): Promise<NotifyOutcome> {
    // The staff feeds context's own copies: what staff see is its business.
    const [copies, workplace] = await Promise.all([
      this.readModels.find<FeedEmployeeDocument>(FEED_EMPLOYEES, { ownerId: actor.ownerId, workplaceId }),
      this.readModels.get<FeedWorkplaceDocument>(FEED_WORKPLACES, workplaceId),
    ]);
    const employees = copies
      .filter((employee) => employee.removedOn === null)
      .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.employeeId.localeCompare(b.employeeId));
    const zone = workplace ? timeZoneOf(workplace) : 'UTC';
    const today = DateTime.fromJSDate(this.clock.now(), { zone }).toISODate()!;
    const outcome: NotifyOutcome = { changedEmployees: 0, notified: 0 };
    for (const employee of employees) {
      const upcoming = (await this.schedule.shifts(employee.employeeId, 0, FEED_DAYS_AHEAD)).map(notifiedShift);
      const told = await this.readModels.get<StaffNoticeDocument>(STAFF_NOTICES, employee.employeeId);
      const changes = shiftChanges(told?.shifts ?? null, upcoming, today);
      if (!hasShiftChanges(changes)) continue;
      if (touchesWeek(changes, weekStart)) outcome.changedEmployees++;
      if (!employee.email) continue;
      const pageUrl = await this.mail.pageUrlOf(employee.employeeId);
      if (!(await this.mail.send(shiftsChangedMail(employee.email, employee.displayName, changes, upcoming, pageUrl)))) continue;
      await this.aggregates.execute({
        streamId: employeeStream(employee.employeeId),
        decider: employeeDecider,
        command: { type: 'RecordStaffNotified', data: { employeeId: employee.employeeId, shifts: upcoming } },
        actor,
      });
      outcome.notified++;
    }
    return outcome;
  }
}
