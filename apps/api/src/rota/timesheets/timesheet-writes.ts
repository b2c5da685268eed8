import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { StaffClockAnswer, StaffClockedAnswer } from '@rotaledger/contracts';
import {
  ClockableShift,
  clockTarget,
  formatTimeOfDay,
  KioskAction,
  localInstant,
  nextClockAction,
  notFound,
  ROTA_MESSAGES,
  rotaDecider,
  rotaMinuteOf,
  rotaStream,
} from '@rotaledger/domain';
import type { Actor } from '../../infrastructure/aggregate-store';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';
import { TimesheetDays } from './timesheet-days';

/** Whose clock it is: the personal link's employee. */
export interface ClockingEmployee {
  employeeId: string;
  workplaceId: string;
}

const KIOSK_COMMANDS = { in: 'ClockIn', 'break-start': 'StartBreak', 'break-end': 'EndBreak', out: 'ClockOut' } as const;
const STATUS_AFTER = { in: 'in', 'break-start': 'break', 'break-end': 'in', out: 'off' } as const;

/** The workplace's date at an instant. */
const dateAt = (instant: Date, zone: string) => DateTime.fromJSDate(instant, { zone }).toISODate()!;
/** No shift of today (last night's do not count): a clock in may then go without one, where the workplace allows it. */
const noShiftOn = (shifts: readonly ClockableShift[], rotaDate: string) => !shifts.some((shift) => shift.rotaDate === rotaDate);

/**
 * Timesheet writes, decided by the rota decider on the assignment's day stream: staff clocks (the
 * instant the server received it), a manager's corrections and approvals.
 */
@Injectable()
export class TimesheetWrites {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
    private readonly days: TimesheetDays,
    private readonly clock: Clock,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  /** Clocks the employee's planned shift whose window holds now (today's or last night's), or a 409 saying when it is possible. */
  async clockNow(who: ClockingEmployee, actor: Actor, action: 'in' | 'out'): Promise<{ at: string; assignmentId: string }> {
    const now = this.clock.now();
    const zone = await this.days.zoneOf(who.workplaceId);
    const employee = await this.context.employee(who.employeeId);
    if (!employee) throw notFound(ROTA_MESSAGES.employeeNotFound);
    const shifts = await this.days.shiftsAround(employee, who.workplaceId, now, zone);
    if (action === 'in' && noShiftOn(shifts, dateAt(now, zone))) return this.clockInWithoutShift(who, actor, now, zone);
    const target = clockTarget(action, shifts, now.getTime(), zone);
    const at = now.toISOString();
    await this.aggregates.execute({
      streamId: rotaStream(who.workplaceId, target.rotaDate),
      decider: rotaDecider,
      command: {
        type: action === 'in' ? ('ClockIn' as const) : ('ClockOut' as const),
        data: {
          rotaDate: target.rotaDate,
          workplace: await this.context.workplace(who.workplaceId),
          timeZone: zone,
          assignmentId: target.assignmentId,
          employeeId: who.employeeId,
          at,
        },
      },
      actor,
    });
    return { at, assignmentId: target.assignmentId };
  }

  /**
   * A kiosk's clock (issue 41) at `at` (now, or a queued event's own time), by the personal page's
   * rules: in, the shift whose window holds `at`; a break or out, the shift clocked in. The status after it.
   */
  async clockAt(
    who: ClockingEmployee,
    actor: Actor,
    action: KioskAction,
    at: Date,
    kioskId: string,
  ): Promise<{ at: string; status: 'off' | 'in' | 'break' }> {
    const zone = await this.days.zoneOf(who.workplaceId);
    const employee = await this.context.employee(who.employeeId);
    if (!employee) throw notFound(ROTA_MESSAGES.employeeNotFound);
    const shifts = await this.days.shiftsAround(employee, who.workplaceId, at, zone);
    if (action === 'in' && noShiftOn(shifts, dateAt(at, zone))) {
      return { at: (await this.clockInWithoutShift(who, actor, at, zone, kioskId)).at, status: 'in' };
    }
    const target = clockTarget(action === 'in' ? 'in' : 'out', shifts, at.getTime(), zone);
    const instant = at.toISOString();
    const type = KIOSK_COMMANDS[action];
    await this.aggregates.execute({
      streamId: rotaStream(who.workplaceId, target.rotaDate),
      decider: rotaDecider,
      command: {
        type,
        data: {
          rotaDate: target.rotaDate,
          workplace: await this.context.workplace(who.workplaceId),
          timeZone: zone,
          assignmentId: target.assignmentId,
          employeeId: who.employeeId,
          at: instant,
          kioskId,
        },
      },
      actor,
    });
    return { at: instant, status: STATUS_AFTER[action] };
  }

