import { RestartBackoff } from './restart-backoff';

describe('RestartBackoff (the cluster primary restarting a process that died)', () => {
  const backoff = () => new RestartBackoff({ initialMs: 250, maxMs: 4_000, stableAfterMs: 10_000 });

  it('waits longer after each quick death, up to the longest wait, so a crash loop does not spin', () => {
    const slot = backoff();
    expect([1, 2, 3, 4, 5, 6, 7].map(() => slot.delayAfterExit(50))).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  it('starts again from the shortest wait once a process ran long enough to count as healthy', () => {
    const slot = backoff();
    slot.delayAfterExit(50);
    slot.delayAfterExit(50);
    expect(slot.delayAfterExit(10_000)).toBe(250);
    expect(slot.delayAfterExit(50)).toBe(500);
  });
});
