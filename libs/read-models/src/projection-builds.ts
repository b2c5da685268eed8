import type { EventBody } from '@rotaledger/event-store';
import type { Filter, FindOptions, ProjectionBatch, ReadModelDocument, ReadModelIndex } from './read-model-store.port';
import { foldPartitionRows } from './partitions';
import type { AnyProjection, Projection } from './projection';

/*
 * Builds of a projection (issue 42 §3). A projection's documents live in one *build*: build 0
 * is the projection's own name and collections (what every store written before versions holds);
 * build g > 0 keeps its checkpoint under `<name>@b<g>` and its documents in `<collection>__b<g>`.
 * A new version (or a rebuild) is written into a new build beside the one queries read, which
 * keeps serving and following the log; once the new build has caught up, the stored record
 * `<name>@active` switches to it and the old build is dropped.
 *
 * The records live in the checkpoint table, because every process already reads it in one
 * snapshot (read-your-writes polls it): a snapshot names the active build together with its
 * checkpoint, so a waiting write can never see one without the other.
 * - `<name>@active`: the build queries read (absent: 0). It only grows, so a switch is a
 *   compare-and-set from the old build to the new one (applyBatch with its expected checkpoint).
 * - `<name>@b<g>#version`: the projection version that build g holds (absent: 1).
 * - `<name>@b<g>#ready`: 1 once build g has caught up with the log (a rebuild run beside a
 *   running projector marks it; the projector then switches to it).
 */

/** A projection's version: 1 unless it says otherwise. */
export function versionOf(projection: AnyProjection): number {
  return projection.version ?? 1;
}

export function activeKey(name: string): string {
  return `${name}@active`;
}

export function buildVersionKey(name: string, build: number): string {
  return `${name}@b${build}#version`;
}

export function buildReadyKey(name: string, build: number): string {
  return `${name}@b${build}#ready`;
}

/** The checkpoint name of a projection's build. */
export function buildCheckpointName(name: string, build: number): string {
  return build === 0 ? name : `${name}@b${build}`;
}

/** The collection a build of a projection writes for one of its collections. */
export function buildCollection(collection: string, build: number): string {
  return build === 0 ? collection : `${collection}__b${build}`;
}

/** What the checkpoint table says about one projection's builds. */
export interface ProjectionBuilds {
  /** The build queries read. */
  active: number;
  /** Every build that has a checkpoint or a version record, with its version and checkpoint. */
  builds: Map<number, { version: number; checkpoint?: number; ready: boolean }>;
}

const BUILD_KEY = /^(.*)@b(\d+)(#version|#ready)?$/;

/** Reads every projection's builds out of one checkpoint snapshot (a partitioned build's rows as one, partitions.ts). */
export function buildsOf(name: string, snapshot: Record<string, number>): ProjectionBuilds {
  const checkpoints = foldPartitionRows(snapshot);
  const builds = new Map<number, { version: number; checkpoint?: number; ready: boolean }>();
  const entry = (build: number) => {
    let found = builds.get(build);
    if (!found) builds.set(build, (found = { version: 1, ready: false }));
    return found;
  };
  if (name in checkpoints) entry(0).checkpoint = checkpoints[name];
  for (const [key, value] of Object.entries(checkpoints)) {
    const match = BUILD_KEY.exec(key);
    if (!match || match[1] !== name) continue;
    const build = entry(Number(match[2]));
    if (match[3] === '#version') build.version = value;
    else if (match[3] === '#ready') build.ready = value > 0;
    else build.checkpoint = value;
  }
  return { active: checkpoints[activeKey(name)] ?? 0, builds };
}

/** The batch of a build: the projection names its collections as always; they are renamed here. */
class BuildBatch implements ProjectionBatch {
  constructor(
    private readonly inner: ProjectionBatch,
    private readonly rename: (collection: string) => string,
  ) {}
  get<T extends ReadModelDocument>(collection: string, id: string): Promise<T | null> {
    return this.inner.get<T>(this.rename(collection), id);
  }
  find<T extends ReadModelDocument>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]> {
    return this.inner.find<T>(this.rename(collection), filter, options);
  }
  put(collection: string, doc: ReadModelDocument): void {
    this.inner.put(this.rename(collection), doc);
  }
  delete(collection: string, id: string): void {
    this.inner.delete(this.rename(collection), id);
  }
  deleteWhere(collection: string, filter: Filter): Promise<void> {
    return this.inner.deleteWhere(this.rename(collection), filter);
  }
}

/**
 * The projection as it runs into build `build`: same events and code, its checkpoint and
 * collections (and their indexes) renamed. Build 0 is the projection itself.
 */
export function projectionAtBuild<E extends EventBody>(projection: Projection<E>, build: number): Projection<E> {
  if (build === 0) return projection;
  const own = new Set(projection.collections);
  const rename = (collection: string) => (own.has(collection) ? buildCollection(collection, build) : collection);
  const renameIndex = (index: ReadModelIndex): ReadModelIndex => ({ ...index, collection: rename(index.collection) });
  return {
    ...projection,
    name: buildCheckpointName(projection.name, build),
    collections: projection.collections.map(rename),
    indexes: projection.indexes?.map(renameIndex),
    retiredIndexes: projection.retiredIndexes?.map(renameIndex),
    apply: (event, batch) => projection.apply(event, new BuildBatch(batch, rename)),
  };
}

/** The collections build `build` of a projection wrote (its own version's list, renamed). */
export function buildCollections(projection: AnyProjection, build: number): string[] {
  return projection.collections.map((collection) => buildCollection(collection, build));
}
