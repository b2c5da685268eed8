import { toWireTime } from '@rotaledger/contracts';
import { Injectable } from '@nestjs/common';
import type { KioskPageAnswer } from '@rotaledger/contracts';
import { addDays, clockInWithoutShiftOf, isOpenedAt, openBreakOf } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { DateTime } from 'luxon';
import { Clock } from '../../infrastructure/clock';
import type { EmployeeDirectoryDocument, WorkplaceDirectoryDocument } from '../../read-side';
import { ROTA_EMPLOYEES, ROTA_WORKPLACES, TimesheetDays } from '../../rota';
import type { KioskLinkDocument } from '../kiosk.read-models';

type Person = KioskPageAnswer['people'][number];

/**
 * The kiosk page (issue 41): today's people at the workplace, by display name only (no pay, rates,
 * surnames or links), each with their status (off, in, on a break) and today's shift. Someone still
 * clocked in from last night's shift is listed too, so they can clock out. Where the workplace lets
 * people with no shift today clock in, everyone working there is listed (those without a shift, without one).
 */
@Injectable()
export class KioskPage {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly days: TimesheetDays,
    private readonly clock: Clock,
  ) {}

  async of(kiosk: KioskLinkDocument): Promise<KioskPageAnswer> {
    const { workplaceId } = kiosk;
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId);
    const zone = await this.days.zoneOf(workplaceId);
    const today = DateTime.fromJSDate(this.clock.now(), { zone }).toISODate()!;
    const days = await this.days.range(workplaceId, addDays(today, -1), today);
    const people = new Map<string, Person & { start: number }>();
    const employees = new Map<string, EmployeeDirectoryDocument | null>();
    const employeeOf = async (employeeId: string) => {
      if (!employees.has(employeeId))
        employees.set(employeeId, await this.readModels.get<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, employeeId));
      return employees.get(employeeId) ?? null;
    };
    for (const day of days.sort((a, b) => a.rotaDate.localeCompare(b.rotaDate))) {
      for (const assignment of [...day.assignments].sort((a, b) => a.startMinute - b.startMinute)) {
        if (assignment.employeeId === null) continue;
        const employee = await employeeOf(assignment.employeeId);
        if (!employee || isOpenedAt(employee, workplaceId, day.rotaDate)) continue;
        const sheet = day.timesheets?.find((t) => t.assignmentId === assignment.assignmentId);
        const on = sheet?.clockedInAt != null && sheet.clockedOutAt === null;
        // Yesterday's shifts count only while their person is still clocked in.
        if (day.rotaDate !== today && !on) continue;
        const status: Person['status'] = on ? (openBreakOf(sheet?.breaks) ? 'break' : 'in') : 'off';
        const shift = {
          timeStart: toWireTime(assignment.startMinute, 'HH:MM'),
          timeEnd: toWireTime(assignment.endMinute, 'HH:MM'),
        };
        const known = people.get(employee.employeeId);
        // One line per person: the shift they are clocked in to, else their first of today.
        if (known && (known.status !== 'off' || !on)) continue;
        people.set(employee.employeeId, {
          employeeId: employee.employeeId,
          displayName: employee.displayName,
          status,
          shift,
          start: assignment.startMinute,
        });
      }
    }
    if (workplace && clockInWithoutShiftOf(workplace)) {
      for (const employee of await this.readModels.find<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, { workplaceId })) {
        if (people.has(employee.employeeId) || employee.removedOn !== null || isOpenedAt(employee, workplaceId, today)) continue;
        people.set(employee.employeeId, { employeeId: employee.employeeId, displayName: employee.displayName, status: 'off', start: 0 });
      }
    }
    const list = [...people.values()]
      .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.employeeId.localeCompare(b.employeeId))
      .map(({ employeeId, displayName, status, shift }) => ({ employeeId, displayName, status, ...(shift ? { shift } : {}) }));
    return { workplaceName: workplace?.name ?? '', people: list };
  }
}
