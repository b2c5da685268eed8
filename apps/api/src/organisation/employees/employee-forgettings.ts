import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import {
  AnyDomainEvent,
  EMPLOYEE_FORGETTINGS_STREAM,
  EmployeeForgetCompleted,
  EmployeeForgetStarted,
  EmployeeForgettingEvent,
  employeeDecider,
  employeeKeyId,
  employeeStream,
  foldEvents,
  staffEmailsIn,
  unfinishedForgettings,
} from '@rotaledger/domain';
import { EventStore, SealingEventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { Mailer } from '../../accounts';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { CrashPoints } from '../../infrastructure/crash-points';
import { ProjectionService } from '../../infrastructure/read-your-writes';
import { Resumable, StartupResumptions } from '../../infrastructure/startup-resumptions';

/** How often a resumed forgetting waits (each time up to READ_YOUR_WRITES_TIMEOUT_MS) for the projections' rewrite. */
const REWRITE_WAIT_ATTEMPTS = 12;

/**
 * Forgets a removed staff member (issue 40 §2, crypto-shredding), and finishes at every start
 * of the API server and of the projector (main.ts, projector.ts; not the rebuild tool) a
 * forgetting a crash interrupted: an EmployeeForgetStarted in `employee-forgettings` with no
 * EmployeeForgetCompleted after it. Every step is idempotent, so finishing twice (a retry, a
 * second process, a second crash) is harmless:
 * 1. the decider refuses what it refuses (404 unknown, 409 still employed) before anything is
 *    recorded; then EmployeeForgetStarted, then the decider's EmployeeForgotten (nothing new
 *    when already forgotten), on which the read models rewrite their copies of the person as
 *    "(deleted person)" before the request answers;
 * 2. the outbox forgets the e-mails sent to their addresses, read from their stream while
 *    their key still opens it (so before step 3, also when resumed);
 * 3. their data key `employee:<id>` is destroyed: names, e-mail, date of birth, payroll id,
 *    phone and time-off notes read "(deleted person)" or empty in every copy of the log;
 * 4. the stores' files are purged, once the read models have rewritten their copies, so no
 *    byte of a rewritten document stays in a free page; then EmployeeForgetCompleted.
 * Their hours and pay stay: ids, times and money are not personal data here.
 */
@Injectable()
export class EmployeeForgettings implements BeforeApplicationShutdown, Resumable {
  private readonly logger = new Logger(EmployeeForgettings.name);
  private resuming: Promise<void> = Promise.resolve();

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly sealing: SealingEventStore,
    private readonly readModels: ReadModelStore,
    private readonly mailer: Mailer,
    private readonly projections: ProjectionService,
    private readonly crashPoints: CrashPoints,
    resumptions: StartupResumptions,
  ) {
    resumptions.register(this);
  }

  readonly resumes = 'forgettings of staff members';

  async forget(actor: SignedInActor, employeeId: string): Promise<void> {
    const streamId = employeeStream(employeeId);
    const command = { type: 'ForgetEmployee', data: { employeeId } } as const;
    // Refused here (it throws) before anything is recorded; decided again, atomically, below.
    employeeDecider.decide(command, foldEvents(employeeDecider, await this.eventStore.readStream(streamId)));
    await this.record({ type: 'EmployeeForgetStarted', data: { employeeId } }, actor.correlationId);
    try {
      await this.aggregates.execute({ streamId, decider: employeeDecider, command, actor });
    } catch (error) {
      // Refused after all (the stream changed in between): nothing to finish.
      await this.record({ type: 'EmployeeForgetCompleted', data: { employeeId } }, actor.correlationId);
      throw error;
    }
    this.crashPoints.after('employee-forgotten');
    await this.finish(employeeId, actor.correlationId);
  }

  /**
   * Starts resumeUnfinished without waiting for it: the server need not wait for the
   * projections to catch up before it listens. A failure is logged; the next start retries.
   */
  resumeInBackground(): void {
    this.resuming = this.resumeUnfinished().catch((error: unknown) =>
      this.logger.error(`Resuming unfinished forgettings of staff members failed; the next start retries: ${String(error)}`),
    );
  }

  /** The stores close after this: let a resumed forgetting finish its current step and the rest. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.resuming;
  }

  async resumeUnfinished(): Promise<void> {
    const events = await this.eventStore.readStream<EmployeeForgettingEvent>(EMPLOYEE_FORGETTINGS_STREAM);
    for (const started of unfinishedForgettings(events)) {
      this.logger.log(`Finishing the interrupted forgetting of staff member ${started.data.employeeId}`);
      await this.finish(started.data.employeeId, started.metadata.correlationId);
    }
  }

  /**
   * Steps 2 to 4 for a staff member whose EmployeeForgotten is recorded. Without it (a crash
   * before the decision, whose request never answered), or with their stream deleted with
   * their account (whose deletion destroyed their key), there is nothing left to do.
   */
  private async finish(employeeId: string, correlationId: string): Promise<void> {
    const events = await this.eventStore.readStream<AnyDomainEvent>(employeeStream(employeeId)).catch(() => []);
    const forgotten = events.find((event) => event.type === 'EmployeeForgotten');
    if (forgotten) {
      // After a crash past the key's destruction the addresses read as empty: this step was done.
      for (const email of staffEmailsIn(events)) await this.mailer.forgetRecipient(email);
      await this.sealing.forget({ keyId: employeeKeyId(employeeId) });
      await this.eventStore.purgeDeletedData();
      // Not complete while a read model may still hold a copy: the next start retries.
      if (!(await this.projections.caughtUpWithin(REWRITE_WAIT_ATTEMPTS, forgotten.position, ['EmployeeForgotten']))) {
        throw new Error(`Projections have not processed the forgetting of staff member ${employeeId} (position ${forgotten.position})`);
      }
      await this.readModels.purgeDeletedData();
    }
    await this.record({ type: 'EmployeeForgetCompleted', data: { employeeId } }, correlationId);
  }

  /** The record names no user, so deleting an account (which deletes what its user wrote) keeps it. */
  private async record(event: EmployeeForgetStarted | EmployeeForgetCompleted, correlationId: string): Promise<void> {
    await this.aggregates.appendUnwaited(EMPLOYEE_FORGETTINGS_STREAM, [event], 'any', { userId: null, correlationId });
  }
}
