import { Injectable } from '@nestjs/common';
import type { StaffPageAnswer } from '@rotaledger/contracts';
import { addDays, ANY_TIME, daySpansOverlap, FEED_DAYS_AHEAD, onTimeOff, plannedBreakOf, timeZoneOf } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Clock } from '../../infrastructure/clock';
import {
  allocatedEmployee,
  HOLIDAY_BALANCES,
  holidayBalanceAnswer,
  HolidayBalanceDocument,
  holidayToday,
  HOLIDAY_WORKPLACES,
  HolidayWorkplaceDocument,
  leaveYearBalanceOf,
  loadEmployees,
  RotaDayDocument,
} from '../../read-side';
import {
  FEED_ASSIGNMENTS,
  FEED_EMPLOYEES,
  FEED_ROTA_DAYS,
  FEED_WORKPLACES,
  FeedAssignmentDocument,
  FeedEmployeeDocument,
  FeedWorkplaceDocument,
  StaffAssignment,
  staffAssignmentAnswer,
  wallClockInstant,
} from '../../feeds';
import { StaffClockReads } from '../../rota';
import { STAFF_REQUESTS, StaffRequestDocument } from '../read-models';
import { workplaceToday } from '../staff-member';

type RequestFields = Pick<
  StaffPageAnswer,
  'clock' | 'clockedToday' | 'availability' | 'timeOff' | 'openShifts' | 'swaps' | 'holidayBalance'
>;

/** Time off shown on the page: ending this many days ago or later. */
const TIME_OFF_DAYS_BACK = 30;

/**
 * The personal page's request fields: availability, time off, open shifts they could take and
 * swaps. Read from the staff feeds context's own copies (what staff may see) and the staff
 * requests read model. Colleagues appear by display name only.
 */
