import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, DomainError, invalid, isValidEmail, normaliseEmail, PASSWORD_MAX_LENGTH } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { LoginBrake } from '../auth/login-brake';
import { PasswordHasher } from '../auth/password-hasher';
import { PER_ACCOUNT, PER_IP, RateLimiter } from '../auth/rate-limiter';
import { CREDENTIALS, CredentialsDocument, SignedIn, USERS, displayNameOf, UserDocument } from '../read-models';

export class LogInCommand extends Command<SignedIn> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly clientIp: string,
  ) {
    super();
  }
}

const incorrect = () => new DomainError('unauthorized', ACCOUNT_ERRORS.incorrectCredentials);

/**
 * An unknown e-mail and a wrong password get the same answer in about the same time, so
 * log-in never tells whether an account exists. Failures lock out one e-mail at one
 * client address (429), so wrong passwords sent from elsewhere never lock the owner out;
 * failures from anywhere only slow every attempt at that e-mail down (LoginBrake).
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly brake: LoginBrake,
  ) {}

  async execute({ email: rawEmail, password, clientIp }: LogInCommand): Promise<SignedIn> {
    this.limiter.consume(`login:ip:${clientIp}`, PER_IP);
    const email = normaliseEmail(rawEmail);
    if (!isValidEmail(email)) throw invalid(ACCOUNT_ERRORS.invalidEmail);
    const failuresHere = `login-failures:email-ip:${email}|${clientIp}`;
    this.limiter.assertBelow(failuresHere, PER_ACCOUNT);
    await this.brake.slowDown(email);

    const credentials = await this.readModels.get<CredentialsDocument>(CREDENTIALS, email);
    const user = credentials && (await this.readModels.get<UserDocument>(USERS, credentials.userId));
    const matches =
      password.length <= PASSWORD_MAX_LENGTH && credentials && user
        ? await this.hasher.verify(credentials.passwordHash, password)
        : await this.hasher.verifyNothing(password.slice(0, PASSWORD_MAX_LENGTH));
    if (!matches || !credentials || !user) {
      this.limiter.record(failuresHere, PER_ACCOUNT);
      this.brake.recordFailure(email);
      throw incorrect();
    }
    this.limiter.clear(failuresHere);
    this.brake.clear(email);
    const { userId, username, createdAt } = user;
    return {
      user: { userId, email: user.email, username, displayName: displayNameOf(user), createdAt },
      tokenVersion: credentials.tokenVersion,
    };
  }
}
