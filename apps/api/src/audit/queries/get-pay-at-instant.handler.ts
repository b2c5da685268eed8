import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { auditContextOf, eventsUpTo, payAtInstant, PayAtInstant } from '@rotaledger/domain';
import { WorkplaceHistory } from '../workplace-history';

export class GetPayAtInstantQuery extends Query<PayAtInstant[]> {
  constructor(
    readonly workplaceId: string,
    /** yyyy-mm-dd, without duplicates. */
    readonly rotaDates: string[],
    readonly at: string,
  ) {
    super();
  }
}

/** The pay hours as they stood at an instant, from the rota days replayed up to then (the pay API's shape). */
@QueryHandler(GetPayAtInstantQuery)
export class GetPayAtInstantHandler implements IQueryHandler<GetPayAtInstantQuery> {
  constructor(private readonly history: WorkplaceHistory) {}

  async execute({ workplaceId, rotaDates, at }: GetPayAtInstantQuery): Promise<PayAtInstant[]> {
    const events = await this.history.daysEvents(workplaceId, rotaDates);
    return payAtInstant(auditContextOf(eventsUpTo(events, at)), workplaceId, rotaDates);
  }
}
