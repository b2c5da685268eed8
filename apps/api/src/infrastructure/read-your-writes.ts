import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, ServiceUnavailableException } from '@nestjs/common';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { ProjectionRunner, projectionReadsAny, ReadModelStore } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CheckpointPoller } from './checkpoint-poller';
import { HeadOfLog } from './head-of-log';
import { ProjectionRegistry } from './projection-registry';

/** The 503 of a command whose events are stored but not yet in the read models. */
export const SAVED_NOT_YET_VISIBLE = 'Your change was saved, not yet visible. Please refresh in a moment.';

/** Unlike other 5xx answers, the write behind it happened: a retry must not repeat it. */
export class SavedNotYetVisibleException extends ServiceUnavailableException {
  constructor() {
    super(SAVED_NOT_YET_VISIBLE);
  }
}

/**
 * Owns the projection runner (when this process runs projections) and answers
 * "have the read models caught up with position P?". With a local runner that holds the
 * projector lease the answer is an in-process notification; otherwise (an API replica
 * behind a separate projector, or a standby runner) the checkpoints are polled in the
 * read-model store, by one poller shared by every waiting write of this process.
 */
@Injectable()
export class ProjectionService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private runner?: ProjectionRunner<AnyDomainEvent>;
  private readonly poller: CheckpointPoller;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly registry: ProjectionRegistry,
    private readonly headOfLog: HeadOfLog,
  ) {
    this.poller = new CheckpointPoller({ read: () => this.readModels.getCheckpoints() });
  }

  /** An API replica runs the head-of-log check itself (a runner runs it as it starts). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runProjections) {
      const beyondHead = await this.headOfLog.check();
      if (beyondHead) throw beyondHead;
      return;
    }
    await this.dropRetiredProjections();
    this.runner = new ProjectionRunner(this.eventStore, this.readModels, this.registry.all(), {
      log: (message, error) => (error === undefined ? console.warn(message) : console.error(message, error)),
    });
    await this.runner.start();
  }

  /**
   * A store an older version wrote may hold the documents of projections since replaced (issue 31
   * folded four day copies into one): they are dropped once, with their checkpoints. The
   * replacements have new names and collections, so they replay the log from the start. The
   * rebuild tool calls it too, before it replays.
   */
  async dropRetiredProjections(): Promise<void> {
    const checkpoints = await this.readModels.getCheckpoints();
    for (const { name, collections } of this.registry.retired()) {
      if (name in checkpoints) await this.readModels.reset(name, [...collections]);
    }
  }

  /** Before the stores close (their hook is onApplicationShutdown, which runs after this). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
  }

  /**
   * Waits until every projection that reads any of `eventTypes` has processed `position`,
   * or answers 503. (The other projections' documents cannot have changed.)
   */
  async waitFor(position: number, eventTypes?: readonly string[]): Promise<void> {
    const timeout = this.config.readYourWritesTimeoutMs;
    const caughtUp = this.runner?.holdsLease()
      ? await this.runner.waitFor(position, timeout, eventTypes)
      : await this.pollCheckpoints(position, timeout, eventTypes);
    if (!caughtUp) throw new SavedNotYetVisibleException();
  }

  /** Whether this process is the working projector (it runs projections and holds the lease). */
  holdsLease(): boolean {
    return this.runner?.holdsLease() ?? false;
  }

  async status(): Promise<{ name: string; checkpoint: number; lastError?: string }[]> {
    if (this.runner?.holdsLease()) return this.runner.status();
    const checkpoints = await this.readModels.getCheckpoints();
    return this.registry.all().map((p) => ({ name: p.name, checkpoint: checkpoints[p.name] ?? 0 }));
  }

  private pollCheckpoints(position: number, timeoutMs: number, eventTypes?: readonly string[]): Promise<boolean> {
    const names = this.registry
      .all()
      .filter((p) => projectionReadsAny(p, eventTypes))
      .map((p) => p.name);
    // The write is already stored: a failing or hanging read-model store only delays the answer, up to the deadline.
    return this.poller.waitFor(names, position, Date.now() + timeoutMs);
  }
}
