import { DomainError } from '@rotaledger/domain';
import { loadConfig } from '../../config/app-config';
import { FixedClock } from '../../infrastructure/clock';
import { RateLimit, RateLimitedError, RateLimiter } from './rate-limiter';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MINUTE = 60_000;
const short: RateLimit = { limit: 1, windowMs: MINUTE, message: 'short' };
const long: RateLimit = { limit: 1, windowMs: 60 * MINUTE, message: 'Wait an hour.' };

function limiter(env: Record<string, string> = {}, rateLimitCeiling?: number) {
  const clock = new FixedClock(new Date('2026-03-02T10:00:00Z'));
  const config = { ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'rotaledger-limit-')), ...env }), rateLimitCeiling };
  return { clock, limiter: new RateLimiter(config, clock) };
}

function refusal(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('rate_limited');
    return (error as DomainError).message;
  }
}

describe('RateLimiter', () => {
  it('refuses past the limit with the rule message, and lets the window slide', () => {
    const { clock, limiter: l } = limiter();
    expect(refusal(() => l.consume('k', long))).toBeNull();
    expect(refusal(() => l.consume('k', long))).toBe('Wait an hour.');
    clock.advance(60 * MINUTE + 1);
    expect(refusal(() => l.consume('k', long))).toBeNull();
  });

  it('keeps a long-window key through a sweep triggered by short-window keys', () => {
    const { clock, limiter: l } = limiter();
    l.consume('login:someone', long);
    for (let i = 0; i < 10_000; i++) l.consume(`contact:${i}`, short);
    clock.advance(2 * MINUTE);
    l.consume('contact:new', short); // the map is full: this sweeps the stale short keys
    expect(refusal(() => l.consume('login:someone', long))).toBe('Wait an hour.');
    expect(refusal(() => l.consume('contact:0', short))).toBeNull();
  });

  it('says when the next attempt will be let through: once the oldest hit that holds the limit leaves the window', () => {
    const { clock, limiter: l } = limiter();
    const twoAMinute: RateLimit = { limit: 2, windowMs: MINUTE, message: 'Later.' };
    const retryAfter = () => {
      try {
        l.consume('k', twoAMinute);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(RateLimitedError);
        return (error as RateLimitedError).retryAfterSeconds;
      }
    };
    expect(retryAfter()).toBeNull();
    clock.advance(20_000);
    expect(retryAfter()).toBeNull();
    expect(retryAfter()).toBe(40);
    clock.advance(39_500);
    expect(retryAfter()).toBe(1);
    clock.advance(500);
    expect(retryAfter()).toBeNull();
    expect(retryAfter()).toBe(20);
  });

  it('counts nothing when RATE_LIMITS=false', () => {
    const { limiter: l } = limiter({ RATE_LIMITS: 'false' });
    for (let i = 0; i < 5; i++) expect(refusal(() => l.consume('k', long))).toBeNull();
  });

  it('lowers every limit to a test ceiling, and leaves smaller ones alone', () => {
    const { limiter: l } = limiter({}, 2);
    const generous: RateLimit = { limit: 600, windowMs: MINUTE, message: 'Many.' };
    expect(refusal(() => l.consume('g', generous))).toBeNull();
    expect(refusal(() => l.consume('g', generous))).toBeNull();
    expect(refusal(() => l.consume('g', generous))).toBe('Many.');
    expect(refusal(() => l.consume('l', long))).toBeNull();
    expect(refusal(() => l.consume('l', long))).toBe('Wait an hour.');
  });
});
