import { readFileSync, unlinkSync } from 'node:fs';
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_DELETIONS_STREAM,
  AnyDomainEvent,
  AccountDeletionCompleted,
  AccountDeletionEvent,
  accountStreamDeletionMode,
  foldEvents,
  unfinishedAccountDeletions,
  userDecider,
  UserDeciderEvent,
  userStream,
} from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { ReadModelStore, SqliteReadModelStore } from '@rotaledger/read-models';
import { IdempotencyStore } from '../common/http/idempotency.store';
import { AggregateStore } from '../infrastructure/aggregate-store';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { EmailClaims } from './email-claims';
import { Mailer } from './mail/mailer';
import { OWNED_STREAMS, OwnedStreamDocument } from './read-models';

/** How often a resumed deletion waits (each time up to READ_YOUR_WRITES_TIMEOUT_MS) for the projections' purge. */
const PURGE_WAIT_ATTEMPTS = 12;

/**
 * Test hooks for the crash tests (delete-account.crash.int.spec.ts, delete-account.race.int.spec.ts),
 * unset in normal use: the process kills itself with SIGKILL right after the step named by
 * ROTALEDGER_CRASH_AFTER, or right after the step written in the file ROTALEDGER_CRASH_ONCE_FILE
 * names, once (the file goes first, so the restart that finishes the deletion does not die too).
 */
export function accountDeletionCrashPoint(step: 'account-deleted' | 'stream-deleted'): void {
  if (process.env.ROTALEDGER_CRASH_AFTER === step || crashOnceRequested(step)) process.kill(process.pid, 'SIGKILL');
}

function crashOnceRequested(step: string): boolean {
  const file = process.env.ROTALEDGER_CRASH_ONCE_FILE;
  if (!file) return false;
  try {
    if (readFileSync(file, 'utf8').trim() !== step) return false;
    unlinkSync(file);
    return true;
  } catch {
    return false; // no file: no crash asked for
  }
}

/**
 * Finishes account deletions, and resumes at every start of the API server and of the
 * projector (main.ts, projector.ts; not the rebuild tool) those a crash interrupted: an
 * AccountDeleted in `account-deletions` with no AccountDeletionCompleted after it. Every step is idempotent, so finishing twice (a
 * second process, a second crash) is harmless:
 * 1. release the e-mail claim (if still this user's) and drop their e-mails from the outbox;
 * 2. tombstone every listed or owned stream, the user stream last (it holds the e-mail
 *    that step 1 needs, so it goes only once step 1 is done);
 * 3. once the projections have purged the documents, forget the user's stored idempotent
 *    answers and purge the stores' files (WAL truncation);
 * 4. record AccountDeletionCompleted.
 */
@Injectable()
export class AccountDeletions implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AccountDeletions.name);
  private resuming: Promise<void> = Promise.resolve();

  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly aggregates: AggregateStore,
    private readonly projections: ProjectionService,
    private readonly emailClaims: EmailClaims,
    private readonly mailer: Mailer,
    private readonly idempotency: IdempotencyStore,
  ) {}

  /**
   * Starts resumeUnfinished without waiting for it: the server need not wait for the
   * projections to catch up before it listens. A failure is logged; the next start retries.
   */
  resumeInBackground(): void {
    this.resuming = this.resumeUnfinished().catch((error: unknown) =>
      this.logger.error(`Resuming unfinished account deletions failed; the next start retries: ${String(error)}`),
    );
  }

  /** The stores close after this: let a resumed deletion finish its current step and the rest. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.resuming;
  }

  async resumeUnfinished(): Promise<void> {
    const events = await this.eventStore.readStream<AccountDeletionEvent>(ACCOUNT_DELETIONS_STREAM);
    for (const deletion of unfinishedAccountDeletions(events)) {
      this.logger.log(`Finishing the interrupted deletion of account ${deletion.data.userId}`);
      await this.finish(deletion.data.userId, deletion.data.streams ?? [], {
        position: deletion.position,
        correlationId: deletion.metadata.correlationId,
      });
    }
  }

  /** Steps 1 to 4 above for an account whose AccountDeleted is at `deletion.position`. */
  async finish(userId: string, listedStreams: readonly string[], deletion: { position: number; correlationId: string }): Promise<void> {
    const userEvents = await this.eventStore.readStream<UserDeciderEvent>(userStream(userId));
    const user = foldEvents(userDecider, userEvents);
    if (user.registered) {
      await this.emailClaims.release(user.email, userId);
      await this.mailer.forgetRecipient(user.email);
    }

    // Owned streams include those written by requests still in flight when AccountDeleted was appended.
    const owned = await this.readModels.find<OwnedStreamDocument>(OWNED_STREAMS, { ownerId: userId });
    const streams = new Set([...listedStreams, ...owned.map((doc) => doc.id)]);
    streams.delete(userStream(userId));
    for (const streamId of streams) {
      // A reusable stream is keyed by personal data (an e-mail claim): released above, if it was this user's.
      if (accountStreamDeletionMode(streamId) !== 'tombstone') continue;
      await this.eventStore.deleteStream(streamId, { mode: 'tombstone' });
      accountDeletionCrashPoint('stream-deleted');
    }
    await this.eventStore.deleteStream(userStream(userId), { mode: 'tombstone' });

    await this.eventStore.purgeDeletedData();
    // Not complete while a copy of the purged documents may remain: the next start retries.
    if (!(await this.projectionsPurged(deletion.position))) {
      throw new Error(`Projections have not processed the deletion of account ${userId} (position ${deletion.position})`);
    }
    // Stored answers of the user's idempotent requests may hold their data (a username, say).
    await this.idempotency.forgetAccount(userId);
    await this.truncateReadModelWal();
    const completed: AccountDeletionCompleted = { type: 'AccountDeletionCompleted', data: { userId } };
    await this.aggregates.append(ACCOUNT_DELETIONS_STREAM, [completed], 'any', {
      userId: null,
      correlationId: deletion.correlationId,
    });
  }

  /** True once every projection reading AccountDeleted has processed it (they purge the account's documents). */
  private async projectionsPurged(position: number): Promise<boolean> {
    for (let attempt = 1; attempt <= PURGE_WAIT_ATTEMPTS; attempt++) {
      try {
        await this.projections.waitFor(position, ['AccountDeleted']);
        return true;
      } catch {
        // Projections still catching up after a start: wait again.
      }
    }
    return false;
  }

  /** Only the embedded store keeps a WAL in DATA_DIR; MongoDB manages its own files. */
  private async truncateReadModelWal(): Promise<void> {
    if (this.readModels instanceof SqliteReadModelStore) await this.readModels.truncateWal();
  }
}
