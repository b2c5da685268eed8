import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, ServiceUnavailableException } from '@nestjs/common';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { ProjectionRunner, projectionReadsAny, ReadModelStore } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProjectionRegistry } from './projection-registry';

const POLL_MS = 15;

/** The 503 of a command whose events are stored but not yet in the read models. */
export const SAVED_NOT_YET_VISIBLE = 'Your change was saved, not yet visible. Please refresh in a moment.';

/** Unlike other 5xx answers, the write behind it happened: a retry must not repeat it. */
export class SavedNotYetVisibleException extends ServiceUnavailableException {
  constructor() {
    super(SAVED_NOT_YET_VISIBLE);
  }
}

/** The promise's value, or undefined if it fails or is still pending at the deadline. */
async function withinDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise.catch(() => undefined), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Owns the projection runner (when this process runs projections) and answers
 * "have the read models caught up with position P?". With a local runner that holds the
 * projector lease the answer is an in-process notification; otherwise (an API replica
 * behind a separate projector, or a standby runner) the checkpoints are polled in the
 * read-model store.
 */
@Injectable()
export class ProjectionService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private runner?: ProjectionRunner<AnyDomainEvent>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly registry: ProjectionRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runProjections) return;
    this.runner = new ProjectionRunner(this.eventStore, this.readModels, this.registry.all(), {
      log: (message, error) => (error === undefined ? console.warn(message) : console.error(message, error)),
    });
    await this.runner.start();
  }

  /** Before the stores close (their hook is onApplicationShutdown, which runs after this). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
  }

  /**
   * Waits until every projection that reads any of `eventTypes` has processed `position`,
   * or answers 503. (The other projections' documents cannot have changed.)
   */
  async waitFor(position: number, eventTypes?: readonly string[]): Promise<void> {
    const timeout = this.config.readYourWritesTimeoutMs;
    const caughtUp = this.runner?.holdsLease()
      ? await this.runner.waitFor(position, timeout, eventTypes)
      : await this.pollCheckpoints(position, timeout, eventTypes);
    if (!caughtUp) throw new SavedNotYetVisibleException();
  }

  async status(): Promise<{ name: string; checkpoint: number; lastError?: string }[]> {
    if (this.runner?.holdsLease()) return this.runner.status();
    const checkpoints = await this.readModels.getCheckpoints();
    return this.registry.all().map((p) => ({ name: p.name, checkpoint: checkpoints[p.name] ?? 0 }));
  }

  private async pollCheckpoints(position: number, timeoutMs: number, eventTypes?: readonly string[]): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const names = this.registry
      .all()
      .filter((p) => projectionReadsAny(p, eventTypes))
      .map((p) => p.name);
    for (;;) {
      // The write is already stored: a failing or hanging read-model store only delays the answer, up to the deadline.
      const checkpoints = await withinDeadline(this.readModels.getCheckpoints(), deadline);
      if (checkpoints && names.every((name) => (checkpoints[name] ?? 0) >= position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
