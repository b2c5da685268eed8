import { Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS } from '@rotaledger/domain';
import { RateLimit, RateLimiter } from './rate-limiter';

/** Failed log-ins to one e-mail from anywhere, counted over this window. */
export const LOGIN_FAILURES_ANYWHERE: RateLimit = {
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: ACCOUNT_ERRORS.tooManyAttempts,
};
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 16_000;

/**
 * How long a log-in to an e-mail waits before its password is checked: nothing below the
 * limit of failures from anywhere, then 1 s, doubling with every further failure, at most 16 s.
 */
export function brakeDelayMs(failuresAnywhere: number): number {
  const beyond = failuresAnywhere - LOGIN_FAILURES_ANYWHERE.limit;
  return beyond < 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** beyond, MAX_DELAY_MS);
}

/**
 * Slows down guessing one account's password from many addresses without ever locking
 * its owner out: past a few failures from anywhere, every attempt at that e-mail (the
 * right password too) waits a growing delay, and then is answered as usual. The hard
 * lock (429) is per e-mail and client address, in the log-in handler.
 */
@Injectable()
export class LoginBrake {
  constructor(private readonly limiter: RateLimiter) {}

  async slowDown(email: string): Promise<void> {
    const delay = brakeDelayMs(this.limiter.count(keyOf(email), LOGIN_FAILURES_ANYWHERE));
    if (delay > 0) await this.pause(delay);
  }

  recordFailure(email: string): void {
    this.limiter.record(keyOf(email), LOGIN_FAILURES_ANYWHERE);
  }

  clear(email: string): void {
    this.limiter.clear(keyOf(email));
  }

  /** The wait itself: its own method, so a test can observe the delays without sleeping. */
  pause(milliseconds: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, milliseconds));
  }
}

const keyOf = (email: string) => `login-failures:email:${email}`;
