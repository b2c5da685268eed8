import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ACCOUNT_ERRORS, AnyDomainEvent, conflict, EmailClaimed, emailClaimStream, normaliseEmail, userStream } from '@rotaledger/domain';
import { ConcurrencyError, EventStore, SealingEventStore } from '@rotaledger/event-store';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { Actor, AggregateStore } from '../infrastructure/aggregate-store';
import { Clock } from '../infrastructure/clock';
import { InjectConfig } from '../infrastructure/infrastructure.module';
import { emailDigestFor } from '../infrastructure/personal-data';
import { sha256 } from './auth/secret-hash';

/** Marks, in the key store, that the `email-<sha256>` claims were renamed to `email-<hmac>` (see migrateClaimStreams). */
const HMAC_CLAIMS_MARK = '$migration:email-claims-hmac-v1';
const MIGRATION_PAGE = 500;

/** A claim older than this whose user never registered was left by a crashed sign-up. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * E-mail uniqueness across users: each e-mail has a claim stream that only a first append
 * ('no_stream') can create, so of two racing sign-ups exactly one wins. The stream is named by
 * an HMAC of the address with the server's EMAIL_HMAC_SECRET (a bare SHA-256 of an address can
 * be reversed by hashing guesses); claims an older version named by SHA-256 are renamed once,
 * at start (migrateClaimStreams).
 */
@Injectable()
export class EmailClaims implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailClaims.name);
  private readonly digest: (email: string) => string;

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly clock: Clock,
    private readonly sealing: SealingEventStore,
    @InjectConfig() config: AppConfig,
  ) {
    this.digest = emailDigestFor(config.emailHmacSecret);
  }

  streamOf(email: string): string {
    return emailClaimStream(this.digest(email));
  }

  async onApplicationBootstrap(): Promise<void> {
    const renamed = await this.migrateClaimStreams();
    if (renamed > 0) this.logger.log(`Renamed ${renamed} e-mail claim streams from SHA-256 to HMAC names`);
  }

  /**
   * Once per store: every registered user's `email-<sha256>` claim becomes `email-<hmac>` (the
   * claim appended to the new stream, then the old one deleted as a reusable stream). Safe to
   * run in several processes at once: the new claim is a 'no_stream' append and the delete
   * names the claim it read. Answers how many claims it renamed.
   */
  async migrateClaimStreams(): Promise<number> {
    if ((await this.sealing.keys.find([HMAC_CLAIMS_MARK])).size > 0) return 0;
    let renamed = 0;
    for (let after = 0; ;) {
      const page = await this.eventStore.readAll({ after, limit: MIGRATION_PAGE });
      if (page.length === 0) break;
      after = page[page.length - 1].position;
      for (const event of page) {
        if (event.type !== 'UserRegistered' || event.data.email === '') continue;
        if (await this.renameClaim(event.data.email, event.data.userId)) renamed++;
      }
    }
    await this.sealing.keys.obtain([{ keyId: HMAC_CLAIMS_MARK, ownerId: null }]);
    return renamed;
  }

  private async renameClaim(email: string, userId: string): Promise<boolean> {
    const old = emailClaimStream(sha256(normaliseEmail(email)));
    const [claim] = await this.eventStore.readStream<EmailClaimed>(old);
    if (claim?.data.userId !== userId) return false;
    const event: EmailClaimed = { type: 'EmailClaimed', data: { userId } };
    try {
      await this.aggregates.appendUnwaited(this.streamOf(email), [event], 'no_stream', { userId, correlationId: randomUUID() });
    } catch (error) {
      // Renamed by another process already.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
    try {
      await this.eventStore.deleteStream(old, { mode: 'reusable', expectedLastEvent: claim });
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
    return true;
  }

  /** Claims the e-mail for the user, or answers 409 'This email is already in use.' */
  async claim(email: string, userId: string, actor: Actor): Promise<void> {
    const event: EmailClaimed = { type: 'EmailClaimed', data: { userId } };
    for (let attempt = 1; ; attempt++) {
      try {
        // Sign-up appends the user next; neither waits for the read models (issue 42 §1: the next request waits for the position).
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
