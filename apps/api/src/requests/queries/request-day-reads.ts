import { Injectable } from '@nestjs/common';
import { rotaWorkplaceFrom, RotaState, WorkplaceEvent } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { dayDocumentId, EmployeeDirectoryDocument, RotaDayDocument, rotaEmployeeOf } from '../../read-side';
import { EmployeeSpansLoader, ROTA_DAYS, ROTA_EMPLOYEES } from '../../rota';
import { DECISION_ROTA_WORKPLACES, DecisionRotaWorkplaceDocument } from '../read-models';
import type { AssignmentPlace, DayContext } from '../rota-request-context';

/**
 * What a claim's or a swap's approval needs on its day, from the read side only (the list of
 * requests runs the approvals without appending): the workplace as the rota folds it, the
 * employees from the rota's directory copy, their spans, who holds the assignment now, and the
 * day as the rota decider folds its stream (the day document: its claims and swaps included).
 */
@Injectable()
export class RequestDayReads {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  async day(place: AssignmentPlace): Promise<DayContext & { state: RotaState | null }> {
    const [workplace, spansOf, day] = await Promise.all([
      this.readModels.get<DecisionRotaWorkplaceDocument>(DECISION_ROTA_WORKPLACES, place.workplaceId),
      this.spans.around(place.ownerId, place.workplaceId, place.rotaDate),
      this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(place.workplaceId, place.rotaDate)),
    ]);
    const employee = async (employeeId: string | null) => {
      const doc = employeeId === null ? null : await this.readModels.get<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, employeeId);
      return doc ? rotaEmployeeOf(doc) : null;
    };
    return {
      workplace: workplace ? rotaWorkplaceFrom(workplace.events as WorkplaceEvent[]) : null,
      spansOf,
      employee,
      // As the decider checks it: the holder is still the assignment's, or the shift reads as no longer open.
      holderOf: (assignmentId) => employee(day?.assignments.find((a) => a.assignmentId === assignmentId)?.employeeId ?? null),
      state: day,
    };
  }
}
