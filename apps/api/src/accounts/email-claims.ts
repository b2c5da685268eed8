import { Injectable } from '@nestjs/common';
import { ACCOUNT_ERRORS, AnyDomainEvent, conflict, EmailClaimed, emailClaimStream, normaliseEmail, userStream } from '@rotaledger/domain';
import { ConcurrencyError, EventStore } from '@rotaledger/event-store';
import { Actor, AggregateStore } from '../infrastructure/aggregate-store';
import { Clock } from '../infrastructure/clock';
import { sha256 } from './auth/secret-hash';

/** A claim older than this whose user never registered was left by a crashed sign-up. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * E-mail uniqueness across users: each e-mail has a claim stream that only a first append
 * ('no_stream') can create, so of two racing sign-ups exactly one wins.
 */
@Injectable()
export class EmailClaims {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly clock: Clock,
  ) {}

  streamOf(email: string): string {
    return emailClaimStream(sha256(normaliseEmail(email)));
  }

  /** Claims the e-mail for the user, or answers 409 'This email is already in use.' */
  async claim(email: string, userId: string, actor: Actor): Promise<void> {
    const event: EmailClaimed = { type: 'EmailClaimed', data: { userId } };
    for (let attempt = 1; ; attempt++) {
      try {
        // Sign-up appends the user next and waits there: waiting here could answer "saved" before the account exists.
        await this.aggregates.append(this.streamOf(email), [event], 'no_stream', actor, { waitForReadModels: false });
        return;
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt > 1 || !(await this.releaseIfAbandoned(email))) throw conflict(ACCOUNT_ERRORS.emailInUse);
      }
    }
  }

  /** Frees a claim whose sign-up died between claiming and registering; true when freed. */
  private async releaseIfAbandoned(email: string): Promise<boolean> {
    const stream = this.streamOf(email);
    const [claim] = await this.eventStore.readStream<EmailClaimed>(stream);
    if (!claim) return true;
    const claimant = claim.data.userId;
    if ((await this.eventStore.readStream(userStream(claimant))).length > 0) return false;
    if (this.clock.now().getTime() - Date.parse(claim.metadata.at) < ABANDONED_AFTER_MS) return false;
    await this.eventStore.deleteStream(stream, { mode: 'reusable' });
    return true;
  }

  /**
   * Frees the e-mail of a deleted account, unless it has meanwhile been claimed by someone
   * else. Deletes exactly the claim checked: if another process released it in between and
   * another user claimed the e-mail again, the delete is refused and that claim stays.
   */
  async release(email: string, userId: string): Promise<void> {
    const stream = this.streamOf(email);
    const [claim] = await this.eventStore.readStream<EmailClaimed>(stream);
    if (!claim || claim.data.userId !== userId) return;
    try {
      await this.eventStore.deleteStream(stream, { mode: 'reusable', expectedLastEvent: claim });
    } catch (error) {
      // The claim read is gone: released by another process finishing the same deletion.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
}
