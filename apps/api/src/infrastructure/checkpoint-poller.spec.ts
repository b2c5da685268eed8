import { CheckpointPoller } from './checkpoint-poller';

/** A poller on a fake clock: a sleep that runs its course moves the clock on and is recorded; an aborted one does neither. */
function pollerOver(read: () => Promise<Record<string, number>>) {
  let now = 0;
  const sleeps: number[] = [];
  const poller = new CheckpointPoller({
    read,
    minDelayMs: 5,
    maxDelayMs: 80,
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        const timer = setImmediate(() => {
          sleeps.push(ms);
          now += ms;
          resolve();
        });
        signal?.addEventListener('abort', () => {
          clearImmediate(timer);
          resolve();
        });
      }),
  });
  return { poller, sleeps, clock: () => now };
}

describe('CheckpointPoller', () => {
  it('backs off, doubling up to the longest delay, while nothing changes', async () => {
    let reads = 0;
    const { poller, sleeps } = pollerOver(async () => {
      reads += 1;
      return { tally: reads >= 8 ? 3 : 1 };
    });

    await expect(poller.waitFor(['tally'], 3, 10_000)).resolves.toBe(true);

    // The first pause follows a new waiter (shortest); the checkpoint then sits at 1 until the 8th read.
    expect(sleeps).toEqual([5, 10, 20, 40, 80, 80, 80]);
    expect(reads).toBe(8);
  });

  it('reads again after the shortest delay when a checkpoint moves', async () => {
    const answers = [{ tally: 1 }, { tally: 1 }, { tally: 1 }, { tally: 2 }, { tally: 2 }, { tally: 3 }];
    const { poller, sleeps } = pollerOver(async () => answers.shift()!);

    await expect(poller.waitFor(['tally'], 3, 10_000)).resolves.toBe(true);

    expect(sleeps).toEqual([5, 10, 20, 5, 10]);
  });

  it('answers every waiting write from the same reads', async () => {
    let reads = 0;
    const { poller } = pollerOver(async () => {
      reads += 1;
      return { a: reads, b: reads };
    });

    const answers = await Promise.all([
      poller.waitFor(['a'], 2, 10_000),
      poller.waitFor(['a', 'b'], 4, 10_000),
      poller.waitFor(['b'], 4, 10_000),
      poller.waitFor(['b'], 1, 10_000),
    ]);

    expect(answers).toEqual([true, true, true, true]);
    expect(reads).toBe(4);
    expect(poller.waiting).toBe(0);
  });

  it('answers false at the deadline, and counts a failing read as not yet', async () => {
    const { poller, clock } = pollerOver(async () => {
      throw new Error('connection reset');
    });

    await expect(poller.waitFor(['tally'], 1, 300)).resolves.toBe(false);

    expect(clock()).toBe(300);
    expect(poller.waiting).toBe(0);
  });

  it('counts a missing checkpoint as 0', async () => {
    const { poller } = pollerOver(async () => ({}));
    await expect(poller.waitFor(['never-ran'], 0, 100)).resolves.toBe(true);
  });
});
