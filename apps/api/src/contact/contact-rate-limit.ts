import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@rotaledger/domain';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../infrastructure/clock';

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;
export const TOO_MANY_MESSAGES = 'Too many messages. Please wait a few minutes and try again.';

/** Forget idle addresses once this many are tracked, so memory stays bounded. */
const SWEEP_AT = 10_000;

/**
 * Sliding window per client IP, in memory: each API replica counts on its own (a spammer
 * behind N replicas gets N times the budget, which is still a bound). Time from the Clock.
 */
@Injectable()
export class ContactRateLimit {
  private readonly sent = new Map<string, number[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt from `ip`, or answers 429 when its window is full. */
  consume(ip: string): void {
    if (!this.config.rateLimitsEnabled) return;
    const now = this.clock.now().getTime();
    if (this.sent.size >= SWEEP_AT) this.sweep(now);
    const recent = this.recent(ip, now);
    if (recent.length >= CONTACT_RATE_LIMIT.limit) throw new DomainError('rate_limited', TOO_MANY_MESSAGES);
    this.sent.set(ip, [...recent, now]);
  }

  private recent(ip: string, now: number): number[] {
    return (this.sent.get(ip) ?? []).filter((at) => at > now - CONTACT_RATE_LIMIT.windowMs);
  }

  private sweep(now: number): void {
    for (const ip of this.sent.keys()) if (this.recent(ip, now).length === 0) this.sent.delete(ip);
  }
}
