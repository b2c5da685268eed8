import {
  eventAlreadyApplied,
  fnv1a32,
  foldedCheckpoint,
  otherCountLeases,
  partitionName,
  partitionGroupsOf,
  partitionOfOwner,
  supersededRows,
} from './partitions';

describe('projector partitions', () => {
  it('hashes owners with FNV-1a (32 bits), so a partition never moves between releases or machines', () => {
    // The published test vectors of FNV-1a 32.
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    expect(partitionOfOwner('foobar', 3)).toBe(1 + (0xbf9cf968 % 3));
  });

  it('puts events with no owner, and every event of one partition, in partition 1', () => {
    expect(partitionOfOwner(null, 4)).toBe(1);
    expect(partitionOfOwner('anyone', 1)).toBe(1);
    const spread = new Set(Array.from({ length: 64 }, (_, i) => partitionOfOwner(`owner-${i}`, 4)));
    expect(spread).toEqual(new Set([1, 2, 3, 4]));
  });

  it('names rows and leases by partition; one partition keeps the plain names', () => {
    expect(partitionName('rota-days', { index: 2, count: 3 })).toBe('rota-days~p2of3');
    expect(partitionName('rota-days@b2', { index: 1, count: 2 })).toBe('rota-days@b2~p1of2');
    expect(partitionName('rota-days', { index: 1, count: 1 })).toBe('rota-days');
    expect(otherCountLeases('projector', [1, 2, 3], 2)).toEqual(['projector', 'projector~p1of3', 'projector~p2of3', 'projector~p3of3']);
  });

  it('folds a complete group to its lowest row, and takes the best complete group', () => {
    const rows = { 'rota-days~p1of2': 40, 'rota-days~p2of2': 35, 'rota-days@b2~p1of2': 90, other: 7 };
    expect(foldedCheckpoint(partitionGroupsOf('rota-days', rows))).toBe(35);
    // Partition 2 of build 2 has no row yet: not every owner is anywhere.
    expect(foldedCheckpoint(partitionGroupsOf('rota-days@b2', rows))).toBeUndefined();
    // The plain row of the count before, and a new count that has passed it.
    expect(foldedCheckpoint(partitionGroupsOf('rota-days', { ...rows, 'rota-days': 20 }))).toBe(35);
    expect(foldedCheckpoint(partitionGroupsOf('rota-days', { ...rows, 'rota-days': 50 }))).toBe(50);
    expect(foldedCheckpoint(partitionGroupsOf('rota-days', { 'rota-days': 12 }))).toBe(12);
  });

  it("skips an event another count's row says its owner's documents hold", () => {
    const owner = 'owner-x';
    const other = partitionOfOwner(owner, 2);
    const groups = partitionGroupsOf('p', { [`p~p${other}of2`]: 30, [`p~p${3 - other}of2`]: 10 });
    expect(eventAlreadyApplied(groups, 1, owner, 30)).toBe(true);
    expect(eventAlreadyApplied(groups, 1, owner, 31)).toBe(false);
    // The own count's rows are not "another count".
    expect(eventAlreadyApplied(groups, 2, owner, 5)).toBe(false);
  });

  it("retires another count's rows only once this count's every row is past them", () => {
    const rows = { p: 30, 'p~p1of2': 31, 'p~p2of2': 29 };
    expect(supersededRows('p', partitionGroupsOf('p', rows), 2)).toEqual([]);
    expect(supersededRows('p', partitionGroupsOf('p', { ...rows, 'p~p2of2': 30 }), 2)).toEqual(['p']);
    expect(supersededRows('p', partitionGroupsOf('p', { p: 40, 'p~p1of2': 31, 'p~p2of2': 29 }), 1)).toEqual(['p~p1of2', 'p~p2of2']);
    // This count incomplete: nothing is retired yet.
    expect(supersededRows('p', partitionGroupsOf('p', { p: 40, 'p~p1of3': 50 }), 3)).toEqual([]);
  });
});
