import { toWireTime } from '@rotaledger/contracts';
import { Injectable } from '@nestjs/common';
import type { StaffClockAnswer, StaffClockedAnswer } from '@rotaledger/contracts';
import { DateTime } from 'luxon';
import { ClockableAssignment, localInstant, nextClockAction, rotaMinuteOf } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Clock } from '../../infrastructure/clock';
import { EmployeeDirectoryDocument, rotaEmployeeOf, WorkplaceDirectoryDocument } from '../../read-side';
import { ROTA_EMPLOYEES } from '../rota.read-models';
import type { ClockingEmployee } from './timesheet-writes';
import { TimesheetDays } from './timesheet-days';
import { TIMESHEET_WORKPLACES } from './timesheets.read-models';

/** The personal page's clock, from the read side (never the event store): what its button offers now, and what the employee clocked. */
@Injectable()
export class StaffClockReads {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly days: TimesheetDays,
    private readonly clock: Clock,
  ) {}

  /** What the personal page's clock button offers now. */
  async offer(who: ClockingEmployee): Promise<StaffClockAnswer> {
    const now = this.clock.now();
    const zone = await this.days.zoneOf(who.workplaceId).catch(() => null);
    const employee = await this.employee(who.employeeId);
    if (zone === null || !employee) return null;
    const shifts = await this.days.shiftsAround(employee, who.workplaceId, now, zone);
    const next = nextClockAction(shifts, now.getTime(), zone);
    if (!next) return this.offerWithoutShift(who.workplaceId, shifts, now, zone);
    const { shift } = next;
    return {
      action: next.action,
      assignmentId: shift.assignmentId,
      date: shift.rotaDate,
      start: toWireTime(shift.startMinute, 'HH:MM'),
      end: toWireTime(shift.endMinute, 'HH:MM'),
      opensAt: new Date(next.opensAt).toISOString(),
      closesAt: new Date(next.closesAt).toISOString(),
      clockedInAt: shift.clockedInAt,
      time_zone: zone,
    };
  }

  /**
   * Clocking in with no shift today (issue 41), where the workplace allows it and its rota is open
   * now: the shift it would put on the rota, from the quarter hour to the closing hour.
   */
  private async offerWithoutShift(
    workplaceId: string,
    shifts: readonly ClockableAssignment[],
    now: Date,
    zone: string,
  ): Promise<StaffClockAnswer> {
    const rotaDate = DateTime.fromJSDate(now, { zone }).toISODate()!;
    if (shifts.some((shift) => shift.rotaDate === rotaDate)) return null;
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(TIMESHEET_WORKPLACES, workplaceId);
    if (!workplace?.clockInWithoutShift || !workplace.rotaHours) return null;
    const minute = rotaMinuteOf(rotaDate, now.getTime(), zone);
    const startMinute = minute - (minute % 15);
    const endMinute = workplace.rotaHours.end * 60;
    if (startMinute < workplace.rotaHours.start * 60 || startMinute >= endMinute) return null;
    return {
      action: 'in',
      assignmentId: null,
      withoutShift: true,
      date: rotaDate,
      start: toWireTime(startMinute, 'HH:MM'),
      end: toWireTime(endMinute, 'HH:MM'),
      opensAt: now.toISOString(),
      closesAt: new Date(localInstant(rotaDate, endMinute, zone) ?? now.getTime()).toISOString(),
      clockedInAt: null,
      time_zone: zone,
    };
  }

  /** What the employee clocked today and last night, earliest first: the personal page confirms it. */
  async clocked(who: ClockingEmployee): Promise<StaffClockedAnswer> {
    const now = this.clock.now();
    const zone = await this.days.zoneOf(who.workplaceId).catch(() => null);
    const employee = await this.employee(who.employeeId);
    if (zone === null || !employee) return [];
    const shifts = await this.days.shiftsAround(employee, who.workplaceId, now, zone);
    return shifts
      .flatMap((shift) => (shift.clockedInAt === null ? [] : [{ ...shift, clockedInAt: shift.clockedInAt }]))
      .sort((a, b) => a.clockedInAt.localeCompare(b.clockedInAt))
      .map((shift) => ({
        assignmentId: shift.assignmentId,
        date: shift.rotaDate,
        start: toWireTime(shift.startMinute, 'HH:MM'),
        end: toWireTime(shift.endMinute, 'HH:MM'),
        clockedInAt: shift.clockedInAt,
        clockedOutAt: shift.clockedOutAt,
        time_zone: zone,
      }));
  }

  private async employee(employeeId: string) {
    const doc = await this.readModels.get<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, employeeId);
    return doc ? rotaEmployeeOf(doc) : null;
  }
}
