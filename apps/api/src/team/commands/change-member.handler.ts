import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { teamDecider, teamStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import type { WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_WORKPLACES } from '../../rota';

export class ChangeMemberCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly memberId: string,
    readonly role: unknown,
    readonly workplaceIds: readonly string[] | null,
  ) {
    super();
  }
}

/** The owner changes a member's role or scope: it takes effect on the member's next request. */
@CommandHandler(ChangeMemberCommand)
export class ChangeMemberHandler implements ICommandHandler<ChangeMemberCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
  ) {}

  async execute({ actor, memberId, role, workplaceIds }: ChangeMemberCommand): Promise<void> {
    const ownerId = actor.userId;
    const workplaces = await this.readModels.find<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, { ownerId, deleted: false });
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the member's very next request, from any replica, sees the new role.
      waitForReadModels: true,
      streamId: teamStream(ownerId),
      decider: teamDecider,
      command: {
        type: 'ChangeMember',
        data: { ownerId, memberId, role, workplaceIds, ownerWorkplaceIds: workplaces.map((w) => w.workplaceId) },
      },
      actor,
    });
  }
}
