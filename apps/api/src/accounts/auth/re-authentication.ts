import { Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS, DomainError, PASSWORD_MAX_LENGTH, userDecider, UserState, userStream } from '@rotaledger/domain';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { PasswordHasher } from './password-hasher';
import { PER_ACCOUNT, RateLimiter } from './rate-limiter';

/**
 * Password change and account deletion first re-authenticate against the password in the
 * user's own stream (the source of truth, not a read model). Failures are limited per
 * user, so a stolen session cannot be used to guess the password.
 */
@Injectable()
export class ReAuthentication {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  /** The user's state, whose passwordHash the password was verified against; else 401. */
  async verify(userId: string, password: string): Promise<UserState> {
    const failures = `reauth-failures:user:${userId}`;
    this.limiter.assertBelow(failures, PER_ACCOUNT);
    const { state } = await this.aggregates.load(userStream(userId), userDecider);
    const matches = state.registered && password.length <= PASSWORD_MAX_LENGTH && (await this.hasher.verify(state.passwordHash, password));
    if (!matches) {
      this.limiter.record(failures, PER_ACCOUNT);
      throw new DomainError('unauthorized', ACCOUNT_ERRORS.incorrectPassword);
    }
    this.limiter.clear(failures);
    return state;
  }
}
