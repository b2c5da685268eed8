import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../../common/auth/auth-user';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { Clock } from '../../../infrastructure/clock';
import { RotaContextLoader } from '../../rota-context.loader';
import { RotaLocator } from '../../rota-locator';
import { TimesheetDays } from '../timesheet-days';

export class CorrectTimesheetCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly assignmentId: string,
    /** Minutes as read: an end at or before the start is already the next day's. */
    readonly actualStartMinute: number,
    readonly actualEndMinute: number,
    readonly breakMinutes: number | null,
  ) {
    super();
  }
}

/** A manager's correction of an assignment's actual times, never later than now, on its day stream. */
@CommandHandler(CorrectTimesheetCommand)
export class CorrectTimesheetHandler implements ICommandHandler<CorrectTimesheetCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
    private readonly days: TimesheetDays,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, assignmentId, actualStartMinute, actualEndMinute, breakMinutes }: CorrectTimesheetCommand): Promise<void> {
    const { workplaceId, rotaDate } = await this.locator.assignment(assignmentId);
    const [workplace, zone] = await Promise.all([this.context.workplace(workplaceId), this.days.zoneOf(workplaceId)]);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'CorrectTimesheet' as const,
        data: {
          rotaDate,
          workplace,
          timeZone: zone,
          assignmentId,
          actualStartMinute,
          actualEndMinute,
          breakMinutes,
          now: this.clock.now().toISOString(),
        },
      },
      actor,
    });
  }
}
