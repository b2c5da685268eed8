import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, DomainError, invalid, newPasswordProblem, userDecider, userStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { PasswordHasher } from '../auth/password-hasher';
import { PER_IP, RateLimiter } from '../auth/rate-limiter';
import { RESET_TOKEN_SHAPE, sha256 } from '../auth/secret-hash';
import { PASSWORD_RESETS, PasswordResetDocument } from '../read-models';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly clientIp: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

const invalidLink = () => invalid(ACCOUNT_ERRORS.resetLinkInvalid);

/**
 * Sets a new password from an e-mailed link. The user's stream decides whether the token
 * is pending and unexpired; the new token version ends every earlier session. Every attempt
 * counts towards the client address's limit (as forgot-password's) before the token is looked
 * up, so guessing tokens stays slow.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ token, password, clientIp, correlationId }: ResetPasswordCommand): Promise<void> {
    this.limiter.consume(`reset-password:ip:${clientIp}`, PER_IP);
    if (!RESET_TOKEN_SHAPE.test(token)) throw invalidLink();
    const tokenHash = sha256(token);
    const reset = await this.readModels.get<PasswordResetDocument>(PASSWORD_RESETS, tokenHash);
    if (!reset || Date.parse(reset.expiresAt) <= this.clock.now().getTime()) throw invalidLink();
    const passwordProblem = newPasswordProblem(password);
    if (passwordProblem) throw invalid(passwordProblem);

    const newPasswordHash = await this.hasher.hash(password);
    try {
      await this.aggregates.execute({
        // Waits for the read models (issue 42 §1: most commands answer after the append): the other sessions end for every replica once this answers.
        waitForReadModels: true,
        streamId: userStream(reset.userId),
        decider: userDecider,
        command: { type: 'ResetPassword', data: { tokenHash, newPasswordHash, at: this.clock.now().toISOString() } },
        actor: { userId: reset.userId, correlationId },
      });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') throw invalidLink();
      throw error;
    }
  }
}
