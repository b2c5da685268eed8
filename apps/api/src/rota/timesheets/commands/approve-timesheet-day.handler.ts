import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../../common/auth/auth-user';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { Clock } from '../../../infrastructure/clock';
import { RotaContextLoader } from '../../rota-context.loader';
import { TimesheetDays } from '../timesheet-days';

export class ApproveTimesheetDayCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly rotaDate: string,
  ) {
    super();
  }
}

/** Approves a day's timesheet once the day has started on the workplace clock. */
@CommandHandler(ApproveTimesheetDayCommand)
export class ApproveTimesheetDayHandler implements ICommandHandler<ApproveTimesheetDayCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly days: TimesheetDays,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, workplaceId, rotaDate }: ApproveTimesheetDayCommand): Promise<void> {
    const [workplace, zone] = await Promise.all([this.context.workplace(workplaceId), this.days.zoneOf(workplaceId)]);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: { type: 'ApproveTimesheetDay' as const, data: { rotaDate, workplace, timeZone: zone, now: this.clock.now().toISOString() } },
      actor,
    });
  }
}
