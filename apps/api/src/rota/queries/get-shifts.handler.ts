import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ShiftListAnswer } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import { dayDocumentId } from '../../read-side/rota-projection-kit';
import { ROTA_DAYS, RotaDayDocument } from '../rota.read-models';

export class GetShiftsQuery extends Query<ShiftListAnswer> {
  constructor(
    readonly workplaceId: string,
    readonly rotaDate: string,
  ) {
    super();
  }
}

@QueryHandler(GetShiftsQuery)
export class GetShiftsHandler implements IQueryHandler<GetShiftsQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ workplaceId, rotaDate }: GetShiftsQuery): Promise<ShiftListAnswer> {
    const day = await this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(workplaceId, rotaDate));
    return (day?.shifts ?? []).map((s) => ({
      shift_id: s.shiftId,
      workplace_id: workplaceId,
      service_type: s.serviceType,
      shift_date: rotaDate,
    }));
  }
}
