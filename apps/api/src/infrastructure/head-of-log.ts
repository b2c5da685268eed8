import { Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import {
  BuildDirectory,
  CheckpointBeyondHeadError,
  checkpointsBeyondHead,
  projectionAtBuild,
  ReadModelStore,
} from '@rotaledger/read-models';
import { ProjectionRegistry } from './projection-registry';

/** The 503 of a write refused while the read models are ahead of the event store. */
export const WRITES_REFUSED_BEHIND_READ_MODELS =
  'Changes cannot be saved right now: the read models are ahead of the event store (it was reset or replaced). ' +
  'An operator must rebuild the read models (npm run rebuild-read-models) and restart the server.';

/**
 * The head-of-log guard of every process, projector or API replica (see
 * checkpointsBeyondHead): checked at start, by /api/health, and before every append, so no
 * write is answered as visible against checkpoints that belong to another event log.
 */
@Injectable()
export class HeadOfLog {
  private reported = false;

  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly registry: ProjectionRegistry,
    @Optional() private readonly builds?: BuildDirectory,
  ) {}

  /** The error describing the mismatch, or undefined when the checkpoints are within the log. */
  check(): Promise<CheckpointBeyondHeadError | undefined> {
    // The checkpoints of the builds queries read (issue 42 §3: an upgraded projection's are `<name>@b<n>`).
    const read = this.registry.all().map((p) => projectionAtBuild(p, this.builds?.activeBuild(p.name) ?? 0));
    return checkpointsBeyondHead(this.eventStore, this.readModels, read);
  }

  /** Throws a 503 instead of letting a write through while the check fails. */
  async assertWritable(): Promise<void> {
    const failure = await this.check();
    if (!failure) {
      this.reported = false;
      return;
    }
    if (!this.reported) console.error(failure.message);
    this.reported = true;
    throw new ServiceUnavailableException(WRITES_REFUSED_BEHIND_READ_MODELS);
  }
}
