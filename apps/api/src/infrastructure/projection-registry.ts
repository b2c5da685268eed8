import { Injectable } from '@nestjs/common';
import type { DomainProjection } from './domain-log';

/**
 * Each bounded-context module registers its projections here from its constructor;
 * the runner starts after every module is initialised, so it sees them all.
 */
@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, DomainProjection>();

  /** Every projection is of the app's log, typed by the domain's event union (`defineDomainProjection`). */
  register(...projections: DomainProjection[]): void {
    for (const projection of projections) {
      if (this.projections.has(projection.name)) {
        throw new Error(`Projection ${projection.name} is registered twice`);
      }
      this.projections.set(projection.name, projection);
    }
  }

  all(): DomainProjection[] {
    return [...this.projections.values()];
  }

  collections(): string[] {
    return [...new Set(this.all().flatMap((p) => [...p.collections]))];
  }
}
