import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ReadModelStore } from '@rotaledger/read-models';
import { dayDocumentId } from '../../read-side/rota-projection-kit';
import { ROTA_DAYS, RotaDayDocument } from '../rota.read-models';

export interface ShiftView {
  shift_id: string;
  workplace_id: string;
  service_type: number;
  shift_date: string;
}

export class GetShiftsQuery extends Query<ShiftView[]> {
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

  async execute({ workplaceId, rotaDate }: GetShiftsQuery): Promise<ShiftView[]> {
    const day = await this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(workplaceId, rotaDate));
    return (day?.shifts ?? []).map((s) => ({
      shift_id: s.shiftId,
      workplace_id: workplaceId,
      service_type: s.serviceType,
      shift_date: rotaDate,
    }));
  }
}
