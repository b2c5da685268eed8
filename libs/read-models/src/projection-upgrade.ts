import type { EventBody, EventStore } from '@rotaledger/event-store';
import { foldedCheckpoint, furthestRow, partitionGroupsOf, partitionName, rowNamesOf } from './partitions';
import type { AnyProjection } from './projection';
import {
  activeKey,
  buildCheckpointName,
  buildCollections,
  buildReadyKey,
  buildsOf,
  buildVersionKey,
  projectionAtBuild,
  versionOf,
} from './projection-builds';
import { ProjectionRunner, ProjectionRunnerOptions, ProjectionStatus } from './projection-runner';
import type { ReadModelStore } from './read-model-store.port';
import type { BuildDirectory } from './versioned-read-model-store';

/** The lease of the runner that builds new versions beside the live ones (one builder at a time). */
export const BUILD_LEASE_NAME = 'projector-build';
/** How long an old build's documents stay after the switch, for replicas that have not seen it yet (they look every second). */
export const DEFAULT_DRAIN_MS = 5_000;
/** How often the runner looks whether a build has caught up, or another process switched. */
export const DEFAULT_WATCH_MS = 250;

/** Thrown by start() when the store holds a newer version of a projection than this release's. */
export class NewerProjectionVersionError extends Error {
  constructor(name: string, stored: number, known: number) {
    super(
      `The read models hold version ${stored} of projection ${name}, newer than this release's version ${known}: ` +
        'a newer release has upgraded them. Run that release (or rebuild the read models with this one).',
    );
    this.name = 'NewerProjectionVersionError';
  }
}

export interface VersionedRunnerOptions extends Omit<ProjectionRunnerOptions, 'lease'> {
  lease?: { name?: string; ttlMs?: number; holder?: string };
  drainMs?: number;
  watchMs?: number;
}

/** A projection built beside the live one: from the build queries read to the new one. */
interface Upgrade {
  projection: AnyProjection;
  from: number;
  to: number;
}

interface Plan {
  /** Per projection name: the build followed (and read), and the code that follows it (none: not followed). */
  live: Map<string, { build: number; code?: AnyProjection }>;
  upgrades: Upgrade[];
  /** Builds no longer read, to drop. */
  stale: { projection: AnyProjection; build: number }[];
}

const NOTHING = async () => {};

/**
 * The projection runner of a process that projects, with versions (issue 42 §3, see
 * projection-builds.ts): one ProjectionRunner follows the builds queries read; when a
 * projection's version changed, a second one (its own lease, BUILD_LEASE_NAME) builds the new
 * version into a new build beside it. Once that build has caught up, the live runner switches:
 * it stops, a new one starts over the new builds, and when the new build has reached where the
 * old one stopped, the stored `@active` record moves to it (a compare-and-set) and queries read
 * it; the old build is dropped after DEFAULT_DRAIN_MS. A write waiting for the read models waits
 * across the switch, never failing because of it. It offers the runner's own API (start, stop,
 * waitFor, holdsLease, status), with statuses under the projections' own names.
 */
export class VersionedProjectionRunner<E extends EventBody = EventBody> {
  private live?: ProjectionRunner<E>;
  private builder?: ProjectionRunner<E>;
  private plan?: Plan;
  /** Set while the live runner is replaced: waits resume on the next one. */
  private swapping?: Promise<void>;
  /** Whether this process held the projector lease when the swap began (waits then stay in process). */
  private swappingAsLeader = false;
  private watchTimer?: NodeJS.Timeout;
  private watching = false;
  private stopped = false;
  private readonly drops = new Set<Promise<void>>();
  private readonly settledWaiters: (() => void)[] = [];
  private stopNow!: () => void;
  private readonly stopping = new Promise<void>((resolve) => (this.stopNow = resolve));

  constructor(
    private readonly eventStore: EventStore<E>,
    private readonly readModels: ReadModelStore,
    private readonly directory: BuildDirectory,
    private readonly projections: readonly AnyProjection[],
    private readonly options: VersionedRunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    await this.startPlan();
    this.watchTimer = setInterval(() => void this.watch(), this.options.watchMs ?? DEFAULT_WATCH_MS);
    this.watchTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopNow();
    clearInterval(this.watchTimer);
    await this.swapping;
    await Promise.all([this.builder?.stop(), this.live?.stop()]);
    await Promise.all([...this.drops]);
  }

  holdsLease(): boolean {
    return this.swapping ? this.swappingAsLeader : (this.live?.holdsLease() ?? false);
  }

