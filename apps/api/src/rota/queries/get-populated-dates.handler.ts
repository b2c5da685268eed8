import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ReadModelStore } from '@rotaledger/read-models';
import { PopulatedDateDocument, ROTA_POPULATED_DATES } from '../rota.read-models';

export class GetPopulatedDatesQuery extends Query<string[]> {
  constructor(readonly workplaceId: string) {
    super();
  }
}

@QueryHandler(GetPopulatedDatesQuery)
export class GetPopulatedDatesHandler implements IQueryHandler<GetPopulatedDatesQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ workplaceId }: GetPopulatedDatesQuery): Promise<string[]> {
    const days = await this.readModels.find<PopulatedDateDocument>(ROTA_POPULATED_DATES, { workplaceId }, { sort: { rotaDate: 1 } });
    return days.map((d) => d.rotaDate);
  }
}
