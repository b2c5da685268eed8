import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';

/**
 * Work a request starts but does not wait for, so how long the work takes (or whether
 * there was any) cannot show in the answer. It begins once the handler has returned;
 * failures are logged, never answered. Closing the app waits for unfinished work
 * (module destroy runs before the projections and stores stop).
 */
@Injectable()
export class AfterAnswerTasks implements OnModuleDestroy {
  private readonly logger = new Logger('AfterAnswer');
  private readonly pending = new Set<Promise<void>>();

  run(label: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.logger.error(`${label} failed: ${(error as Error)?.message ?? String(error)}`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  onModuleDestroy(): Promise<void> {
    return this.settled();
  }
}
