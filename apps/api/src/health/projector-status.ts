import { Inject, Injectable } from '@nestjs/common';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { DEFAULT_LEASE_NAME, partitionName, ReadModelStore } from '@rotaledger/read-models';
import { renameSync, writeFileSync } from 'node:fs';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { LagReport, projectionLag, ProjectionStatusLike } from './projection-lag';
import { ProjectorHealth, projectorHealthOf } from './projector-health';

/** What the projector process writes for its container's health check (deploy/healthcheck.cjs --projector). */
export interface ProjectorStatusFile {
  /** When it was written (epoch ms): a file that stops being renewed means a stuck or dead process. */
  writtenAt: number;
  projector: ProjectorHealth;
}

/**
 * The projector's health, measured one way for /api/health and for the projector process's
 * own status file: who holds the lease, whether it is this process, and how far the
 * projections trail the log.
 */
@Injectable()
export class ProjectorStatus {
  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly projections: ProjectionService,
    private readonly registry: ProjectionRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async measure(now = Date.now()): Promise<{ projector: ProjectorHealth; lag: LagReport<ProjectionStatusLike> }> {
    const [lease, statuses] = await Promise.all([this.workingLease(now).catch(() => undefined), this.projections.status().catch(() => [])]);
    const lag = await projectionLag(this.eventStore, statuses, this.registry.all(), now);
    const projector = projectorHealthOf({
      lease,
      now,
      holdsLeaseHere: this.projections.holdsLease(),
      lagsSeconds: lag.projections.map((p) => p.lagSeconds),
      maxLagSeconds: this.config.projectorMaxLagSeconds,
    });
    return { projector, lag };
  }

  /**
   * The projector lease health is judged by. With PROJECTOR_PARTITIONS=N, a projector process
   * answers for its own partition's lease; any other process for all N, by the worst of them (a
   * partition nobody holds, else the one that runs out first): every partition must be working.
   */
  private async workingLease(now: number): Promise<{ holder: string; expiresAt: number } | undefined> {
    const count = this.config.projectorPartitions;
    if (count === 1) return this.readModels.lease(DEFAULT_LEASE_NAME);
    if (this.config.runProjections) {
      return this.readModels.lease(partitionName(DEFAULT_LEASE_NAME, { index: this.config.projectorPartition, count }));
    }
    const leases = await Promise.all(
      Array.from({ length: count }, (_, i) => this.readModels.lease(partitionName(DEFAULT_LEASE_NAME, { index: i + 1, count }))),
    );
    if (leases.some((lease) => !lease || lease.expiresAt <= now)) return undefined;
    return leases.reduce((worst, lease) => (lease!.expiresAt < worst!.expiresAt ? lease : worst));
  }

  /** Measures and writes the status file (atomically: a health check never reads half a file). */
  async writeFile(path: string): Promise<ProjectorStatusFile> {
    const now = Date.now();
    const status: ProjectorStatusFile = { writtenAt: now, projector: (await this.measure(now)).projector };
    writeFileSync(`${path}.tmp`, JSON.stringify(status));
    renameSync(`${path}.tmp`, path);
    return status;
  }
}
