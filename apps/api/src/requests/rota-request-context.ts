import { Injectable } from '@nestjs/common';
import { notFound, ROTA_MESSAGES, RotaEmployee, RotaWorkplace } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { dayDocumentId, RotaDayDocument } from '../read-side';
import { STAFF_REQUESTS, StaffRequestDocument } from './read-models';
import { EmployeeSpansLoader, ROTA_DAYS, ROTA_INDEX, RotaContextLoader, RotaIndexDocument, SpansAround } from '../rota';

/** Where an assignment is: its workplace day (from the rota's index). */
export interface AssignmentPlace {
  workplaceId: string;
  rotaDate: string;
  ownerId: string;
}

/** A swap's place and its day's context: what accepting or withdrawing it loads. */
export interface SwapDay {
  place: AssignmentPlace;
  day: DayContext;
}

/** What a claim or swap decision on a workplace day needs, loaded like any placement's. */
export interface DayContext {
  workplace: RotaWorkplace | null;
  spansOf: SpansAround;
  employee: (employeeId: string | null) => Promise<RotaEmployee | null>;
  /** The assignment's current employee as loaded (null for an unallocated one). */
  holderOf: (assignmentId: string) => Promise<RotaEmployee | null>;
}

@Injectable()
export class RotaRequestContext {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly context: RotaContextLoader,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  /** The assignment's day (who may act on it the access guard decided); one gone since is 404. */
  async assignment(assignmentId: string): Promise<AssignmentPlace> {
    const doc = await this.readModels.get<RotaIndexDocument>(ROTA_INDEX, assignmentId);
    if (!doc || doc.kind !== 'assignment') throw notFound(ROTA_MESSAGES.assignmentNotFound);
    return { workplaceId: doc.workplaceId, rotaDate: doc.rotaDate, ownerId: doc.ownerId };
  }

  /** A swap's day (who may act on it the access guard decided); another kind of request's id is an unknown swap. */
  async swap(swapId: string): Promise<AssignmentPlace> {
    const swap = await this.readModels.get<StaffRequestDocument>(STAFF_REQUESTS, swapId);
    if (!swap || swap.kind !== 'swap' || !swap.rotaDate) throw notFound(ROTA_MESSAGES.requestNotFound);
    return { workplaceId: swap.workplaceId, rotaDate: swap.rotaDate, ownerId: swap.ownerId };
  }

  /** A swap's place and its day (accepting and withdrawing a swap both start here). */
  async swapDay(swapId: string): Promise<SwapDay> {
    const place = await this.swap(swapId);
    return { place, day: await this.day(place) };
  }

  async day(place: AssignmentPlace): Promise<DayContext> {
    const [workplace, spansOf, day] = await Promise.all([
      this.context.workplace(place.workplaceId),
      this.spans.around(place.ownerId, place.workplaceId, place.rotaDate),
      this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(place.workplaceId, place.rotaDate)),
    ]);
    return {
      workplace,
      spansOf,
      employee: (employeeId) => this.context.employee(employeeId),
      // The decider checks the holder is still the assignment's: a stale read reads as "no longer open".
      holderOf: (assignmentId) => this.context.employee(day?.assignments.find((a) => a.assignmentId === assignmentId)?.employeeId ?? null),
    };
  }
}
