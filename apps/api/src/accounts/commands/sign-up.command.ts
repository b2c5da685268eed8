import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  ACCOUNT_ERRORS,
  conflict,
  displayNameProblem,
  invalid,
  isValidEmail,
  newPasswordProblem,
  normaliseEmail,
  userDecider,
  userStream,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { PasswordHasher } from '../auth/password-hasher';
import { PER_ACCOUNT, PER_IP, RateLimiter } from '../auth/rate-limiter';
import { EmailClaims } from '../email-claims';
import { CREDENTIALS, SignedIn } from '../read-models';

export class SignUpCommand extends Command<SignedIn> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly clientIp: string,
    readonly correlationId: string,
    /** Absent: not asked (the spec's clients); the account is then known by its username. */
    readonly displayName?: unknown,
  ) {
    super();
  }
}

/** Claims the e-mail, then registers the user with default preferences. */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly emailClaims: EmailClaims,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ email: rawEmail, password, clientIp, correlationId, displayName }: SignUpCommand): Promise<SignedIn> {
    this.limiter.consume(`signup:ip:${clientIp}`, PER_IP);
    const email = normaliseEmail(rawEmail);
    if (!isValidEmail(email)) throw invalid(ACCOUNT_ERRORS.invalidEmail);
    this.limiter.consume(`signup:email:${email}`, PER_ACCOUNT);
    const passwordProblem = newPasswordProblem(password);
    if (passwordProblem) throw invalid(passwordProblem);
    // Checked before the e-mail is claimed, so a bad name leaves the address free.
    const nameProblem = displayName === undefined ? null : displayNameProblem(displayName);
    if (nameProblem) throw invalid(nameProblem);
    // A cheap early answer; the claim below is what actually guarantees uniqueness.
    if (await this.readModels.get(CREDENTIALS, email)) throw conflict(ACCOUNT_ERRORS.emailInUse);

    const userId = randomUUID();
    const actor = { userId, correlationId };
    const passwordHash = await this.hasher.hash(password);
    await this.emailClaims.claim(email, userId, actor);
    const createdAt = this.clock.now().toISOString();
    const { state } = await this.aggregates.execute({
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'RegisterUser', data: { userId, email, passwordHash, createdAt, displayName } },
      actor,
    });
    const { username } = state;
    return { user: { userId, email, username, displayName: state.displayName ?? username, createdAt }, tokenVersion: state.tokenVersion };
  }
}
