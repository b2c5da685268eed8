import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  OnApplicationBootstrap,
  Optional,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { BuildDirectory, projectionReadsAny, ReadModelStore, VersionedProjectionRunner } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CheckpointPoller } from './checkpoint-poller';
import { ownerOfEvent } from './domain-log';
import { HeadOfLog } from './head-of-log';
import { ProjectionRegistry } from './projection-registry';

/** How often an API replica reads which projection builds queries read. */
export const BUILDS_REFRESH_MS = 1_000;

/** The 503 of a command whose events are stored but not yet in the read models. */
export const SAVED_NOT_YET_VISIBLE = 'Your change was saved, not yet visible. Please refresh in a moment.';

/** Unlike other 5xx answers, the write behind it happened: a retry must not repeat it. */
export class SavedNotYetVisibleException extends ServiceUnavailableException {
  constructor() {
    super(SAVED_NOT_YET_VISIBLE);
  }
}

/**
 * The 503 of a request that waited in vain for the read models to reach its caller's position
 * (issue 42 §1): the caller's earlier changes are stored, and this request did nothing (a retry is safe).
 */
export const CHANGES_NOT_YET_VISIBLE =
  'Recent changes are still being applied, so this request was not carried out. Please try again in a moment.';

/**
 * Owns the projection runner (when this process runs projections) and answers
 * "have the read models caught up with position P?". With a local runner that holds the
 * projector lease the answer is an in-process notification; otherwise (an API replica
 * behind a separate projector, or a standby runner) the checkpoints are polled in the
 * read-model store, by one poller shared by every waiting write of this process.
 */
