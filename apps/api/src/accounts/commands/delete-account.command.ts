import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DELETIONS_STREAM, userDecider, userStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { AccountDeletions, accountDeletionCrashPoint } from '../account-deletions';
import { ReAuthentication } from '../auth/re-authentication';
import { OWNED_STREAMS, OwnedStreamDocument } from '../read-models';

export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * Deletes everything of a user for real. AccountDeleted (kept, in a stream without personal
 * data) lists the streams to delete, makes every projection purge the user's documents and
 * ends their sessions; AccountDeletions then releases the e-mail, tombstones the streams,
 * purges the store files and records the completion. If the process dies in between, the
 * next start finishes the deletion from the AccountDeleted record.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly reAuthentication: ReAuthentication,
    private readonly accountDeletions: AccountDeletions,
  ) {}

  async execute({ userId, password, correlationId }: DeleteAccountCommand): Promise<void> {
    const state = await this.reAuthentication.verify(userId, password);
    // Read before AccountDeleted, whose projection forgets them.
    const owned = await this.readModels.find<OwnedStreamDocument>(OWNED_STREAMS, { ownerId: userId });
    const deletion = userDecider.decide(
      {
        type: 'DeleteAccount',
        data: { verifiedPasswordHash: state.passwordHash, streams: [userStream(userId), ...owned.map((doc) => doc.id)] },
      },
      state,
    );
    // No user in the metadata: the deletion record must not count as the user's own stream.
    const position = await this.aggregates.append(ACCOUNT_DELETIONS_STREAM, deletion, 'any', { userId: null, correlationId });
    accountDeletionCrashPoint('account-deleted');
    const listed = deletion.flatMap((event) => (event.type === 'AccountDeleted' ? (event.data.streams ?? []) : []));
    await this.accountDeletions.finish(userId, listed, { position, correlationId });
  }
}
