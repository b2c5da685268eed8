import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { employeeDecider, employeeStream, FEED_LINK_MESSAGES, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { AggregateStore, Actor } from '../../infrastructure/aggregate-store';
import { FEED_EMPLOYEES, FeedEmployeeDocument, StaffSchedule } from '../../feeds';

export class ChangeStaffEmailCommand extends Command<void> {
  constructor(
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
  constructor(
    private readonly schedule: StaffSchedule,
    private readonly readModels: ReadModelStore,
    private readonly aggregates: AggregateStore,
  ) {}

  async execute({ token, email, actor: requester }: ChangeStaffEmailCommand): Promise<void> {
    const { employeeId } = await this.schedule.ownerOf(token);
    const employee = await this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, employeeId);
    if (!employee) throw notFound(FEED_LINK_MESSAGES.notFound);
    const actor: Actor = { ...requester, userId: null, ownerId: employee.ownerId };
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
