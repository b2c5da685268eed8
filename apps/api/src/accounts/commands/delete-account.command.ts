import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DELETIONS_STREAM, userDecider } from '@rotaledger/domain';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { CrashPoints } from '../../infrastructure/crash-points';
import { AccountDeletions } from '../account-deletions';
import { ReAuthentication } from '../auth/re-authentication';

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
 * data) records the deletion and ends the user's sessions; AccountDeletions then fences the
 * account, releases the e-mail, tombstones every stream the log shows the user wrote, purges
 * the read models and the store files and records the completion. If the process dies in
 * between, the next start finishes the deletion from the AccountDeleted record.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly reAuthentication: ReAuthentication,
    private readonly accountDeletions: AccountDeletions,
    private readonly crashPoints: CrashPoints,
  ) {}

  async execute({ userId, password, correlationId }: DeleteAccountCommand): Promise<void> {
    const state = await this.reAuthentication.verify(userId, password);
    const deletion = userDecider.decide({ type: 'DeleteAccount', data: { verifiedPasswordHash: state.passwordHash } }, state);
    // No user in the metadata: the deletion record must not count as the user's own write (nor be fenced).
    await this.aggregates.append(ACCOUNT_DELETIONS_STREAM, deletion, 'any', { userId: null, correlationId });
    this.crashPoints.after('account-deleted');
    await this.accountDeletions.finish(userId, correlationId);
  }
}
