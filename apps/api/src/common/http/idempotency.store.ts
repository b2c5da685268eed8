import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ReadModelStore } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';

/** How long a first answer is replayed for a retry with the same Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A kept answer above this many bytes is kept as its status and a summary (keptAnswer): the
 * answers that grow (a copy's list of skipped assignments) would otherwise store megabytes per key.
 */
export const MAX_KEPT_ANSWER_BYTES = 16 * 1024;
/** Answered keys kept per account; past it the oldest answers are forgotten first (a key that old is not retried). */
export const MAX_KEYS_PER_ACCOUNT = 1000;
/** What a replay of an answer too large to keep says instead of the answer's lists. */
export const ANSWER_NOT_KEPT =
  'This request was already applied. Its full answer was too large to keep, so only its status and summary are repeated: read the current data for the details.';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface IdempotentRequest {
  userId: string;
  method: string;
  path: string;
  key: string;
  /** A keyed digest of what the request asks for (body and query). */
  requestHash: string;
}

/** A claim this process holds: run the request with ids from `scope`, then finish() or outcomeUnknown(). */
export interface HeldClaim {
  kind: 'claimed';
  id: string;
  claimedBy: string;
  ownerId: string;
  /** The key's scope, the same for every attempt: the request's event and entity ids derive from it. */
  scope: string;
}

export type IdempotencyClaim =
  | HeldClaim
  /** The first request's answer. */
  | { kind: 'replay'; status: number; body: string | null }
  /** Another attempt holds the key until `retryAt` (its lease, renewed while it runs). */
  | { kind: 'in-progress'; retryAt: Date; retryAfterSeconds: number }
  | { kind: 'mismatch' };

/**
 * The Idempotency-Key records, kept in the read-model store (durable, shared by every API
 * replica, never dropped by a rebuild). Keys are scoped to the account, method and path.
 *
 * A running request holds its key by a lease it renews (every third of
 * IDEMPOTENCY_CLAIM_LEASE_MS); one whose process died stops renewing, and the next attempt
 * of the same request takes the key over once the lease has lapsed. A request whose outcome
 * is unknown (a 5xx other than "saved, not yet visible") hands the key over at once. Either
 * way the key keeps its scope, so the new attempt finds what the old one stored and answers
 * with it (AggregateStore), never deciding again; the key is never simply freed.
 */
@Injectable()
export class IdempotencyStore {
  private lastSweep = 0;
  readonly leaseMs: number;

  constructor(
    private readonly store: ReadModelStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.leaseMs = config.idempotencyClaimLeaseMs;
  }

  async claim(request: IdempotentRequest): Promise<IdempotencyClaim> {
    const now = this.clock.now().getTime();
    this.sweepNowAndThen(now);
    const id = recordIdOf(request);
    const claimedBy = randomUUID();
    const { claimed, record } = await this.store.claimIdempotencyKey(
      {
        id,
        ownerId: request.userId,
        requestHash: request.requestHash,
        claimedBy,
        scope: randomUUID(),
        leaseExpiresAt: now + this.leaseMs,
        expiresAt: now + IDEMPOTENCY_TTL_MS,
      },
      now,
    );
    if (claimed) return { kind: 'claimed', id, claimedBy, ownerId: request.userId, scope: record.scope };
    if (!record.response) {
      const retryAt = record.leaseExpiresAt ?? record.expiresAt;
      // A lapsed claim is taken over by the same request only: another one with the key is refused, not told to wait.
      if (retryAt <= now && record.requestHash !== request.requestHash) return { kind: 'mismatch' };
      return { kind: 'in-progress', retryAt: new Date(retryAt), retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
    }
    if (record.requestHash !== request.requestHash) return { kind: 'mismatch' };
    return { kind: 'replay', ...record.response };
  }

  /**
   * Whether the key's record will answer a retry without running it: it has an answer, or an
   * attempt still holds its lease (a 409). A record left by an attempt whose outcome is unknown
   * and whose lease has lapsed would run the request again, so it does not count. Claims nothing.
   */
  async answersWithoutRunning(request: IdempotentRequest): Promise<boolean> {
    const now = this.clock.now().getTime();
    const record = await this.store.findIdempotencyKey(recordIdOf(request), now);
    if (!record) return false;
    return record.response !== undefined || (record.leaseExpiresAt ?? record.expiresAt) > now;
  }

  /** Keeps the claim while the request runs. */
  async renew(claim: HeldClaim): Promise<void> {
    await this.store.renewIdempotencyClaim(claim.id, claim.claimedBy, this.clock.now().getTime() + this.leaseMs);
  }

  /** The request ended without a known outcome: the next attempt takes the key over now and resolves it. */
  async outcomeUnknown(claim: HeldClaim): Promise<void> {
    await this.store.renewIdempotencyClaim(claim.id, claim.claimedBy, this.clock.now().getTime());
  }

  /** Keeps the first answer (bounded, see keptAnswer) for a day; the account's oldest answers beyond its cap are forgotten. */
  async finish(claim: { id: string; claimedBy: string; ownerId: string }, status: number, body: string | null): Promise<void> {
    const expiresAt = this.clock.now().getTime() + IDEMPOTENCY_TTL_MS;
    await this.store.completeIdempotencyKey(claim.id, claim.claimedBy, { status, body: keptAnswer(body) }, expiresAt);
    await this.store.evictIdempotencyKeys(claim.ownerId, MAX_KEYS_PER_ACCOUNT);
  }

  /** Deletes every record of an account (its answers may hold its data): for account deletion. */
  async forgetAccount(userId: string): Promise<void> {
    await this.store.purgeIdempotencyKeys({ ownerId: userId });
  }

  /** Expired records no longer count anyway; this only keeps the table small. */
  private sweepNowAndThen(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.store.purgeIdempotencyKeys({ expiredAt: now }).catch(() => {
      this.lastSweep = 0;
    });
  }
}

/** A record's id: a digest of the account, method, path and key. */
function recordIdOf(request: IdempotentRequest): string {
  return createHash('sha256').update([request.userId, request.method, request.path, request.key].join('\n')).digest('hex');
}

/**
 * The answer as kept for replays: itself up to MAX_KEPT_ANSWER_BYTES; above that, a summary
 * that says so, with the answer's top-level numbers, flags and short texts (a copy's `copied`),
 * its size and its SHA-256 (a client holding the original can check it is the same answer).
 */
export function keptAnswer(body: string | null): string | null {
  if (body === null || Buffer.byteLength(body) <= MAX_KEPT_ANSWER_BYTES) return body;
  const digest = {
    message: ANSWER_NOT_KEPT,
    answerBytes: Buffer.byteLength(body),
    answerSha256: createHash('sha256').update(body).digest('hex'),
  };
  const summary = { ...scalarFieldsOf(body), ...digest };
  const text = JSON.stringify(summary);
  return Buffer.byteLength(text) <= MAX_KEPT_ANSWER_BYTES ? text : JSON.stringify(digest);
}

function scalarFieldsOf(body: string): Record<string, unknown> {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return {};
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return {};
  return Object.fromEntries(Object.entries(answer).filter(([, value]) => value === null || typeof value !== 'object'));
}
