import type { ProjectionBatchEntry, ReadModelStore } from './read-model-store.port';

/**
 * Gathers the batches the runner's projection loops commit in the same turn of the event
 * loop (an append wakes them all at once) and hands them to the store together, so one
 * command's events reach every projection in one read-model transaction instead of one each.
 * Each caller still gets its own answer, as from applyBatch.
 */
export class CommitCoalescer {
  private waiting: { entry: ProjectionBatchEntry; resolve: (applied: boolean) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly readModels: ReadModelStore) {}

  applyBatch(entry: ProjectionBatchEntry): Promise<boolean> {
    return new Promise((resolve, reject) => {
      // The loops flush from setImmediate callbacks: the next check phase sees every batch of this one.
      if (this.waiting.length === 0) setImmediate(() => void this.commitWaiting());
      this.waiting.push({ entry, resolve, reject });
    });
  }

  private async commitWaiting(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = [];
    try {
      const results = await this.readModels.applyBatches(waiting.map((w) => w.entry));
      results.forEach((result, i) => (result.status === 'fulfilled' ? waiting[i].resolve(result.value) : waiting[i].reject(result.reason)));
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }
}
