import { Injectable } from '@nestjs/common';
import {
  addDays,
  employeeDecider,
  employeeStream,
  FEED_DAYS_AHEAD,
  hasAssignmentChanges,
  lastSeenAssignments,
  MINUTES_PER_DAY,
  NotifiedAssignment,
  PublishMode,
  serviceById,
  AssignmentChanges,
  assignmentChanges,
  timeZoneOf,
  upcomingAssignments,
  WorkplaceNow,
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
  StaffAssignment,
} from '../feeds';
import { STAFF_NOTICES, StaffNoticeDocument } from './read-models';
import { assignmentsChangedMail, StaffMail } from './staff-mail';

/** An assignment as an e-mail tells it: when (on the workplace clock), what, where. */
export function notifiedAssignment(assignment: StaffAssignment): NotifiedAssignment {
  const overnight = assignment.endMinute >= MINUTES_PER_DAY ? ' (next day)' : '';
  return {
    id: assignment.assignmentId,
    date: assignment.rotaDate,
    start: clockText(assignment.startMinute),
    end: `${clockText(assignment.endMinute)}${overnight}`,
    workplace: assignment.workplaceName,
    service: serviceById(assignment.serviceId).service_name,
  };
}

const touchesWeek = ({ added, changed, removed }: AssignmentChanges, weekStart: string) => {
  const weekEnd = addDays(weekStart, 6);
  const dates = [...added, ...removed, ...changed.flatMap(({ now, was }) => [now, was])].map((assignment) => assignment.date);
  return dates.some((date) => date >= weekStart && date <= weekEnd);
};

export interface NotifyOutcome {
  /** Employees of the workplace whose shifts in the week changed since they last saw them. */
  changedEmployees: number;
  /** E-mails sent. */
  notified: number;
}

/** Each employee's shifts as their personal page shows them (today onwards), by employee id. */
export type StaffPages = Map<string, NotifiedAssignment[]>;

/**
 * Tells each employee of a workplace (or who worked there before a move), by one e-mail, what
 * changed in their upcoming shifts (not started yet) as staff see them since they last saw them
 * (`lastSeenAssignments`: in 'on-publish' mode their page just before the publish, in 'live' mode their
 * last e-mail). The e-mail is sent (the mailer retries a failed delivery), then recorded: at least
 * once, so a crash in between can send the same news twice, never lose it.
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

  /** The workplace's current and former employees still on the team, in name order. */
  private async employeesOf(ownerId: string, workplaceId: string): Promise<FeedEmployeeDocument[]> {
    // The staff feeds context's own copies: what staff see is its business.
    const copies = await this.readModels.find<FeedEmployeeDocument>(FEED_EMPLOYEES, { ownerId });
    return copies
      .filter(
        (e) => e.removedOn === null && (e.workplaceId === workplaceId || e.workplaceHistory?.some((s) => s.workplaceId === workplaceId)),
      )
      .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.employeeId.localeCompare(b.employeeId));
  }

  /** What each of the workplace's employees' pages shows now: read before a publish, the base of its e-mails. */
  async pages(actor: SignedInActor, workplaceId: string): Promise<StaffPages> {
    const pages: StaffPages = new Map();
    for (const employee of await this.employeesOf(actor.ownerId, workplaceId)) {
      pages.set(employee.employeeId, (await this.schedule.assignments(employee.employeeId, 0, FEED_DAYS_AHEAD)).map(notifiedAssignment));
    }
    return pages;
  }

  async notifyWorkplace(
    actor: SignedInActor,
    workplaceId: string,
    weekStart: string,
    mode: PublishMode,
    pagesBefore: StaffPages,
  ): Promise<NotifyOutcome> {
    const [employees, workplace, businessName] = await Promise.all([
      this.employeesOf(actor.ownerId, workplaceId),
      this.readModels.get<FeedWorkplaceDocument>(FEED_WORKPLACES, workplaceId),
      this.mail.businessNameOf(actor.ownerId),
    ]);
    const zone = workplace ? timeZoneOf(workplace) : 'UTC';
    const clock = DateTime.fromJSDate(this.clock.now(), { zone });
    const now: WorkplaceNow = { date: clock.toISODate()!, time: clock.toFormat('HH:mm') };
    const outcome: NotifyOutcome = { changedEmployees: 0, notified: 0 };
    for (const employee of employees) {
      const current = (await this.schedule.assignments(employee.employeeId, 0, FEED_DAYS_AHEAD)).map(notifiedAssignment);
      const told = await this.readModels.get<StaffNoticeDocument>(STAFF_NOTICES, employee.employeeId);
      const seen = lastSeenAssignments(mode, told?.shifts ?? null, pagesBefore.get(employee.employeeId) ?? []);
      const changes = assignmentChanges(seen, current, now);
      if (!hasAssignmentChanges(changes)) continue;
      if (touchesWeek(changes, weekStart)) outcome.changedEmployees++;
      if (!employee.email) continue;
      const upcoming = upcomingAssignments(current, now);
      const pageUrl = await this.mail.pageUrlOf(employee.employeeId);
      if (!(await this.mail.send(assignmentsChangedMail(employee.email, employee.displayName, businessName, changes, upcoming, pageUrl))))
        continue;
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
