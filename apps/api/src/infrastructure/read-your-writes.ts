import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, ServiceUnavailableException } from '@nestjs/common';
import { EventStore } from '@rotaledger/event-store';
import { ProjectionRunner, projectionReadsAny, ReadModelStore } from '@rotaledger/read-models';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProjectionRegistry } from './projection-registry';

const POLL_MS = 15;

/**
 * Owns the projection runner (when this process runs projections) and answers
 * "have the read models caught up with position P?". With a local runner the answer is
 * an in-process notification; otherwise the checkpoints are polled in the read-model
 * store (an API replica behind a separate projector).
 */
@Injectable()
export class ProjectionService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private runner?: ProjectionRunner;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModelStore,
    private readonly registry: ProjectionRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runProjections) return;
    this.runner = new ProjectionRunner(this.eventStore, this.readModels, this.registry.all(), {
      log: (message, error) => console.error(message, error),
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
    const caughtUp = this.runner
      ? await this.runner.waitFor(position, timeout, eventTypes)
      : await this.pollCheckpoints(position, timeout, eventTypes);
    if (!caughtUp) {
      throw new ServiceUnavailableException(
        'Your change was saved but is taking longer than usual to show. Please refresh in a moment.',
      );
    }
  }

  async status(): Promise<{ name: string; checkpoint: number; lastError?: string }[]> {
    if (this.runner) return this.runner.status();
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
      const checkpoints = await this.readModels.getCheckpoints();
      if (names.every((name) => (checkpoints[name] ?? 0) >= position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
