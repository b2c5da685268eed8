import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_DELETIONS_STREAM,
  AnyDomainEvent,
  AccountDeletionCompleted,
  AccountDeletionEvent,
  AccountStreamsDeleted,
  emailSubjectId,
  foldEvents,
  staffEmailsIn,
  streamsToTombstone,
  unfinishedAccountDeletions,
  userDecider,
  UserDeciderEvent,
  userStream,
} from '@rotaledger/domain';
import { EventStore, SealingEventStore } from '@rotaledger/event-store';
import { AppConfig } from '../config/app-config';
import { InjectConfig } from '../infrastructure/infrastructure.module';
import { emailDigestFor } from '../infrastructure/personal-data';
import { ReadModelStore } from '@rotaledger/read-models';
import { IdempotencyStore } from '../common/http/idempotency.store';
import { AggregateStore } from '../infrastructure/aggregate-store';
import { CrashPoints } from '../infrastructure/crash-points';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { Resumable, StartupResumptions } from '../infrastructure/startup-resumptions';
import { AfterAnswerTasks } from './after-answer-tasks';
import { EmailClaims } from './email-claims';
import { Mailer } from './mail/mailer';

/** How often a resumed deletion waits (each time up to READ_YOUR_WRITES_TIMEOUT_MS) for the projections' purge. */
const PURGE_WAIT_ATTEMPTS = 12;

/**
 * Finishes account deletions, and resumes at every start of the API server and of the
 * projector (main.ts, projector.ts; not the rebuild tool) those a crash interrupted: an
 * AccountDeleted in `account-deletions` with no AccountDeletionCompleted after it. Every
 * step is idempotent, so finishing twice (a second process, a second crash) is harmless.
 * Nothing here depends on a projection being current:
 * 1. fence the account in the event store: from then on no write of it is accepted, by any
 *    process, and every write accepted before has landed in the log;
 * 2. release the e-mail claim (the very claim checked to be this user's) and drop their
 *    e-mails from the outbox;
 * 3. tombstone every stream the account wrote, as the event log itself lists them, then list
 *    again until nothing new turns up; the user stream last (it holds the e-mail step 2 needs);
 *    then drop from the outbox a reset link sent meanwhile;
 * 4. destroy the account's data keys (and, as an invitee, the keys of its address in every
 *    team): every copy of its personal data in the log is unreadable from then on;
 *    purge the event store's files, and record AccountStreamsDeleted: nothing of the account
 *    can follow it in the log, so the projections' purge on it is the last; wait for it;
 * 5. forget the user's stored idempotent answers, and purge the read models' files, so no
 *    byte of a purged document is left in a live page either;
 * 6. record AccountDeletionCompleted.
 */
