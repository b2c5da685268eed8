import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { StaffMember, staffActor } from '../staff-member';

export class SetAvailabilityCommand extends Command<void> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly input: { weekly?: unknown; exceptions?: unknown },
  ) {
    super();
  }
}

/** Staff set their own weekly availability and its exceptions, on their employee stream. */
@CommandHandler(SetAvailabilityCommand)
export class SetAvailabilityHandler implements ICommandHandler<SetAvailabilityCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ member, actor, input }: SetAvailabilityCommand): Promise<void> {
    await this.aggregates.execute({
      streamId: employeeStream(member.employeeId),
      decider: employeeDecider,
      command: { type: 'SetAvailability', data: { employeeId: member.employeeId, ...input, today: member.today } },
      actor: staffActor(actor, member),
    });
  }
}