  /** `only` over the projections' own names, as a test of the live runner's build names. */
  private byBuildName(only: (name: string) => boolean): (name: string) => boolean {
    const names = new Map(
      [...(this.plan?.live ?? new Map<string, { build: number }>())].map(([name, { build }]) => [buildCheckpointName(name, build), name]),
    );
    return (stored) => only(names.get(stored) ?? stored);
  }

  /** The live builds' statuses, by the projections' own names. */
  status(): ProjectionStatus[] {
    const byStored = new Map((this.live?.status() ?? []).map((s) => [s.name, s]));
    return [...(this.plan?.live ?? new Map<string, { build: number }>())].map(([name, { build }]) => ({
      ...(byStored.get(buildCheckpointName(name, build)) ?? { checkpoint: 0, running: false }),
      name,
    }));
  }

  /** As ProjectionRunner.waitFor, over the builds queries read, across a switch (`only` by the projections' own names). */
  async waitFor(position: number, timeoutMs: number, eventTypes?: readonly string[], only?: (name: string) => boolean): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      if (this.swapping) {
        await untilOrTimeout(this.swapping, left);
        continue;
      }
      const live = this.live;
      if (!live) return false;
      if (await live.waitFor(position, left, eventTypes, only && this.byBuildName(only))) return true;
      // Stopped for a switch while waiting: wait on the next runner.
      if (this.live === live && !this.swapping) return false;
    }
  }

  /** As ProjectionRunner.caughtUpTo, now, over the builds queries read; false during a switch. */
  caughtUpTo(position: number, only?: (name: string) => boolean): boolean {
    if (this.swapping || !this.live) return false;
    return this.live.caughtUpTo(position, undefined, only && this.byBuildName(only));
  }

  /** Resolves once no build is under way and no old build is left to drop (for tests and the rebuild tool). */
  settled(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private isSettled(): boolean {
    return !this.swapping && (this.plan?.upgrades.length ?? 0) === 0 && this.drops.size === 0;
  }

  private checkSettled(): void {
    if (!this.isSettled()) return;
    for (const resolve of this.settledWaiters.splice(0)) resolve();
  }

  private log(message: string, error?: unknown): void {
    this.options.log?.(message, error);
  }

  private runnerOptions(leaseName?: string): ProjectionRunnerOptions {
    const { drainMs: _drain, watchMs: _watch, lease, ...runner } = this.options;
    return { ...runner, lease: { ...lease, ...(leaseName ? { name: leaseName, holder: undefined } : {}) } };
  }

  private liveProjections(plan: Plan): AnyProjection[] {
    return [...plan.live.values()].flatMap(({ build, code }) => (code ? [projectionAtBuild(code, build)] : []));
  }

  /** Reads the stored builds, decides what to follow and what to build, and starts both runners. */
  private async startPlan(): Promise<void> {
    const plan = await this.makePlan();
    this.plan = plan;
    this.live = new ProjectionRunner(this.eventStore, this.readModels, this.liveProjections(plan), this.runnerOptions());
    await this.live.start();
    if (plan.upgrades.length > 0) {
      const upgrades = plan.upgrades.map(
        ({ projection, from, to }) => `${projection.name} (version ${versionOf(projection)}, build ${to} beside ${from})`,
      );
      this.log(`Building the new versions of ${upgrades.join(', ')}`);
      this.builder = new ProjectionRunner(
        this.eventStore,
        this.readModels,
        plan.upgrades.map(({ projection, to }) => projectionAtBuild(projection, to)),
        this.runnerOptions(BUILD_LEASE_NAME),
      );
      await this.builder.start();
    }
    for (const { projection, build } of plan.stale) this.dropLater(projection, build);
  }

  private async makePlan(): Promise<Plan> {
    const checkpoints = await this.readModels.getCheckpoints();
    this.directory.observe(checkpoints);
    const plan: Plan = { live: new Map(), upgrades: [], stale: [] };
    for (const projection of this.projections) {
      const version = versionOf(projection);
      const { active, builds } = buildsOf(projection.name, checkpoints);
      const current = builds.get(active);
      for (const [build] of builds) if (build < active) plan.stale.push({ projection, build });
      if (current?.checkpoint === undefined || current.version === version) {
        // Never built (a new projection, a fresh store) or already this version: follow it in place.
        if (current?.checkpoint === undefined && version !== 1) await this.record(buildVersionKey(projection.name, active), version);
        plan.live.set(projection.name, { build: active, code: projection });
        continue;
      }
      if (current.version > version) throw new NewerProjectionVersionError(projection.name, current.version, version);
      plan.live.set(projection.name, { build: active, code: codeOfVersion(projection, current.version) });
      const newer = [...builds].filter(([build, b]) => build > active && b.version === version).map(([build]) => build);
      const to = newer.length > 0 ? Math.max(...newer) : Math.max(...builds.keys()) + 1;
      await this.record(buildVersionKey(projection.name, to), version);
      plan.upgrades.push({ projection, from: active, to });
    }
    return plan;
  }

  /** Sets a record of the checkpoint table (projection-builds.ts) that only grows. */
  private async record(key: string, value: number): Promise<void> {
    const stored = await this.readModels.getCheckpoint(key);
    if (stored < value) await this.readModels.applyBatch(key, value, NOTHING);
  }

  /** Sets each of `keys` to 1 (where it is not yet) in one applyBatches: one transaction on every adapter that has them. */
  private async recordAll(keys: readonly string[]): Promise<void> {
    const results = await this.readModels.applyBatches(keys.map((key) => ({ projection: key, position: 1, work: NOTHING })));
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private async watch(): Promise<void> {
    if (this.watching || this.stopped || this.swapping) return;
    this.watching = true;
    try {
      await this.watchOnce();
    } catch (error) {
      this.log('Projection versions: could not check the builds', error);
    } finally {
      this.watching = false;
      this.checkSettled();
    }
  }

  private async watchOnce(): Promise<void> {
    const plan = this.plan!;
    if (this.builder?.holdsLease() && (await this.builtUp(plan))) {
      // Caught up: this runner's job is done; the live projector (here or elsewhere) switches.
      await this.builder.stop();
      this.builder = undefined;
      // All ready in one commit: a process watching sees every build of this plan ready, or none, and switches them together.
      await this.recordAll(plan.upgrades.map(({ projection, to }) => buildReadyKey(projection.name, to)));
    }
    const checkpoints = await this.readModels.getCheckpoints();
    const changed = this.projections.some((p) => buildsOf(p.name, checkpoints).active !== plan.live.get(p.name)?.build);
    if (changed) {
      this.log('Projection versions: another process switched builds; following the new ones');
      await this.replan();
      return;
    }
    if (!this.live?.holdsLease()) return;
    const ready = this.projections.flatMap((projection): Upgrade[] => {
      const { active, builds } = buildsOf(projection.name, checkpoints);
      const candidates = [...builds].filter(([build, b]) => build > active && b.ready && b.version === versionOf(projection));
      return candidates.length === 0 ? [] : [{ projection, from: active, to: Math.max(...candidates.map(([build]) => build)) }];
    });
    if (ready.length > 0 && !this.builder) await this.switchTo(ready);
  }

  /**
   * Whether every build under way has reached the build it replaces (or the log's head, if that
   * one is not followed): where this process's live runner is, or, when another process holds the
   * projector lease (this one only builds), the replaced build's stored checkpoint.
   */
  private async builtUp(plan: Plan): Promise<boolean> {
    if (this.partitioned()) return this.builtUpEverywhere(plan);
    const built = new Map(this.builder!.status().map((s) => [s.name, s.checkpoint]));
    const live = new Map((this.live?.status() ?? []).map((s) => [s.name, s.checkpoint]));
    const stored = await this.readModels.getCheckpoints();
    let head: number | undefined;
    for (const { projection, from, to } of plan.upgrades) {
      const replaced = buildCheckpointName(projection.name, from);
      const target = plan.live.get(projection.name)?.code
        ? Math.max(live.get(replaced) ?? 0, stored[replaced] ?? 0)
        : (head ??= await this.eventStore.highWaterMark());
      if ((built.get(buildCheckpointName(projection.name, to)) ?? 0) < target) return false;
    }
    return true;
  }

  /** Whether this runs as one of several projector partitions (issue 42 §5, partitions.ts). */
  private partitioned(): boolean {
    return (this.options.partition?.count ?? 1) > 1;
  }

  /**
   * builtUp for projector partitions: each partition builds its owners' share, so a build is up
   * once the fold of its rows (every owner) has reached the fold of the replaced build's.
   */
  private async builtUpEverywhere(plan: Plan): Promise<boolean> {
    const stored = await this.readModels.getCheckpoints();
    const fold = (name: string, build: number) => foldedCheckpoint(partitionGroupsOf(buildCheckpointName(name, build), stored)) ?? 0;
    let head: number | undefined;
    for (const { projection, from, to } of plan.upgrades) {
      const target = plan.live.get(projection.name)?.code ? fold(projection.name, from) : (head ??= await this.eventStore.highWaterMark());
      if (fold(projection.name, to) < target) return false;
    }
    return true;
  }

  /**
   * With projector partitions, where a switch may move `@active`: every partition has stopped
   * following the replaced build (its rows are final) and the new build's rows are all past them.
   * Each partition switches on its own; the first to see this makes the move.
   */
  private async everyPartitionSwitched(upgrades: readonly Upgrade[]): Promise<boolean> {
    const stored = await this.readModels.getCheckpoints();
    const count = this.options.partition!.count;
    return upgrades.every(({ projection, from, to }) => {
      // Another partition has made the move (and dropped the markers with the old build): nothing to wait for.
      if ((stored[activeKey(projection.name)] ?? 0) >= to) return true;
      // Rows alone cannot tell an idle partition that still follows the old build from one that stopped.
      for (let index = 1; index <= count; index++) if (!(switchingMarker(projection.name, to, { index, count }) in stored)) return false;
      const built = foldedCheckpoint(partitionGroupsOf(buildCheckpointName(projection.name, to), stored)) ?? 0;
      return built >= furthestRow(buildCheckpointName(projection.name, from), stored);
    });
  }

  private async replan(): Promise<void> {
    let done!: () => void;
    this.swappingAsLeader = this.live?.holdsLease() ?? false;
    this.swapping = new Promise((resolve) => (done = resolve));
    try {
      await Promise.all([this.builder?.stop(), this.live?.stop()]);
      this.builder = undefined;
      await this.startPlan();
    } finally {
      this.swapping = undefined;
      done();
    }
  }

  /**
   * The switch: the live runner stops (its builds' checkpoints are then final), one starts over
   * the new builds, and once each new build has reached where its old one stopped, `@active`
   * moves to it. Writes waiting meanwhile resume on the new runner.
   */
  private async switchTo(upgrades: readonly Upgrade[]): Promise<void> {
    const plan = this.plan!;
    let done!: () => void;
    this.swappingAsLeader = true;
    this.swapping = new Promise((resolve) => (done = resolve));
    let runner: ProjectionRunner<E> | undefined;
    try {
      const old = this.live!;
      await old.stop();
      if (this.partitioned()) {
        // This partition no longer follows the replaced builds: the move may come once every partition says so.
        for (const { projection, to } of upgrades) await this.record(switchingMarker(projection.name, to, this.options.partition!), 1);
      }
      const stoppedAt = new Map(old.status().map((s) => [s.name, s.checkpoint]));
      const reach = Math.max(0, ...upgrades.map(({ projection, from }) => stoppedAt.get(buildCheckpointName(projection.name, from)) ?? 0));
      const next: Plan = {
        live: new Map(plan.live),
        upgrades: plan.upgrades.filter((u) => !upgrades.some((s) => s.projection === u.projection)),
        stale: [],
      };
      for (const { projection, to } of upgrades) next.live.set(projection.name, { build: to, code: projection });
      runner = new ProjectionRunner(this.eventStore, this.readModels, this.liveProjections(next), this.runnerOptions());
      await runner.start();
      const eventTypes = upgrades.every(({ projection }) => projection.eventTypes)
        ? upgrades.flatMap(({ projection }) => projection.eventTypes!)
        : undefined;
      const caughtUp = async () => {
        if (!(await runner!.waitFor(reach, 1_000, eventTypes))) return false;
        if (!this.partitioned() || (await this.everyPartitionSwitched(upgrades))) return true;
        // The other partitions are still switching: look again shortly.
        await new Promise((resolve) => setTimeout(resolve, this.options.watchMs ?? DEFAULT_WATCH_MS));
        return false;
      };
      while (!(await caughtUp())) {
        if (this.stopped) {
          await runner.stop();
          return;
        }
        if (!runner.holdsLease()) {
          // Another projector took the lease meanwhile: it switches instead.
          await runner.stop();
          await this.startPlan();
          return;
        }
      }
      // Every `@active` of this switch moves in one applyBatches (one transaction on every adapter
      // that has them), and this process learns them with no pause between: projections upgraded
      // together switch together, so a query reading two of them never sees one new and one old
      // (the request decision days read the rota's day documents since both their version 2s).
      const moves = await this.readModels.applyBatches(
        upgrades.map(({ projection, from, to }) => ({
          projection: activeKey(projection.name),
          position: to,
          work: NOTHING,
          expectedCheckpoint: from,
        })),
      );
      const switched: string[] = [];
      for (const [i, { projection, from, to }] of upgrades.entries()) {
        const moved = moves[i];
        if (moved.status === 'rejected') continue;
        if (!moved.value) {
          this.log(`Projection ${projection.name}: another process switched it first`);
          continue;
        }
        this.directory.switched(projection.name, to);
        switched.push(`${projection.name} (build ${to}, version ${versionOf(projection)})`);
        this.dropLater(plan.live.get(projection.name)?.code ?? projection, from);
      }
      const failed = moves.find((move): move is PromiseRejectedResult => move.status === 'rejected');
      if (failed) throw failed.reason;
      if (switched.length > 0) this.log(`Queries now read the new builds of ${switched.join(', ')}`);
      this.live = runner;
      this.plan = next;
    } catch (error) {
      // The old runner is stopped: start again from what the store says (the next watch retries the switch).
      this.log('Projection versions: the switch failed; following the stored builds again', error);
      if (runner !== this.live) await runner?.stop().catch(() => undefined);
      if (!this.stopped)
        await this.startPlan().catch((again: unknown) => this.log('Projection versions: could not restart the runners', again));
    } finally {
      this.swapping = undefined;
      done();
    }
  }

  /** Drops an old build once replicas have had time to see the switch and no read here uses it. */
  private dropLater(projection: AnyProjection, build: number): void {
    const name = projection.name;
    const drop = (async () => {
      await untilOrTimeout(this.stopping, this.options.drainMs ?? DEFAULT_DRAIN_MS);
      // Stopping: the next start drops it (a build older than the active one is always dropped).
      if (this.stopped) return;
      await this.directory.drained(buildCheckpointName(name, build));
      await this.readModels.reset(buildCheckpointName(name, build), buildCollections(projection, build));
      // Its partitions' rows too, when projector partitions followed it (partitions.ts), and the switch markers.
      const stored = await this.readModels.getCheckpoints();
      for (const row of rowNamesOf(buildCheckpointName(name, build), stored)) await this.readModels.reset(row, []);
      for (const key of Object.keys(stored))
        if (key.startsWith(`${name}@b`) && key.includes('#switching~')) await this.readModels.reset(key, []);
      await this.readModels.reset(buildVersionKey(name, build), []);
      await this.readModels.reset(buildReadyKey(name, build), []);
    })()
      .catch((error: unknown) => this.log(`Projection ${name}: could not drop build ${build} (the next start tries again)`, error))
      .finally(() => {
        this.drops.delete(drop);
        this.checkSettled();
      });
    this.drops.add(drop);
  }
}

/** Recorded by a projector partition once it has stopped following the builds a switch to `build` replaces. */
function switchingMarker(name: string, build: number, partition: { index: number; count: number }): string {
  return partitionName(`${buildCheckpointName(name, build)}#switching`, partition);
}

/** The code of an older version of a projection, when the release keeps it (`previous`). */
function codeOfVersion(projection: AnyProjection, version: number): AnyProjection | undefined {
  for (let code: AnyProjection | undefined = projection; code; code = code.previous) {
    if (versionOf(code) === version) return code;
  }
  return undefined;
}

function untilOrTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The rebuild of a running system (`npm run rebuild-read-models`): writes every projection into
 * a new build beside the one queries read, from position zero, with the builder's lease, until
 * it has reached the log's head as it was at the start; then marks the builds ready. A running
 * projector switches to them (its VersionedProjectionRunner looks for ready builds); the caller
 * does it itself when none runs. Returns the new build of each projection.
 */
export async function buildBeside<E extends EventBody>(
  eventStore: EventStore<E>,
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
  options: { log?: (message: string, error?: unknown) => void } = {},
): Promise<{ builds: Map<string, number>; events: number }> {
  const checkpoints = await readModels.getCheckpoints();
  const builds = new Map<string, number>();
  for (const projection of projections) {
    const { active, builds: known } = buildsOf(projection.name, checkpoints);
    const build = Math.max(active, ...known.keys()) + 1;
    builds.set(projection.name, build);
    await readModels.applyBatch(buildVersionKey(projection.name, build), versionOf(projection), NOTHING);
  }
  const head = await eventStore.highWaterMark();
  const runner = new ProjectionRunner(
    eventStore,
    readModels,
    projections.map((projection) => projectionAtBuild(projection, builds.get(projection.name)!)),
    { lease: { name: BUILD_LEASE_NAME }, log: options.log },
  );
  await runner.start();
  try {
    while (!(await runner.waitFor(head, 5_000))) {
      if (!runner.holdsLease()) options.log?.('Waiting for the builder lease (another build is under way)');
    }
  } finally {
    await runner.stop();
  }
  // All ready in one commit: the projector switches them together (VersionedProjectionRunner.switchTo).
  const ready = await readModels.applyBatches(
    projections.map((projection) => ({
      projection: buildReadyKey(projection.name, builds.get(projection.name)!),
      position: 1,
      work: NOTHING,
    })),
  );
  const failed = ready.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { builds, events: head };
}
