import { setTimeout as delay } from 'node:timers/promises';

/**
 * Read-your-writes for a process that does not hold the projector lease: one loop per
 * process reads the stored checkpoints for every waiting write at once, instead of each
 * write polling the store on its own. The loop reads again soon after something changes
 * (a new write waiting, a checkpoint moved) and backs off, doubling its delay, while
 * nothing does; it stops when no write is waiting.
 */
export interface CheckpointPollerOptions {
  /** The stored checkpoints by projection name (a failure or a hang counts as "not yet"). */
  read: () => Promise<Record<string, number>>;
  /** The delay after a change. */
  minDelayMs?: number;
  /** The longest delay while nothing changes. */
  maxDelayMs?: number;
  now?: () => number;
  /** Resolves after `ms`, or at once (quietly) when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

interface Waiter {
  names: readonly string[];
  position: number;
  deadline: number;
  resolve: (caughtUp: boolean) => void;
}

export const POLL_MIN_DELAY_MS = 5;
export const POLL_MAX_DELAY_MS = 100;

const realSleep = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }).catch(() => undefined);
const NOT_READ = Symbol('not read');

export class CheckpointPoller {
  private readonly waiters = new Set<Waiter>();
  private running = false;
  /** Set by a new waiter: the next poll comes after the shortest delay. */
  private fresh = false;
  private wake?: () => void;
  private readonly minDelay: number;
  private readonly maxDelay: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly options: CheckpointPollerOptions) {
    this.minDelay = options.minDelayMs ?? POLL_MIN_DELAY_MS;
    this.maxDelay = options.maxDelayMs ?? POLL_MAX_DELAY_MS;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
  }

  /** True once every named checkpoint is at or past `position`; false at `deadline` (epoch ms). */
  waitFor(names: readonly string[], position: number, deadline: number): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiters.add({ names, position, deadline, resolve });
      this.fresh = true;
      this.wake?.();
      if (!this.running) void this.run();
    });
  }

  /** How many writes are waiting (for health and tests). */
  get waiting(): number {
    return this.waiters.size;
  }

  private async run(): Promise<void> {
    this.running = true;
    let delay = this.minDelay;
    let last: Record<string, number> | undefined;
    try {
      while (this.waiters.size > 0) {
        this.fresh = false;
        const checkpoints = await this.readWithin(this.latestDeadline() - this.now());
        const moved = checkpoints !== undefined && !sameCheckpoints(last, checkpoints);
        if (checkpoints !== undefined) last = checkpoints;
        const now = this.now();
        for (const waiter of [...this.waiters]) {
          const caughtUp = checkpoints !== undefined && waiter.names.every((name) => (checkpoints[name] ?? 0) >= waiter.position);
          if (caughtUp || now >= waiter.deadline) {
            this.waiters.delete(waiter);
            waiter.resolve(caughtUp);
          }
        }
        if (this.waiters.size === 0) break;
        delay = moved || this.fresh ? this.minDelay : Math.min(delay * 2, this.maxDelay);
        await this.pause(Math.max(0, Math.min(delay, this.earliestDeadline() - this.now())));
      }
    } finally {
      this.running = false;
    }
  }

  /** The read's answer, or undefined when it fails or is still pending after `ms`. */
  private async readWithin(ms: number): Promise<Record<string, number> | undefined> {
    const read = this.options.read().catch(() => undefined);
    const timeUp = new AbortController();
    try {
      const answer = await Promise.race([read, this.sleep(Math.max(0, ms), timeUp.signal).then(() => NOT_READ)]);
      return answer === NOT_READ ? undefined : (answer as Record<string, number> | undefined);
    } finally {
      timeUp.abort();
    }
  }

  /** Sleeps `ms`, or less when a new write starts waiting (it is then polled after the shortest delay). */
  private async pause(ms: number): Promise<void> {
    if (ms <= this.minDelay) return this.sleep(ms);
    const woken = new AbortController();
    await Promise.race([this.sleep(ms, woken.signal), new Promise<void>((resolve) => (this.wake = resolve))]);
    woken.abort();
    this.wake = undefined;
    if (this.fresh) await this.sleep(this.minDelay);
  }

  private earliestDeadline(): number {
    return Math.min(...[...this.waiters].map((w) => w.deadline));
  }

  private latestDeadline(): number {
    return Math.max(...[...this.waiters].map((w) => w.deadline));
  }
}

function sameCheckpoints(a: Record<string, number> | undefined, b: Record<string, number>): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}
