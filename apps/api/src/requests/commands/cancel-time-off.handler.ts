import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { StaffMember, staffActor } from '../staff-member';

export class CancelTimeOffCommand extends Command<void> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly requestId: string,
  ) {
    super();
  }
}

/** Staff take back their own time off request before it starts. */
@CommandHandler(CancelTimeOffCommand)
export class CancelTimeOffHandler implements ICommandHandler<CancelTimeOffCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ member, actor, requestId }: CancelTimeOffCommand): Promise<void> {
    // The employee stream only knows its own requests: another employee's id is unknown there (404).
    await this.aggregates.execute({
      streamId: employeeStream(member.employeeId),
      decider: employeeDecider,
      command: { type: 'CancelTimeOff', data: { employeeId: member.employeeId, requestId, today: member.today } },
      actor: staffActor(actor, member),
    });
  }
}
