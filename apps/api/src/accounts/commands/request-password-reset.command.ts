import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import {
  ACCOUNT_ERRORS,
  DomainError,
  invalid,
  isValidEmail,
  normaliseEmail,
  userDecider,
  userStream,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { PER_ACCOUNT, PER_IP, RateLimiter } from '../auth/rate-limiter';
import { newResetToken, sha256 } from '../auth/secret-hash';
import { Mailer } from '../mail/mailer';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset-mail';
import { CREDENTIALS, CredentialsDocument } from '../read-models';

export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    /** Where the SPA is served, for the link: PUBLIC_URL, else the request's origin. */
    readonly linkOrigin: string,
    readonly clientIp: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * Records a single-use reset token (only its hash is stored) and e-mails the link. The
 * answer is the same whether or not the account exists, so it reveals nothing.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ email: rawEmail, linkOrigin, clientIp, correlationId }: RequestPasswordResetCommand): Promise<void> {
    this.limiter.consume(`forgot-password:ip:${clientIp}`, PER_IP);
    const email = normaliseEmail(rawEmail);
    if (!isValidEmail(email)) throw invalid(ACCOUNT_ERRORS.invalidEmail);
    this.limiter.consume(`forgot-password:email:${email}`, PER_ACCOUNT);

    const credentials = await this.readModels.get<CredentialsDocument>(CREDENTIALS, email);
    if (!credentials) return;
    const token = newResetToken();
    try {
      await this.aggregates.execute({
        streamId: userStream(credentials.userId),
        decider: userDecider,
        command: {
          type: 'RequestPasswordReset',
          data: { tokenHash: sha256(token), requestedAt: this.clock.now().toISOString() },
        },
        actor: { userId: null, correlationId },
      });
    } catch (error) {
      // Deleted meanwhile: answer as for any unknown e-mail.
      if (error instanceof DomainError && error.kind === 'not_found') return;
      throw error;
    }
    try {
      await this.mailer.send(passwordResetMail(email, passwordResetLink(linkOrigin, token)));
    } catch (error) {
      // Failing here would tell that the account exists; the person can ask again.
      this.logger.error(`Could not send the password reset e-mail: ${(error as Error).message}`);
    }
  }
}
