import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { rotaDecider, rotaStream } from '@rotaledger/domain';
import { Actor, AggregateStore } from '../../infrastructure/aggregate-store';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { RotaRequestContext } from '../rota-request-context';
import { StaffMember, staffActor } from '../staff-member';

export class ClaimShiftCommand extends Command<{ claimId: string }> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly assignmentId: string,
  ) {
    super();
  }
}

/**
 * Staff claim an open shift of their workplace, on the shift's day stream (the access guard
 * admitted only their own workplace's assignments), for a manager to decide.
 */
@CommandHandler(ClaimShiftCommand)
export class ClaimShiftHandler implements ICommandHandler<ClaimShiftCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rota: RotaRequestContext,
  ) {}

  async execute({ member, actor, assignmentId }: ClaimShiftCommand) {
    const place = await this.rota.assignment(assignmentId);
    const day = await this.rota.day(place);
    const [employee, holder] = await Promise.all([day.employee(member.employeeId), day.holderOf(assignmentId)]);
    const claimId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'ClaimShift',
        data: {
          rotaDate: place.rotaDate,
          workplace: day.workplace,
          today: member.today,
          claimId,
          assignmentId,
          employeeId: member.employeeId,
          employee,
          holder,
          busyElsewhere: day.spansOf(member.employeeId),
        },
      },
      actor: staffActor(actor, member),
    });
    return { claimId };
  }
}
