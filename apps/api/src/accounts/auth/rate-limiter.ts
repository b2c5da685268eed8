import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS, DomainError } from '@rotaledger/domain';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Every attempt from one IP at one route. */
export const PER_IP: RateLimit = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Per e-mail (log-in failures, sign-ups, reset requests) and per user (failed re-authentications). */
export const PER_ACCOUNT: RateLimit = { limit: 5, windowMs: FIFTEEN_MINUTES };

/** Sweep forgotten keys once the map grows past this, so memory stays bounded. */
const SWEEP_AT = 10_000;

/**
 * In-memory sliding-window counters, per process: with N API replicas an attacker gets N
 * times the budget (acceptable for slowing down guessing; a shared store would fix it).
 * Time comes from the injected clock so tests can move it.
 */
@Injectable()
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Counts an attempt; answers 429 when the window already holds `limit` of them. */
  consume(key: string, rule: RateLimit): void {
    this.assertBelow(key, rule);
    this.record(key, rule);
  }

  /** Answers 429 when the window holds `limit` hits, without counting this one. */
  assertBelow(key: string, rule: RateLimit): void {
    if (!this.config.rateLimitsEnabled) return;
    if (this.recent(key, rule).length >= rule.limit) {
      throw new DomainError('rate_limited', ACCOUNT_ERRORS.tooManyAttempts);
    }
  }

  record(key: string, rule: RateLimit): void {
    if (!this.config.rateLimitsEnabled) return;
    if (this.hits.size >= SWEEP_AT) this.sweep(rule.windowMs);
    this.hits.set(key, [...this.recent(key, rule), this.clock.now().getTime()]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, rule: RateLimit): number[] {
    const since = this.clock.now().getTime() - rule.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since);
  }

  private sweep(windowMs: number): void {
    const since = this.clock.now().getTime() - windowMs;
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= since)) this.hits.delete(key);
    }
  }
}
