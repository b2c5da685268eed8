import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@rotaledger/domain';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';

/** The 429's message of a route with no more particular one (reads and the like). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export interface RateLimit {
  limit: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
}

/** A 429 that says, in seconds, when the next attempt will be let through (the answer's Retry-After). */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/** Sweep forgotten keys once the map grows past this, so memory stays bounded. */
const SWEEP_AT = 10_000;

interface Hits {
  times: number[];
  windowMs: number;
}

/**
 * In-memory sliding-window counters, per process: with N API replicas an attacker gets N
 * times the budget (acceptable for slowing down guessing and spam; a shared store would
 * fix it). One instance per app (provided once, by the global InfrastructureModule), so a
 * key consumed by routes of several modules is counted once. Time comes from the injected
 * clock so tests can move it.
 */
@Injectable()
export class RateLimiter {
  private readonly hits = new Map<string, Hits>();

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
    const limit = Math.min(rule.limit, this.config.rateLimitCeiling ?? rule.limit);
    const recent = this.recent(key, rule.windowMs);
    if (recent.length >= limit) {
      // Let through again once the hit that holds the count at the limit leaves the window.
      const freedAt = recent[recent.length - limit] + rule.windowMs;
      throw new RateLimitedError(rule.message, Math.max(1, Math.ceil((freedAt - this.clock.now().getTime()) / 1000)));
    }
  }

  record(key: string, rule: RateLimit): void {
    if (!this.config.rateLimitsEnabled) return;
    if (this.hits.size >= SWEEP_AT) this.sweep();
    this.hits.set(key, { times: [...this.recent(key, rule.windowMs), this.clock.now().getTime()], windowMs: rule.windowMs });
  }

  /** How many hits the key holds in the rule's window (0 when rate limits are off). */
  count(key: string, rule: RateLimit): number {
    return this.recent(key, rule.windowMs).length;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, windowMs: number): number[] {
    const since = this.clock.now().getTime() - windowMs;
    return (this.hits.get(key)?.times ?? []).filter((at) => at > since);
  }

  /** Forgets keys whose every hit is older than that key's own window. */
  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [key, { times, windowMs }] of this.hits) {
      if (times.every((at) => at <= now - windowMs)) this.hits.delete(key);
    }
  }
}
