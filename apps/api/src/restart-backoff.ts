/**
 * How long the cluster primary waits before restarting a process that died: the shortest
 * wait after a process that had run long enough to count as healthy, then twice as long
 * after each quick death in a row, up to the longest wait (a crash loop costs little).
 */
export class RestartBackoff {
  private quickDeaths = 0;

  constructor(private readonly options: { initialMs: number; maxMs: number; stableAfterMs: number }) {}

  /** The wait before the next start, given how long the process that just died had run. */
  delayAfterExit(ranForMs: number): number {
    if (ranForMs >= this.options.stableAfterMs) this.quickDeaths = 0;
    const delay = Math.min(this.options.initialMs * 2 ** this.quickDeaths, this.options.maxMs);
    this.quickDeaths += 1;
    return delay;
  }
}
