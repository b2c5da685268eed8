import { randomInt } from 'node:crypto';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';

/**
 * How long after-answer work waits: a fixed delay plus a random part. Work that started at once
 * ran on the event loop the very next request needed, so a request sent right after the answer
 * was slower when there was more work (a known e-mail: an event appended, an e-mail written).
 */
export const AFTER_ANSWER_DELAY = { fixedMs: 1000, jitterMs: 1000 } as const;

/**
 * Work a request starts but does not wait for, so how long the work takes (or whether
 * there was any) cannot show in the answer, nor in the answers right after it: it begins
 * 1 to 2 s after it was queued (AFTER_ANSWER_DELAY). Failures are logged, never answered.
 * Closing the app starts waiting work at once and waits for all of it (module destroy runs
 * before the projections and stores stop).
 */
@Injectable()
export class AfterAnswerTasks implements OnModuleDestroy {
  private readonly logger = new Logger('AfterAnswer');
  private readonly pending = new Set<Promise<void>>();
  /** Work whose delay has not run out: its timer and what starts it. */
  private readonly waiting = new Map<NodeJS.Timeout, () => void>();

  run(label: string, work: () => Promise<void>): void {
    const started = new Promise<void>((start) => {
      const timer = setTimeout(
        () => {
          this.waiting.delete(timer);
          start();
        },
        AFTER_ANSWER_DELAY.fixedMs + randomInt(AFTER_ANSWER_DELAY.jitterMs + 1),
      );
      this.waiting.set(timer, start);
    });
    const task: Promise<void> = started
      .then(work)
      .catch((error: unknown) => this.logger.error(`${label} failed: ${(error as Error)?.message ?? String(error)}`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Starts every waiting task now and resolves once all of them (and any they queue) have finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) {
      for (const [timer, start] of this.waiting) {
        clearTimeout(timer);
        start();
      }
      this.waiting.clear();
      await Promise.all([...this.pending]);
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.settled();
  }
}
