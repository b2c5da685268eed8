import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream, type TimeOffKind } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { paidHolidayContext } from '../paid-holiday';
import { StaffMember, staffActor } from '../staff-member';

export class RequestTimeOffCommand extends Command<{ requestId: string }> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly input: { from: string; to: string; note?: string; kind?: TimeOffKind },
  ) {
    super();
  }
}

/** Staff ask for time off, on their employee stream; a manager decides it. */
@CommandHandler(RequestTimeOffCommand)
export class RequestTimeOffHandler implements ICommandHandler<RequestTimeOffCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
  ) {}

  async execute({ member, actor, input }: RequestTimeOffCommand) {
    const requestId = newEntityId(actor);
    // Paid holiday is checked against the balance (issue 39): the decider needs what it reads.
    const holiday = input.kind === 'paid-holiday' ? await paidHolidayContext(this.readModels, member.employeeId, input.from) : undefined;
    await this.aggregates.execute({
      streamId: employeeStream(member.employeeId),
      decider: employeeDecider,
      command: { type: 'RequestTimeOff', data: { employeeId: member.employeeId, requestId, ...input, holiday, today: member.today } },
      actor: staffActor(actor, member),
    });
    return { requestId };
  }
}
