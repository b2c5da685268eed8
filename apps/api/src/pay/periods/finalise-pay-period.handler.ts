import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { FinalisePayPeriodAnswer } from '@rotaledger/contracts';
import { payPeriodsDecider, payPeriodsStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { PayLedger } from './pay-ledger';
import { totalsAnswer } from './pay-period-answers';

export class FinalisePayPeriodCommand extends Command<FinalisePayPeriodAnswer> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly periodStart: string,
  ) {
    super();
  }
}

/**
 * Finalises a pay period: its lines as they stand (with the adjustments it pays), each day's
 * figure and the rules it was priced with go into the event, so nothing later changes them.
 */
@CommandHandler(FinalisePayPeriodCommand)
export class FinalisePayPeriodHandler implements ICommandHandler<FinalisePayPeriodCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ledger: PayLedger,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, workplaceId, periodStart }: FinalisePayPeriodCommand): Promise<FinalisePayPeriodAnswer> {
    const workplace = await this.ledger.workplace(workplaceId);
    const period = this.ledger.periodStarting(workplace, periodStart);
    const [figures] = await this.ledger.figures(workplace, [period]);
    const unapprovedDays = await this.ledger.unapprovedDays(workplaceId, period);
    const holidayAccrual = await this.ledger.holidayAccrual(workplace, period, figures.lines);
    const now = this.clock.now();
    const { state } = await this.aggregates.execute({
      streamId: payPeriodsStream(workplaceId),
      decider: payPeriodsDecider,
      command: {
        type: 'FinalisePayPeriod',
        data: {
          workplaceId,
          periodId: figures.periodId,
          periodStart: period.start,
          periodEnd: period.end,
          rules: workplace.payRules ?? {},
          lines: figures.lines,
          days: figures.days,
          holidayDays: figures.holidayDays,
          holidayAccrual,
          now: now.toISOString(),
          today: this.ledger.today(workplace),
          unapprovedDays,
        },
      },
      actor,
    });
    const finalised = state.finalised[period.start];
    return { periodId: finalised.periodId, finalisedAt: finalised.finalisedAt, totals: totalsAnswer(finalised.lines) };
  }
}
