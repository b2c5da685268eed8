import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DELETIONS_STREAM, userDecider, userStream } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { ReAuthentication } from '../auth/re-authentication';
import { EmailClaims } from '../email-claims';
import { Mailer } from '../mail/mailer';
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
 * Deletes everything of a user for real: AccountDeleted (kept, in a stream without
 * personal data) makes every projection purge the user's documents and ends their
 * sessions; then every stream the user wrote is deleted.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModelStore,
    private readonly reAuthentication: ReAuthentication,
    private readonly emailClaims: EmailClaims,
    private readonly mailer: Mailer,
  ) {}

  async execute({ userId, password, correlationId }: DeleteAccountCommand): Promise<void> {
    const state = await this.reAuthentication.verify(userId, password);
    const deletion = userDecider.decide(
      { type: 'DeleteAccount', data: { verifiedPasswordHash: state.passwordHash } },
      state,
    );
    // Read before AccountDeleted, whose projection forgets them.
    const streams = new Set([
      userStream(userId),
      this.emailClaims.streamOf(state.email),
      ...(await this.ownedStreams(userId)),
    ]);
    // No user in the metadata: the deletion record must not count as the user's own stream.
    await this.aggregates.append(ACCOUNT_DELETIONS_STREAM, deletion, 'any', { userId: null, correlationId });
    // Streams written by requests still in flight when the account went.
    for (const streamId of await this.ownedStreams(userId)) streams.add(streamId);
    for (const streamId of streams) await this.eventStore.deleteStream(streamId);
    await this.mailer.forgetRecipient(state.email);
  }

  private async ownedStreams(userId: string): Promise<string[]> {
    const owned = await this.readModels.find<OwnedStreamDocument>(OWNED_STREAMS, { ownerId: userId });
    return owned.map((doc) => doc.id);
  }
}
