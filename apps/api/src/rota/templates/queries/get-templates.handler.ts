import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { needOnTheWire, TemplatesAnswer } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import { ROTA_TEMPLATES, TemplateDocument } from '../templates.read-models';

export class GetTemplatesQuery extends Query<TemplatesAnswer> {
  constructor(readonly workplaceId: string) {
    super();
  }
}

/** `GET /rota/templates`: the workplace's templates, oldest first, needs in their `HH:MM` wire form. */
@QueryHandler(GetTemplatesQuery)
export class GetTemplatesHandler implements IQueryHandler<GetTemplatesQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ workplaceId }: GetTemplatesQuery): Promise<TemplatesAnswer> {
    const documents = await this.readModels.find<TemplateDocument>(ROTA_TEMPLATES, { workplaceId }, { sort: { createdAt: 1 } });
    return {
      templates: documents.map(({ id, name, needs }) => ({ templateId: id, name, needs: needs.map(needOnTheWire) })),
    };
  }
}
