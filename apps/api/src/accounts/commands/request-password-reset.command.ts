import { randomInt } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Inject, Logger } from '@nestjs/common';
import { ACCOUNT_ERRORS, DomainError, invalid, isValidEmail, normaliseEmail, userDecider, userStream } from '@rotaledger/domain';
import { ConcurrencyError } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { AfterAnswerTasks } from '../after-answer-tasks';
import { PER_ACCOUNT, PER_IP, RateLimiter } from '../auth/rate-limiter';
import { newResetToken, sha256 } from '../auth/secret-hash';
import { Mailer } from '../mail/mailer';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset-mail';
import { CREDENTIALS, CredentialsDocument } from '../read-models';

/**
 * How many times the reset's append is tried again (each with the aggregate store's own attempts)
 * when it keeps meeting other writes to the account, and the random pause before each.
 */
const RESET_APPEND_ROUNDS = 5;
const RESET_RETRY_PAUSE_MS = { min: 5, max: 50 } as const;

export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly clientIp: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * Checks the request and its limits, then answers at once: finding the account,
 * recording a single-use reset token (only its hash is stored) and e-mailing the link
 * happen 1 to 2 s after the answer (AfterAnswerTasks), with the same token, hash and
 * e-mail work for an unknown address, so neither the answer's content nor its timing,
 * nor that of the requests right after it, tells whether the account exists. The link's origin comes from configuration (PUBLIC_URL), never from
 * the request, whose Host header the sender chooses.
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
    private readonly afterAnswer: AfterAnswerTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Nothing to await (the reset link goes out after the answer), but `async` keeps a refusal a rejection.
  // eslint-disable-next-line @typescript-eslint/require-await
  async execute({ email: rawEmail, clientIp, correlationId }: RequestPasswordResetCommand): Promise<void> {
    this.limiter.consume(`forgot-password:ip:${clientIp}`, PER_IP);
    const email = normaliseEmail(rawEmail);
    if (!isValidEmail(email)) throw invalid(ACCOUNT_ERRORS.invalidEmail);
    this.limiter.consume(`forgot-password:email:${email}`, PER_ACCOUNT);
    this.afterAnswer.run('Password reset request', () => this.sendResetLink(email, correlationId));
  }

  /**
   * The same work whether or not the e-mail has an account (a token, its hash and the e-mail,
   * then the lookup), so the two cases differ only in what an account adds: the recorded
   * request and the e-mail sent.
   */
  private async sendResetLink(email: string, correlationId: string): Promise<void> {
    const token = newResetToken();
    const tokenHash = sha256(token);
    const mail = passwordResetMail(email, passwordResetLink(this.config.publicUrl, token));
    const credentials = await this.readModels.get<CredentialsDocument>(CREDENTIALS, email);
    if (!credentials) return;
    for (let round = 1; ; round++) {
      try {
        await this.aggregates.execute({
          streamId: userStream(credentials.userId),
          decider: userDecider,
          command: {
            type: 'RequestPasswordReset',
            data: { tokenHash, requestedAt: this.clock.now().toISOString() },
          },
          actor: { userId: null, correlationId },
        });
        break;
      } catch (error) {
        // Deleted meanwhile: as for any unknown e-mail, nothing to send.
        if (error instanceof DomainError && error.kind === 'not_found') return;
        // Every attempt of the append met another write to the account (resets and log-outs at once): nobody
        // waits for this work, so after a short random pause it decides again rather than lose the e-mail.
        if (error instanceof ConcurrencyError && round < RESET_APPEND_ROUNDS) {
          await pause(randomInt(RESET_RETRY_PAUSE_MS.min, RESET_RETRY_PAUSE_MS.max + 1));
          continue;
        }
        throw error;
      }
    }
    try {
      await this.mailer.send(mail);
    } catch (error) {
      // The person can ask again; the pending token simply expires.
      this.logger.error(`Could not send the password reset e-mail: ${(error as Error).message}`);
    }
  }
}