@Injectable()
export class StaffRequestsPage {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
    private readonly clocks: StaffClockReads,
  ) {}

  /** Their balance as at today at their workplace (the leave year holding it, under the entitlement method). */
  private async holidayBalance(employeeId: string, workplaceId: string) {
    const [balance, workplace] = await Promise.all([
      this.readModels.get<HolidayBalanceDocument>(HOLIDAY_BALANCES, employeeId),
      this.readModels.get<HolidayWorkplaceDocument>(HOLIDAY_WORKPLACES, workplaceId),
    ]);
    return holidayBalanceAnswer(leaveYearBalanceOf(balance, workplace, holidayToday(workplace, this.clock.now())));
  }

  async of(employeeId: string, ownAssignments: readonly StaffAssignment[]): Promise<RequestFields> {
    const employee = await this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, employeeId);
    if (!employee)
      return {
        clock: null,
        clockedToday: [],
        availability: ANY_TIME,
        timeOff: [],
        openShifts: [],
        swaps: { offered: [], toCover: [] },
        holidayBalance: holidayBalanceAnswer(leaveYearBalanceOf(null, null, workplaceToday(this.clock.now(), null))),
      };
    const workplace = await this.readModels.get<FeedWorkplaceDocument>(FEED_WORKPLACES, employee.workplaceId);
    const today = workplaceToday(this.clock.now(), workplace);
    const [mine, swapsHere, days] = await Promise.all([
      this.readModels.find<StaffRequestDocument>(STAFF_REQUESTS, { employeeId }),
      this.readModels.find<StaffRequestDocument>(STAFF_REQUESTS, {
        workplaceId: employee.workplaceId,
        status: { $in: ['open', 'accepted'] },
      }),
      workplace && !workplace.deleted
        ? this.readModels.find<RotaDayDocument>(FEED_ROTA_DAYS, {
            workplaceId: employee.workplaceId,
            rotaDate: { $gte: today, $lte: addDays(today, FEED_DAYS_AHEAD) },
          })
        : Promise.resolve([]),
    ]);
    const assigned = days.flatMap((day) => day.assignments.filter((a) => a.employeeId !== null).map((a) => a.assignmentId));
    // Whether a colleague's shift is open as staff see it (a move or time off waits for the publish in 'on-publish' mode).
    const shown = new Map(
      (assigned.length ? await this.readModels.find<FeedAssignmentDocument>(FEED_ASSIGNMENTS, { id: { $in: assigned } }) : []).map(
        (doc) => [doc.id, doc],
      ),
    );
    const people = await loadEmployees(this.readModels, FEED_EMPLOYEES, [
      ...days.flatMap((day) => day.assignments.map((a) => a.employeeId)),
      ...swapsHere.map((s) => s.employeeId),
      ...mine.map((s) => s.coveredBy ?? null),
    ]);
    const nameOf = (id: string | null | undefined) => (id ? (people.get(id)?.displayName ?? null) : null);
    const timeZone = timeZoneOf(workplace ?? {});
    const assignmentsById = new Map<string, StaffAssignment>();
    for (const day of days) {
      const serviceOf = new Map(day.shifts.map((s) => [s.shiftId, s.serviceType]));
      for (const a of day.assignments) {
        assignmentsById.set(a.assignmentId, {
          assignmentId: a.assignmentId,
          rotaDate: day.rotaDate,
          startMinute: a.startMinute,
          endMinute: a.endMinute,
          start: wallClockInstant(day.rotaDate, a.startMinute, timeZone),
          end: wallClockInstant(day.rotaDate, a.endMinute, timeZone),
          workplaceName: workplace?.name ?? '',
          timeZone,
          serviceId: serviceOf.get(a.shiftId) ?? 0,
          breakMinutes: plannedBreakOf(a),
          updatedAt: day.lastUpdated,
        });
      }
    }
    // An employee with no services listed may take any service of the workplace.
    const services = employee.services ?? [];
    const couldTake = (assignment: StaffAssignment) =>
      assignment.rotaDate >= today &&
      (services.length === 0 || services.includes(assignment.serviceId)) &&
      !onTimeOff(employee.timeOff, assignment.rotaDate) &&
      !ownAssignments.some((own) => own.assignmentId !== assignment.assignmentId && daySpansOverlap(own, assignment));

    const claims = new Map(mine.filter((r) => r.kind === 'claim' && r.assignmentId).map((r) => [r.assignmentId!, r] as const));
    const openShifts = days
      .flatMap((day) =>
        day.assignments.filter(
          (a) => shown.get(a.assignmentId)?.opened ?? allocatedEmployee(a.employeeId, day.rotaDate, people, day.workplaceId) === null,
        ),
      )
      .map((a) => assignmentsById.get(a.assignmentId)!)
      .filter(couldTake)
      .sort((x, y) => x.start.toMillis() - y.start.toMillis() || x.assignmentId.localeCompare(y.assignmentId))
      .map((shift) => {
        const claim = claims.get(shift.assignmentId);
        const status = claim?.status === 'pending' || claim?.status === 'declined' ? claim.status : null;
        return { ...staffAssignmentAnswer(shift), claim: status && claim ? { claimId: claim.id, status } : null };
      });

    const ownById = new Map(ownAssignments.map((s) => [s.assignmentId, s]));
    const offered = mine
      .filter((r) => r.kind === 'swap' && (r.status === 'open' || r.status === 'accepted') && ownById.has(r.assignmentId ?? ''))
      .sort((x, y) => x.requestedAt.localeCompare(y.requestedAt) || (x.position ?? 0) - (y.position ?? 0))
      .map((r) => ({
        swapId: r.id,
        shift: staffAssignmentAnswer(ownById.get(r.assignmentId!)!),
        status: r.status as 'open' | 'accepted',
        coveredBy: nameOf(r.coveredBy),
      }));
    const toCover = swapsHere
      .filter((r) => r.employeeId !== employeeId && (r.status === 'open' || r.coveredBy === employeeId))
      .filter((r) => assignmentsById.has(r.assignmentId ?? '') && couldTake(assignmentsById.get(r.assignmentId!)!))
      .sort((x, y) => x.requestedAt.localeCompare(y.requestedAt) || (x.position ?? 0) - (y.position ?? 0))
      .map((r) => ({
        swapId: r.id,
        shift: staffAssignmentAnswer(assignmentsById.get(r.assignmentId!)!),
        offeredBy: nameOf(r.employeeId) ?? '',
        acceptedByMe: r.coveredBy === employeeId,
      }));

    const availability = employee.availability ?? ANY_TIME;
    const since = addDays(today, -TIME_OFF_DAYS_BACK);
    const timeOff = mine
      .filter((r) => r.kind === 'timeOff' && (r.to ?? '') >= since)
      .sort((x, y) => y.requestedAt.localeCompare(x.requestedAt) || (y.position ?? 0) - (x.position ?? 0))
      .map((r) => ({
        requestId: r.id,
        from: r.from!,
        to: r.to!,
        note: r.note ?? null,
        status: r.status as 'pending' | 'approved' | 'declined' | 'cancelled',
        requestedAt: r.requestedAt,
        kind: r.timeOffKind ?? 'unpaid',
      }));
    return {
      clock: await this.clocks.offer({ employeeId, workplaceId: employee.workplaceId }),
      clockedToday: await this.clocks.clocked({ employeeId, workplaceId: employee.workplaceId }),
      availability: { weekly: availability.weekly, exceptions: availability.exceptions.filter((e) => e.date >= today) },
      timeOff,
      openShifts,
      swaps: { offered, toCover },
      holidayBalance: await this.holidayBalance(employeeId, employee.workplaceId),
    };
  }
}