  /**
   * A clock in at `at` by someone with no shift that day: a shift is put on the rota for them and
   * clocked in, in one decision, where the workplace allows it (issue 41); else the 409 of no shift.
   */
  private async clockInWithoutShift(
    who: ClockingEmployee,
    actor: Actor,
    at: Date,
    zone: string,
    kioskId?: string,
  ): Promise<{ at: string; assignmentId: string }> {
    const rotaDate = dateAt(at, zone);
    const [workplace, employee] = await Promise.all([this.context.workplace(who.workplaceId), this.context.employee(who.employeeId)]);
    if (!workplace) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    const spansOf = await this.spans.around(workplace.ownerId, who.workplaceId, rotaDate);
    const assignmentId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: rotaStream(who.workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'ClockInWithoutShift' as const,
        data: {
          rotaDate,
          workplace,
          today: rotaDate,
          timeZone: zone,
          assignmentId,
          newShiftId: newEntityId(actor),
          employeeId: who.employeeId,
          employee,
          busyElsewhere: spansOf(who.employeeId),
          at: at.toISOString(),
          ...(kioskId === undefined ? {} : { kioskId }),
        },
      },
      actor,
    });
    return { at: at.toISOString(), assignmentId };
  }

  /** What the personal page's clock button offers now. */
  async offer(who: ClockingEmployee): Promise<StaffClockAnswer> {
    const now = this.clock.now();
    const zone = await this.days.zoneOf(who.workplaceId).catch(() => null);
    const employee = await this.context.employee(who.employeeId);
    if (zone === null || !employee) return null;
    const shifts = await this.days.shiftsAround(employee, who.workplaceId, now, zone);
    const next = nextClockAction(shifts, now.getTime(), zone);
    if (!next) return noShiftOn(shifts, dateAt(now, zone)) ? this.offerWithoutShift(who.workplaceId, now, zone) : null;
    const { shift } = next;
    return {
      action: next.action,
      assignmentId: shift.assignmentId,
      date: shift.rotaDate,
      start: formatTimeOfDay(shift.startMinute).slice(0, 5),
      end: formatTimeOfDay(shift.endMinute).slice(0, 5),
      opensAt: new Date(next.opensAt).toISOString(),
      closesAt: new Date(next.closesAt).toISOString(),
      clockedInAt: shift.clockedInAt,
      time_zone: zone,
    };
  }

  /** Clocking in without a shift, where the workplace allows it and its rota is open now: the shift it would put on the rota. */
  private async offerWithoutShift(workplaceId: string, now: Date, zone: string): Promise<StaffClockAnswer> {
    const workplace = await this.context.workplace(workplaceId);
    if (!workplace?.clockInWithoutShift) return null;
    const rotaDate = dateAt(now, zone);
    const minute = rotaMinuteOf(rotaDate, now.getTime(), zone);
    const startMinute = minute - (minute % 15);
    const endMinute = workplace.rotaEndTime * 60;
    if (startMinute < workplace.rotaStartTime * 60 || startMinute >= endMinute) return null;
    const closesAt = localInstant(rotaDate, endMinute, zone) ?? now.getTime();
    return {
      action: 'in',
      assignmentId: null,
      withoutShift: true,
      date: rotaDate,
      start: formatTimeOfDay(startMinute).slice(0, 5),
      end: formatTimeOfDay(endMinute).slice(0, 5),
      opensAt: now.toISOString(),
      closesAt: new Date(closesAt).toISOString(),
      clockedInAt: null,
      time_zone: zone,
    };
  }

  /** What the employee clocked today and last night, earliest first: the personal page confirms it. */
  async clocked(who: ClockingEmployee): Promise<StaffClockedAnswer> {
    const now = this.clock.now();
    const zone = await this.days.zoneOf(who.workplaceId).catch(() => null);
    const employee = await this.context.employee(who.employeeId);
    if (zone === null || !employee) return [];
    const shifts = await this.days.shiftsAround(employee, who.workplaceId, now, zone);
    return shifts
      .flatMap((shift) => (shift.clockedInAt === null ? [] : [{ ...shift, clockedInAt: shift.clockedInAt }]))
      .sort((a, b) => a.clockedInAt.localeCompare(b.clockedInAt))
      .map((shift) => ({
        assignmentId: shift.assignmentId,
        date: shift.rotaDate,
        start: formatTimeOfDay(shift.startMinute).slice(0, 5),
        end: formatTimeOfDay(shift.endMinute).slice(0, 5),
        clockedInAt: shift.clockedInAt,
        clockedOutAt: shift.clockedOutAt,
        time_zone: zone,
      }));
  }

  /** A manager's correction: minutes as read (an end at or before the start already the next day's), never later than now. */
  async correct(actor: Actor, assignmentId: string, actualStartMinute: number, actualEndMinute: number, breakMinutes: number | null) {
    const { workplaceId, rotaDate } = await this.locator.assignment(assignmentId);
    const [workplace, zone] = await Promise.all([this.context.workplace(workplaceId), this.days.zoneOf(workplaceId)]);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'CorrectTimesheet' as const,
        data: {
          rotaDate,
          workplace,
          timeZone: zone,
          assignmentId,
          actualStartMinute,
          actualEndMinute,
          breakMinutes,
          now: this.clock.now().toISOString(),
        },
      },
      actor,
    });
  }

  /** Approves a day that has started on the workplace clock. */
  async approve(actor: Actor, workplaceId: string, rotaDate: string): Promise<void> {
    const [workplace, zone] = await Promise.all([this.context.workplace(workplaceId), this.days.zoneOf(workplaceId)]);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: { type: 'ApproveTimesheetDay' as const, data: { rotaDate, workplace, timeZone: zone, now: this.clock.now().toISOString() } },
      actor,
    });
  }
}
