import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PREFERENCES,
  EmployeeContract,
  FillCandidate,
  FillGoal,
  FillInput,
  FillSlot,
  FixedAssignment,
  fillWindow,
  notFound,
  ROTA_MESSAGES,
  singleRate,
  timeZoneOf,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { PreferencesReader } from '../../accounts';
import { allocatedEmployee } from '../../read-side/projected-employees';
import type { EmployeeDirectoryDocument, WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES, RotaDayDocument } from '../rota.read-models';

/** The employee's contracted hours on the rota's copy (issue 38; absent: no limit). */
type WithContract = EmployeeDirectoryDocument & { contract?: EmployeeContract };

export interface FillRequest {
  workplaceId: string;
  from: string;
  to: string;
  goal: FillGoal;
  mayMoveOthers: boolean;
}

const byDateAndTime = <T extends { date: string; startMinute: number; assignmentId: string }>(a: T, b: T) =>
  a.date.localeCompare(b.date) || a.startMinute - b.startMinute || a.assignmentId.localeCompare(b.assignmentId);

/**
 * Loads an auto-fill's input from the read side (the rota's day documents and its copies of the
 * workplaces and employees), never the event store: the open assignments of from..to at the
 * workplace (with mayMoveOthers the placed ones too), everyone active there with all they bring,
 * and each one's other planned assignments at every workplace of the team over the
 * Monday-Sunday weeks of from..to and the two days before (rest and weekly limits read them).
 * Everything is sorted, so the same rota always gives the same input (and digest).
 */
@Injectable()
export class FillInputLoader {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly preferences: PreferencesReader,
  ) {}

  /** The workplace's read-side copy, or 404. */
  async workplace(workplaceId: string): Promise<WorkplaceDirectoryDocument> {
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId);
    if (!workplace || workplace.deleted) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    return workplace;
  }

  async load(request: FillRequest): Promise<{ ownerId: string; input: FillInput }> {
    const { workplaceId, from, to } = request;
    const workplace = await this.workplace(workplaceId);
    const window = fillWindow(from, to);
    const [days, workplaces, team, preferences] = await Promise.all([
      this.readModels.find<RotaDayDocument>(ROTA_DAYS, { ownerId: workplace.ownerId, rotaDate: { $gte: window.from, $lte: window.to } }),
      this.readModels.find<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, { ownerId: workplace.ownerId }),
      // The whole team's employees (on the ownerId index, a few dozen): an assignment's holder may be any of them.
      this.readModels.find<WithContract>(ROTA_EMPLOYEES, { ownerId: workplace.ownerId }),
      this.preferences.preferencesOf(workplace.ownerId),
    ]);
    const employees = new Map<string, EmployeeDirectoryDocument>(team.map((e) => [e.employeeId, e]));
    const active = team.filter((e) => e.workplaceId === workplaceId && e.removedOn === null);
    const zoneOf = new Map(workplaces.map((w) => [w.workplaceId, timeZoneOf(w)]));
    const nameOf = new Map(workplaces.map((w) => [w.workplaceId, w.name]));

    const slots: FillSlot[] = [];
    const fixed = new Map<string, FixedAssignment[]>(active.map((e) => [e.employeeId, []]));
    for (const day of days) {
      const here = day.workplaceId === workplaceId;
      const serviceOf = new Map(day.shifts.map((s) => [s.shiftId, s.serviceType]));
      for (const a of day.assignments) {
        const holder = allocatedEmployee(a.employeeId, day.rotaDate, employees, day.workplaceId);
        const breakMinutes = a.breakMinutes ?? 0;
        const inRange = here && day.rotaDate >= from && day.rotaDate <= to;
        if (inRange && (holder === null || request.mayMoveOthers)) {
          slots.push({
            assignmentId: a.assignmentId,
            shiftId: a.shiftId,
            date: day.rotaDate,
            startMinute: a.startMinute,
            endMinute: a.endMinute,
            serviceType: serviceOf.get(a.shiftId)!,
            breakMinutes,
            employeeId: holder,
          });
          continue;
        }
        if (holder === null || !fixed.has(holder)) continue;
        fixed.get(holder)!.push({
          assignmentId: a.assignmentId,
          date: day.rotaDate,
          startMinute: a.startMinute,
          endMinute: a.endMinute,
          breakMinutes,
          here,
          workplaceName: nameOf.get(day.workplaceId) ?? '',
          timeZone: zoneOf.get(day.workplaceId) ?? timeZoneOf({}),
        });
      }
    }
    const candidates: FillCandidate[] = active
      .sort((a, b) => a.employeeId.localeCompare(b.employeeId))
      .map((e) => ({
        employeeId: e.employeeId,
        displayName: e.displayName,
        services: [...(e.services ?? [])].sort((a, b) => a - b),
        availability: e.availability ?? null,
        timeOff: (e.timeOff ?? [])
          .map(({ from: first, to: last }) => ({ from: first, to: last }))
          .sort((a, b) => a.from.localeCompare(b.from)),
        dateOfBirth: e.dateOfBirth ?? null,
        rates: e.rateHistory ?? singleRate(e.ratePence),
        contract: e.contract ?? {},
        fixed: fixed.get(e.employeeId)!.sort(byDateAndTime),
      }));
    const input: FillInput = {
      workplaceId,
      workplaceName: workplace.name,
      timeZone: timeZoneOf(workplace),
      currency: preferences?.currency ?? DEFAULT_PREFERENCES.currency,
      from,
      to,
      goal: request.goal,
      mayMoveOthers: request.mayMoveOthers,
      slots: slots.sort(byDateAndTime),
      candidates,
    };
    return { ownerId: workplace.ownerId, input };
  }
}
