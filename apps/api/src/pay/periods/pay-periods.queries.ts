import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PayLinesAnswer, PayPeriodsAnswer } from '@rotaledger/contracts';
import { PayLedger } from './pay-ledger';
import { linesAnswer, totalsAnswer } from './pay-period-answers';

export class GetPayPeriodsQuery extends Query<PayPeriodsAnswer> {
  constructor(readonly workplaceId: string) {
    super();
  }
}

@QueryHandler(GetPayPeriodsQuery)
export class GetPayPeriodsHandler implements IQueryHandler<GetPayPeriodsQuery> {
  constructor(private readonly ledger: PayLedger) {}

  async execute({ workplaceId }: GetPayPeriodsQuery): Promise<PayPeriodsAnswer> {
    const workplace = await this.ledger.workplace(workplaceId);
    const figures = await this.ledger.figures(workplace, await this.ledger.periodsToList(workplace));
    return {
      periods: figures.map((f) => ({
        periodStart: f.period.start,
        periodEnd: f.period.end,
        status: f.status,
        ...(f.finalisedAt ? { finalisedAt: f.finalisedAt } : {}),
        totals: totalsAnswer(f.lines),
      })),
    };
  }
}

export class GetPayLinesQuery extends Query<PayLinesAnswer> {
  constructor(
    readonly workplaceId: string,
    readonly periodStart: string,
  ) {
    super();
  }
}

@QueryHandler(GetPayLinesQuery)
export class GetPayLinesHandler implements IQueryHandler<GetPayLinesQuery> {
  constructor(private readonly ledger: PayLedger) {}

  async execute({ workplaceId, periodStart }: GetPayLinesQuery): Promise<PayLinesAnswer> {
    const workplace = await this.ledger.workplace(workplaceId);
    const [figures] = await this.ledger.figures(workplace, [this.ledger.periodStarting(workplace, periodStart)]);
    const holiday = await this.ledger.holidayAt(workplace, figures.period, figures.lines);
    return { lines: await linesAnswer(this.ledger, workplace, figures), holiday };
  }
}