@Injectable()
export class AccountDeletions implements BeforeApplicationShutdown, Resumable {
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
    private readonly afterAnswer: AfterAnswerTasks,
    private readonly crashPoints: CrashPoints,
    private readonly sealing: SealingEventStore,
    @InjectConfig() config: AppConfig,
    resumptions: StartupResumptions,
  ) {
    this.emailDigest = emailDigestFor(config.emailHmacSecret);
    resumptions.register(this);
  }

  readonly resumes = 'account deletions';

  private readonly emailDigest: (email: string) => string;

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
      // An older version's record lists streams as its projection knew them: deleted too, whatever the log says.
      await this.finish(deletion.data.userId, deletion.metadata.correlationId, deletion.data.streams ?? []);
    }
  }

  /** Steps 1 to 6 above for an account whose AccountDeleted is recorded. */
  async finish(userId: string, correlationId: string, listedStreams: readonly string[] = []): Promise<void> {
    await this.eventStore.fenceAccount(userId);
    this.crashPoints.after('fenced');

    const userEvents = await this.eventStore.readStream<UserDeciderEvent>(userStream(userId));
    const user = foldEvents(userDecider, userEvents);
    // After a crash past the keys' destruction the e-mail reads as empty: those steps were done.
    if (user.registered && user.email !== '') {
      await this.emailClaims.release(user.email, userId);
      await this.mailer.forgetRecipient(user.email);
    }
    // The account's employees' e-mails (rota e-mails sent to them), read before their streams go.
    const staffEmails = await this.staffEmailsOf(userId, listedStreams);
    for (const email of staffEmails) await this.mailer.forgetRecipient(email);
    await this.tombstoneStreamsOf(userId, listedStreams);
    if (user.registered && user.email !== '') {
      // A reset link whose request was recorded before the user stream's tombstone is sent just
      // after it: once this process's sends are over, none to this account can follow.
      await this.afterAnswer.settled();
      await this.mailer.forgetRecipient(user.email);
    }
    // A publish in flight may have e-mailed an employee since (its record is refused by the fence).
    for (const email of staffEmails) await this.mailer.forgetRecipient(email);
    // Crypto-shredding: every copy of the account's personal data (the log, its backups, KurrentDB
    // before a scavenge, PostgreSQL's WAL) is unreadable from here on. The invitee's keys first:
    // their subject is the user's e-mail, which reads as empty once the account's key is gone.
    if (user.registered && user.email !== '') await this.sealing.forget({ subject: emailSubjectId(this.emailDigest(user.email)) });
    await this.sealing.forget({ ownerId: userId });
    this.crashPoints.after('keys-destroyed');
    await this.eventStore.purgeDeletedData();

    const streamsDeleted: AccountStreamsDeleted = { type: 'AccountStreamsDeleted', data: { userId } };
    const position = await this.aggregates.appendUnwaited(ACCOUNT_DELETIONS_STREAM, [streamsDeleted], 'any', {
      userId: null,
      correlationId,
    });
    this.crashPoints.after('streams-deleted');
    // Not complete while a copy of the purged documents may remain: the next start retries.
    if (!(await this.projections.caughtUpWithin(PURGE_WAIT_ATTEMPTS, position, ['AccountStreamsDeleted']))) {
      throw new Error(`Projections have not processed the deletion of account ${userId} (position ${position})`);
    }
    // Stored answers of the user's idempotent requests may hold their data (a username, say).
    await this.idempotency.forgetAccount(userId);
    await this.readModels.purgeDeletedData();
    const completed: AccountDeletionCompleted = { type: 'AccountDeletionCompleted', data: { userId } };
    await this.aggregates.appendUnwaited(ACCOUNT_DELETIONS_STREAM, [completed], 'any', { userId: null, correlationId });
  }

  /** Every e-mail address the account's employee streams ever held (given by a manager or by the employee). */
  private async staffEmailsOf(userId: string, listedStreams: readonly string[]): Promise<Set<string>> {
    const streams = new Set(
      [...listedStreams, ...(await this.eventStore.streamsWrittenBy(userId))].filter((id) => id.startsWith('employee-')),
    );
    const emails = new Set<string>();
    for (const streamId of streams) {
      const events = await this.eventStore.readStream<AnyDomainEvent>(streamId).catch(() => []);
      for (const email of staffEmailsIn(events)) emails.add(email);
    }
    return emails;
  }

  /**
   * Tombstones every stream the account wrote, found in the log (the account is fenced, so the
   * list is complete), the user stream last. Lists again until a listing brings nothing new: an
   * EventStoreDB write its server committed late still turns up and goes too.
   */
  private async tombstoneStreamsOf(userId: string, listedStreams: readonly string[]): Promise<void> {
    const tombstoned = new Set<string>([userStream(userId)]);
    let found: readonly string[] = listedStreams;
    for (;;) {
      found = [...found, ...(await this.eventStore.streamsWrittenBy(userId))];
      // A reusable stream is keyed by personal data (an e-mail claim): released above, if it was this user's.
      const fresh = streamsToTombstone(found).filter((streamId) => !tombstoned.has(streamId));
      if (fresh.length === 0) break;
      for (const streamId of fresh) {
        await this.eventStore.deleteStream(streamId, { mode: 'tombstone' });
        tombstoned.add(streamId);
        this.crashPoints.after('stream-deleted');
      }
      found = [];
    }
    await this.eventStore.deleteStream(userStream(userId), { mode: 'tombstone' });
  }
}
