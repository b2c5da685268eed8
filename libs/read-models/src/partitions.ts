import type { EventBody, StoredEvent } from '@rotaledger/event-store';

/*
 * Projector partitions (issue 42 §5): with PROJECTOR_PARTITIONS=N, N projector processes (each
 * with its own lease, `projector~p<i>of<N>`) share the work of the projections that declare
 * themselves `partitioned`: partition i applies only the events of the owners (businesses)
 * that hash to it, and keeps its own checkpoint row `<name>~p<i>of<N>`. The other projections
 * (accounts, teams: documents that span owners) run whole in partition 1.
 *
 * Every process other than the projector reads a partitioned projection's checkpoint under its
 * own name, folded from those rows (foldedCheckpoint, in BuildDirectory.logicalCheckpoints): the position every owner's
 * documents have reached. A partition records its row on every batch that holds events of the
 * projection's types, its owners' or not, so the fold never waits for a quiet partition.
 *
 * Changing N: the rows of the old count stay until the new count's rows are all past them.
 * Meanwhile a partition of the new count starts from the fold, and skips an event that the
 * old rows say its owner's documents already hold (eventAlreadyApplied), so no event is
 * applied twice or missed. Old rows are dropped once superseded (supersededRows). Partitions of a
 * new count stand by while a lease of another count is still held (otherCountLeases), so two
 * counts never project at once.
 */

/** Which of `count` partitions a runner is: 1-based. */
export interface PartitionSpec {
  index: number;
  count: number;
}

/** The business an event's data belongs to, or null (a system event with no owner). The app knows how. */
export type OwnerOfEvent = (event: StoredEvent<EventBody>) => string | null;

/** FNV-1a, 32 bits: stable across processes, releases and platforms (a partition must not move). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The partition (1..count) of an owner; events with no owner go to partition 1. */
export function partitionOfOwner(owner: string | null, count: number): number {
  if (count <= 1 || owner === null) return 1;
  return 1 + (fnv1a32(owner) % count);
}

/**
 * The name of partition `index` of `count`'s own copy of `name`: a partitioned projection's
 * checkpoint row, or a lease (count 1: the name itself).
 */
export function partitionName(name: string, spec: PartitionSpec): string {
  return spec.count <= 1 ? name : `${name}~p${spec.index}of${spec.count}`;
}

const PARTITION_ROW = /^(.*)~p(\d+)of(\d+)$/;

/** Whether any row is a partition's (the common case, none, then costs one pass over the names). */
export function hasPartitionRows(checkpoints: Record<string, number>): boolean {
  for (const key in checkpoints) if (key.includes('~p') && PARTITION_ROW.test(key)) return true;
  return false;
}

/** The rows of one projection, grouped by partition count (count 1: the plain row). */
export type PartitionGroups = Map<number, Map<number, number>>;

/** The rows stored for `name`: the plain one (count 1) and each partition count's. */
export function partitionGroupsOf(name: string, checkpoints: Record<string, number>): PartitionGroups {
  const groups: PartitionGroups = new Map();
  if (name in checkpoints) groups.set(1, new Map([[1, checkpoints[name]]]));
  for (const [key, value] of Object.entries(checkpoints)) {
    const match = PARTITION_ROW.exec(key);
    if (!match || match[1] !== name) continue;
    const count = Number(match[3]);
    const index = Number(match[2]);
    if (count < 2 || index < 1 || index > count) continue;
    let group = groups.get(count);
    if (!group) groups.set(count, (group = new Map<number, number>()));
    group.set(index, value);
  }
  return groups;
}

/** The names of every row stored for `name`, partition rows and the plain one. */
export function rowNamesOf(name: string, checkpoints: Record<string, number>): string[] {
  return [...partitionGroupsOf(name, checkpoints)].flatMap(([count, rows]) =>
    [...rows.keys()].map((index) => partitionName(name, { index, count })),
  );
}

/** The furthest of every row stored for `name` (0 without any): how far any partition has got. */
export function furthestRow(name: string, checkpoints: Record<string, number>): number {
  return Math.max(0, ...[...partitionGroupsOf(name, checkpoints).values()].flatMap((rows) => [...rows.values()]));
}

/** Where every owner's documents are, by one group: its lowest row, once every partition has one. */
function groupFloor(count: number, rows: Map<number, number>): number | undefined {
  if (rows.size < count) return undefined;
  return Math.min(...rows.values());
}

/**
 * The position every owner's documents of `name` have reached, by all its rows: the highest
 * floor of a complete group (a group a later count has not caught up with still counts).
 * Undefined when no group is complete.
 */
export function foldedCheckpoint(groups: PartitionGroups): number | undefined {
  let folded: number | undefined;
  for (const [count, rows] of groups) {
    const floor = groupFloor(count, rows);
    if (floor !== undefined && (folded === undefined || floor > folded)) folded = floor;
  }
  return folded;
}

/**
 * The checkpoints with every partitioned projection's rows folded into one under its own name
 * (its fold, or 0 while no group is complete: it exists, but not every owner is anywhere yet),
 * for the code that reads builds and versions by name (projection-builds.ts).
 */
export function foldPartitionRows(checkpoints: Record<string, number>): Record<string, number> {
  if (!hasPartitionRows(checkpoints)) return checkpoints;
  const bases = new Set<string>();
  const folded: Record<string, number> = {};
  for (const [key, value] of Object.entries(checkpoints)) {
    const match = PARTITION_ROW.exec(key);
    if (match) bases.add(match[1]);
    else folded[key] = value;
  }
  for (const base of bases) folded[base] = foldedCheckpoint(partitionGroupsOf(base, checkpoints)) ?? 0;
  return folded;
}

/**
 * Whether the rows of counts other than `ownCount` say the owner's documents already hold
 * `event` (an event a partition of the old count applied before N changed).
 */
export function eventAlreadyApplied(groups: PartitionGroups, ownCount: number, owner: string | null, position: number): boolean {
  for (const [count, rows] of groups) {
    if (count === ownCount) continue;
    if (position <= (rows.get(partitionOfOwner(owner, count)) ?? 0)) return true;
  }
  return false;
}

/**
 * The rows of other counts that no longer tell anything: a complete group's floor is past all
 * of them. (The rows of the count that runs now are never superseded by older ones: each starts
 * at the fold, at or past every complete group's floor.)
 */
export function supersededRows(name: string, groups: PartitionGroups, ownCount: number): string[] {
  const own = groups.get(ownCount);
  const floor = own ? groupFloor(ownCount, own) : undefined;
  if (floor === undefined) return [];
  const rows: string[] = [];
  for (const [count, group] of groups) {
    if (count === ownCount || Math.max(...group.values()) > floor) continue;
    for (const index of group.keys()) rows.push(partitionName(name, { index, count }));
  }
  return rows;
}

/** Every lease of the counts in `counts` other than `ownCount`: the runners that must have stopped before this count projects. */
export function otherCountLeases(base: string, counts: Iterable<number>, ownCount: number): string[] {
  const names: string[] = [];
  for (const count of counts) {
    if (count === ownCount) continue;
    for (let index = 1; index <= count; index++) names.push(partitionName(base, { index, count }));
  }
  return names;
}
