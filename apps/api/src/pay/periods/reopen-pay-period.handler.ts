import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ReopenPayPeriodAnswer } from '@rotaledger/contracts';
import { payPeriodsDecider, payPeriodsStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { PayLedger } from './pay-ledger';

export class ReopenPayPeriodCommand extends Command<ReopenPayPeriodAnswer> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly periodStart: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** Re-opens a finalised period (the owner's only, checked by the access guard): recorded with its reason. */
@CommandHandler(ReopenPayPeriodCommand)
export class ReopenPayPeriodHandler implements ICommandHandler<ReopenPayPeriodCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ledger: PayLedger,
  ) {}

  async execute({ actor, workplaceId, periodStart, reason }: ReopenPayPeriodCommand): Promise<ReopenPayPeriodAnswer> {
    const workplace = await this.ledger.workplace(workplaceId);
    const period = this.ledger.periodStarting(workplace, periodStart);
    const { newEvents } = await this.aggregates.execute({
      streamId: payPeriodsStream(workplaceId),
      decider: payPeriodsDecider,
      command: { type: 'ReopenPayPeriod', data: { workplaceId, periodStart: period.start, reason } },
      actor,
    });
    const [event] = newEvents;
    return { periodId: event.data.periodId, periodStart: period.start, status: 'open' };
  }
}
