import { Injectable } from '@nestjs/common';
import { clockTarget, KioskAction, notFound, ROTA_MESSAGES, rotaDecider, rotaStream } from '@rotaledger/domain';
import type { Actor } from '../../infrastructure/aggregate-store';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { RotaContextLoader } from '../rota-context.loader';
import { TimesheetDays } from './timesheet-days';

/** Whose clock it is: the personal link's employee. */
export interface ClockingEmployee {
  employeeId: string;
  workplaceId: string;
}

const KIOSK_COMMANDS = { in: 'ClockIn', 'break-start': 'StartBreak', 'break-end': 'EndBreak', out: 'ClockOut' } as const;
const STATUS_AFTER = { in: 'in', 'break-start': 'break', 'break-end': 'in', out: 'off' } as const;

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
  ) {}

  /** Clocks the employee's planned shift whose window holds now (today's or last night's), or a 409 saying when it is possible. */
  async clockNow(who: ClockingEmployee, actor: Actor, action: 'in' | 'out'): Promise<{ at: string; assignmentId: string }> {
    const now = this.clock.now();
    const zone = await this.days.zoneOf(who.workplaceId);
    const employee = await this.context.employee(who.employeeId);
    if (!employee) throw notFound(ROTA_MESSAGES.employeeNotFound);
    const target = clockTarget(action, await this.days.shiftsAround(employee, who.workplaceId, now, zone), now.getTime(), zone);
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
    const target = clockTarget(
      action === 'in' ? 'in' : 'out',
      await this.days.shiftsAround(employee, who.workplaceId, at, zone),
      at.getTime(),
      zone,
    );
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
}
