import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { ClockableAssignment, clockTarget, KioskAction, notFound, ROTA_MESSAGES, rotaDecider, rotaStream } from '@rotaledger/domain';
import type { Actor } from '../../infrastructure/aggregate-store';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
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
const noShiftOn = (shifts: readonly ClockableAssignment[], rotaDate: string) => !shifts.some((shift) => shift.rotaDate === rotaDate);

/**
 * Clocking, decided by the rota decider on the assignment's day stream, for the command handlers
 * of the personal page's and the kiosk's clocks (the instant the server received it, or a queued
 * event's own time). What the personal page's clock button offers is read by StaffClockReads; a
 * manager's corrections and approvals are the timesheets' own commands (`commands/`).
 */
@Injectable()
export class TimesheetWrites {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
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
}
