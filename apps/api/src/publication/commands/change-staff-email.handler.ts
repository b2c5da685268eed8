import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream, FEED_LINK_MESSAGES, notFound } from '@rotaledger/domain';
import type { StaffPrincipal } from '../../common/auth/access';
import { AggregateStore, Actor } from '../../infrastructure/aggregate-store';

export class ChangeStaffEmailCommand extends Command<void> {
  constructor(
    /** The link's employee, as the access guard admitted them. */
    readonly staff: StaffPrincipal,
    readonly token: string,
    readonly email: string | null,
    /** The request's actor (the route is public: no user). */
    readonly actor: Actor,
  ) {
    super();
  }
}

/**
 * `PUT /staff/{token}/email`: the employee behind a live personal link sets or clears their own
 * e-mail. No one is signed in: the event's metadata names the employee's owner (ownerId), so
 * deleting that account finds and deletes the stream.
 */
@CommandHandler(ChangeStaffEmailCommand)
export class ChangeStaffEmailHandler implements ICommandHandler<ChangeStaffEmailCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ staff: { employeeId, ownerId }, token, email, actor: requester }: ChangeStaffEmailCommand): Promise<void> {
    const actor: Actor = { ...requester, userId: null, ownerId };
    await this.aggregates.execute({
      streamId: employeeStream(employeeId),
      decider: employeeDecider,
      // The stream decides with its own token: a link rotated or revoked meanwhile is a 404 too.
      command: (state) => {
        if (state.status !== 'active' || state.feedToken !== token) throw notFound(FEED_LINK_MESSAGES.notFound);
        return { type: 'ChangeEmployeeEmail' as const, data: { employeeId, email } };
      },
      actor,
    });
  }
}