@Injectable()
export class ProjectionService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private runner?: VersionedProjectionRunner<AnyDomainEvent>;
  private readonly poller: CheckpointPoller;
  private readonly builds: BuildDirectory;
  private buildsTimer?: NodeJS.Timeout;
  /**
   * The projections a caller's wait covers (reachedForCaller): those that had a checkpoint when
   * this process started, or all of them on a fresh store, and any other once it has been seen
   * caught up with a caller's position. A projection new in this version replays the log from
   * the start; what reads it copes until it has caught up (the session check reads the
   * projections it replaces), so callers do not wait for that replay.
   */
  private serving?: Set<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly registry: ProjectionRegistry,
    private readonly headOfLog: HeadOfLog,
    @Optional() builds?: BuildDirectory,
  ) {
    this.builds = builds ?? new BuildDirectory(() => registry.all());
    // The checkpoints of the builds queries read, from the same snapshot that names those builds.
    this.poller = new CheckpointPoller({ read: async () => this.builds.logicalCheckpoints(await this.readModels.getCheckpoints()) });
  }

  /** An API replica runs the head-of-log check itself (a runner runs it as it starts). */
  async onApplicationBootstrap(): Promise<void> {
    const atStart = this.builds.logicalCheckpoints(await this.readModels.getCheckpoints());
    const names = this.registry.all().map((p) => p.name);
    const built = names.filter((name) => name in atStart);
    this.serving = new Set(built.length === 0 ? names : built);
    if (!this.config.runProjections) {
      // First which builds queries read: the head-of-log check is of their checkpoints.
      await this.followBuildSwitches();
      const beyondHead = await this.headOfLog.check();
      if (beyondHead) throw beyondHead;
      return;
    }
    await this.dropRetiredProjections();
    this.runner = new VersionedProjectionRunner(this.eventStore, this.readModels, this.builds, this.registry.all(), {
      log: (message, error) => (error === undefined ? console.warn(message) : console.error(message, error)),
      drainMs: this.config.projectionDrainMs,
      // PROJECTOR_PARTITIONS (issue 42 §5): this projector's share of the partitioned projections.
      partition: { index: this.config.projectorPartition, count: this.config.projectorPartitions, ownerOf: ownerOfEvent },
    });
    await this.runner.start();
  }

  /**
   * An API replica learns which build of each projection to read from the stored records
   * (projection-builds.ts), once now and then every second, so a switch made by the projector
   * reaches it well within PROJECTION_DRAIN_MS. (Read-your-writes polls see it sooner.)
   */
  private async followBuildSwitches(): Promise<void> {
    this.builds.observe(await this.readModels.getCheckpoints());
    this.buildsTimer = setInterval(() => {
      this.readModels.getCheckpoints().then(
        (checkpoints) => this.builds.observe(checkpoints),
        () => undefined,
      );
    }, BUILDS_REFRESH_MS);
    this.buildsTimer.unref();
  }

  /** Resolves once no projection is being upgraded and no old build is left (tests). */
  upgradesSettled(): Promise<void> {
    return this.runner?.settled() ?? Promise.resolve();
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
    clearInterval(this.buildsTimer);
    await this.runner?.stop();
  }

  /**
   * Waits until every projection that reads any of `eventTypes` has processed `position`,
   * or answers 503. (The other projections' documents cannot have changed.)
   */
  async waitFor(position: number, eventTypes?: readonly string[]): Promise<void> {
    if (!(await this.reached(position, this.config.readYourWritesTimeoutMs, eventTypes))) throw new SavedNotYetVisibleException();
  }

  /** Of the projections reading any of `eventTypes` and named by `only` (all when not given). */
  private reached(position: number, timeoutMs: number, eventTypes?: readonly string[], only?: (name: string) => boolean): Promise<boolean> {
    return (
      this.localRunner()?.waitFor(position, timeoutMs, eventTypes, only) ?? this.pollCheckpoints(position, timeoutMs, eventTypes, only)
    );
  }

  /** The runner whose own progress answers the waits: this process's, while it holds the lease of the one partition. */
  private localRunner(): VersionedProjectionRunner<AnyDomainEvent> | undefined {
    // A partition's runner knows only its own owners' progress: the others' is in the stored rows.
    return this.runner?.holdsLease() && this.config.projectorPartitions === 1 ? this.runner : undefined;
  }

  /**
   * Issue 42 §1, before a request touches the read models: true once every projection has
   * processed `position`, the caller's (from its last write's answer), or, for a caller that
   * names none, the head of the log (everything stored so far). A position past the head (a
   * replaced event store, a made-up number) is read as the head. False after
   * READ_YOUR_WRITES_TIMEOUT_MS.
   */
  async reachedForCaller(position: number | undefined): Promise<boolean> {
    const serving = (this.serving ??= new Set(this.registry.all().map((p) => p.name)));
    // Most requests name a position this process's runner has already reached: they go on
    // without reading the log's head (on KurrentDB a round trip), which only the clamp of a
    // position past the log and a caller naming none need.
    if (position !== undefined && this.localRunner()?.caughtUpTo(position, (name) => serving.has(name))) return true;
    const head = await this.eventStore.headPosition();
    const target = position === undefined ? head : Math.min(position, head);
    if (target <= 0) return true;
    if (serving.size < this.registry.all().length) {
      for (const { name, checkpoint } of await this.status()) if (checkpoint >= target) serving.add(name);
    }
    return this.reached(target, this.config.readYourWritesTimeoutMs, undefined, (name) => serving.has(name));
  }

  /** The head of the log: the position a write's answer carries (every event it appended is at or before it). */
  headPosition(): Promise<number> {
    return this.eventStore.headPosition();
  }

  /**
   * For the background steps that must not go on before the projections have processed an
   * event (an account deletion's purge, a forgetting's rewrite), also just after a start while
   * they catch up: waitFor up to `attempts` times. True once they have.
   */
  async caughtUpWithin(attempts: number, position: number, eventTypes: readonly string[]): Promise<boolean> {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await this.waitFor(position, eventTypes);
        return true;
      } catch {
        // Projections still catching up after a start: wait again.
      }
    }
    return false;
  }

  /** Whether this process is the working projector (it runs projections and holds the lease). */
  holdsLease(): boolean {
    return this.runner?.holdsLease() ?? false;
  }

  async status(): Promise<{ name: string; checkpoint: number; lastError?: string }[]> {
    const local = this.localRunner();
    if (local) return local.status();
    const checkpoints = this.builds.logicalCheckpoints(await this.readModels.getCheckpoints());
    return this.registry.all().map((p) => ({ name: p.name, checkpoint: checkpoints[p.name] ?? 0 }));
  }

  private pollCheckpoints(
    position: number,
    timeoutMs: number,
    eventTypes?: readonly string[],
    only?: (name: string) => boolean,
  ): Promise<boolean> {
    const names = this.registry
      .all()
      .filter((p) => projectionReadsAny(p, eventTypes) && (only === undefined || only(p.name)))
      .map((p) => p.name);
    // The write is already stored: a failing or hanging read-model store only delays the answer, up to the deadline.
    return this.poller.waitFor(names, position, Date.now() + timeoutMs);
  }
}
