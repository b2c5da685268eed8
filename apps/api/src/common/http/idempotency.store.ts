import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ReadModelStore } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';

/** How long a first answer is replayed for a retry with the same Idempotency-Key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim may stay in progress by default (past the longest read-your-writes wait): a process that died
 * mid-request frees the key after this. IDEMPOTENCY_CLAIM_TTL_SECONDS sets it (see app-config.ts).
 */
export const IN_PROGRESS_TTL_MS = 5 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface IdempotentRequest {
  userId: string;
  method: string;
  path: string;
  key: string;
  /** A keyed digest of what the request asks for (body and query). */
  requestHash: string;
}

export type IdempotencyClaim =
  /** The key is ours: run the request, then finish(). */
  | { kind: 'claimed'; id: string; claimedBy: string }
  /** The first request's answer. */
  | { kind: 'replay'; status: number; body: string | null }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

/**
 * The Idempotency-Key records, kept in the read-model store (durable, shared by every API
 * replica, never dropped by a rebuild). Keys are scoped to the account, method and path.
 */
@Injectable()
export class IdempotencyStore {
  private lastSweep = 0;

  constructor(
    private readonly store: ReadModelStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async claim(request: IdempotentRequest): Promise<IdempotencyClaim> {
    const now = this.clock.now().getTime();
    this.sweepNowAndThen(now);
    const id = createHash('sha256').update([request.userId, request.method, request.path, request.key].join('\n')).digest('hex');
    const claimedBy = randomUUID();
    const existing = await this.store.claimIdempotencyKey(
      { id, ownerId: request.userId, requestHash: request.requestHash, claimedBy, expiresAt: now + this.config.idempotencyClaimTtlMs },
      now,
    );
    if (!existing) return { kind: 'claimed', id, claimedBy };
    if (!existing.response) return { kind: 'in-progress' };
    if (existing.requestHash !== request.requestHash) return { kind: 'mismatch' };
    return { kind: 'replay', ...existing.response };
  }

  /** Keeps the first answer for a day. */
  async finish(claim: { id: string; claimedBy: string }, status: number, body: string | null): Promise<void> {
    const expiresAt = this.clock.now().getTime() + IDEMPOTENCY_TTL_MS;
    await this.store.completeIdempotencyKey(claim.id, claim.claimedBy, { status, body }, expiresAt);
  }

  /** Frees the key: the request may be tried again with it. */
  async release(claim: { id: string; claimedBy: string }): Promise<void> {
    await this.store.releaseIdempotencyKey(claim.id, claim.claimedBy);
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
