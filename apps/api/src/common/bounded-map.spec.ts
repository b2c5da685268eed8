import { setWithin } from './bounded-map';

describe('setWithin', () => {
  it('keeps at most `capacity` entries, dropping the oldest first', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) setWithin(map, key, i, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('replaces a kept key without dropping another', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setWithin(map, 'a', 10, 2);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});
