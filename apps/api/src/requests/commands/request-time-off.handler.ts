import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { StaffMember, staffActor } from '../staff-member';

export class RequestTimeOffCommand extends Command<{ requestId: string }> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly input: { from: string; to: string; note?: string },
  ) {
    super();
  }
}

/** Staff ask for time off, on their employee stream; a manager decides it. */
@CommandHandler(RequestTimeOffCommand)
export class RequestTimeOffHandler implements ICommandHandler<RequestTimeOffCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ member, actor, input }: RequestTimeOffCommand) {
    const requestId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: employeeStream(member.employeeId),
      decider: employeeDecider,
      command: { type: 'RequestTimeOff', data: { employeeId: member.employeeId, requestId, ...input, today: member.today } },
      actor: staffActor(actor, member),
    });
    return { requestId };
  }
}
