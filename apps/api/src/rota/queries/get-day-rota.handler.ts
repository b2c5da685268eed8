import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { DayRotaAnswer } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import { readDayAssignments } from './get-assignments.handler';

/** The daily view's one read: the day's shifts, each with its assignments (getshifts and getassignments in one answer). */
export class GetDayRotaQuery extends Query<DayRotaAnswer> {
  constructor(
    readonly workplaceId: string,
    readonly rotaDate: string,
  ) {
    super();
  }
}

@QueryHandler(GetDayRotaQuery)
export class GetDayRotaHandler implements IQueryHandler<GetDayRotaQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ workplaceId, rotaDate }: GetDayRotaQuery): Promise<DayRotaAnswer> {
    const { day, byShift } = await readDayAssignments(this.readModels, workplaceId, rotaDate);
    return (day?.shifts ?? []).map((s) => ({
      shift_id: s.shiftId,
      workplace_id: workplaceId,
      service_type: s.serviceType,
      shift_date: rotaDate,
      assignments: byShift.get(s.shiftId) ?? [],
    }));
  }
}
