import { Injectable } from '@nestjs/common';
import type { AnyProjection } from '@rotaledger/read-models';

/**
 * Each bounded-context module registers its projections here from its constructor;
 * the runner starts after every module is initialised, so it sees them all.
 */
@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, AnyProjection>();

  /** Typed by the domain's union (defineDomainProjection) or not: the runner routes events by type name alone. */
  register(...projections: AnyProjection[]): void {
    for (const projection of projections) {
      if (this.projections.has(projection.name)) {
        throw new Error(`Projection ${projection.name} is registered twice`);
      }
      this.projections.set(projection.name, projection);
    }
  }

  all(): AnyProjection[] {
    return [...this.projections.values()];
  }

  collections(): string[] {
    return [...new Set(this.all().flatMap((p) => [...p.collections]))];
  }
}
