import { Inject, Injectable, Optional } from '@nestjs/common';
import type { DomainProjection } from './domain-log';

/** Changes a projection as it is registered (tests: a new version of it); the app passes none. */
export type ProjectionChange = (projection: DomainProjection) => DomainProjection;
export const PROJECTION_CHANGE = Symbol('PROJECTION_CHANGE');

/** A projection no longer run, and the collections it wrote. */
export interface RetiredProjection {
  name: string;
  collections: readonly string[];
}

/**
 * Each bounded-context module registers its projections here from its constructor;
 * the runner starts after every module is initialised, so it sees them all.
 */
@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, DomainProjection>();
  private readonly retiredProjections: RetiredProjection[] = [];

  constructor(@Optional() @Inject(PROJECTION_CHANGE) private readonly change?: ProjectionChange) {}

  /** Every projection is of the app's log, typed by the domain's event union (`defineDomainProjection`). */
  register(...projections: DomainProjection[]): void {
    for (const registered of projections) {
      const projection = this.change ? this.change(registered) : registered;
      if (this.projections.has(projection.name)) {
        throw new Error(`Projection ${projection.name} is registered twice`);
      }
      if (this.retiredProjections.some((retired) => retired.name === projection.name)) {
        throw new Error(`Projection ${projection.name} is both registered and retired`);
      }
      this.projections.set(projection.name, projection);
    }
  }

  /**
   * Projections a newer version replaced: their collections and checkpoints are dropped from a
   * store written by an older version (ProjectionService, before projecting; and by a rebuild).
   */
  retire(...projections: readonly RetiredProjection[]): void {
    for (const projection of projections) {
      if (this.projections.has(projection.name)) throw new Error(`Projection ${projection.name} is both registered and retired`);
      this.retiredProjections.push(projection);
    }
  }

  retired(): readonly RetiredProjection[] {
    return this.retiredProjections;
  }

  all(): DomainProjection[] {
    return [...this.projections.values()];
  }

  collections(): string[] {
    return [...new Set(this.all().flatMap((p) => [...p.collections]))];
  }
}
