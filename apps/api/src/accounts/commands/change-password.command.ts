import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, invalid, newPasswordProblem, userDecider, userStream } from '@rotaledger/domain';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { PasswordHasher } from '../auth/password-hasher';
import { ReAuthentication } from '../auth/re-authentication';
import { SignedIn } from '../read-models';

export class ChangePasswordCommand extends Command<SignedIn> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** Re-authenticates with the current password; the new token version ends every other session. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly reAuthentication: ReAuthentication,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ userId, currentPassword, newPassword, correlationId }: ChangePasswordCommand): Promise<SignedIn> {
    if (newPasswordProblem(newPassword)) throw invalid(ACCOUNT_ERRORS.newPasswordRulesUnmet);
    const { passwordHash: verifiedPasswordHash } = await this.reAuthentication.verify(userId, currentPassword);
    const newPasswordHash = await this.hasher.hash(newPassword);
    const { state } = await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the other sessions end for every replica once this answers.
      waitForReadModels: true,
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'ChangePassword', data: { verifiedPasswordHash, newPasswordHash } },
      actor: { userId, correlationId },
    });
    const { email, username, displayName, createdAt, tokenVersion } = state;
    return { user: { userId, email, username, displayName: displayName ?? username, createdAt }, tokenVersion };
  }
}
