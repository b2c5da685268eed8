import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { RotaContextLoader } from '../rota-context.loader';
import { RotaLocator } from '../rota-locator';
import { TimesheetDays } from '../timesheets/timesheet-days';

export class MarkNoShowCommand extends Command<{ assignment_id: string; changeId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly assignmentId: string,
  ) {
    super();
  }
}

/** A no-show (issue 41): the rota decider opens the started shift of someone who has not clocked in. */
@CommandHandler(MarkNoShowCommand)
export class MarkNoShowHandler implements ICommandHandler<MarkNoShowCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly locator: RotaLocator,
    private readonly days: TimesheetDays,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, assignmentId }: MarkNoShowCommand) {
    const { workplaceId, rotaDate } = await this.locator.assignment(assignmentId);
    const [workplace, zone] = await Promise.all([this.context.workplace(workplaceId), this.days.zoneOf(workplaceId)]);
    await this.aggregates.execute({
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: {
        type: 'MarkNoShow',
        data: { rotaDate, workplace, timeZone: zone, assignmentId, now: this.clock.now().toISOString() },
      },
      actor,
    });
    return { assignment_id: assignmentId, changeId: actor.changeId };
  }
}
