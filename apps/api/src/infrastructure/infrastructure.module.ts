import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { EventStore, SealingEventStore } from '@rotaledger/event-store';
import { BuildDirectory, createReadModelStore, ReadModelStore, VersionedReadModelStore } from '@rotaledger/read-models';
import { IdempotencyStore } from '../common/http/idempotency.store';
import { RateLimiter } from '../common/http/rate-limiter';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AggregateStore } from './aggregate-store';
import { AppendGuards } from './append-guards';
import { CrashPoints } from './crash-points';
import { Clock, clockFor } from './clock';
import { HeadOfLog } from './head-of-log';
import { openSealedEventStore } from './personal-data';
import { ProjectionChange, PROJECTION_CHANGE, ProjectionRegistry } from './projection-registry';
import { ProjectionService } from './read-your-writes';
import { StartupResumptions } from './startup-resumptions';

/** Closes the stores last, after the projection runner has stopped. */
@Injectable()
class StoreLifecycle implements OnApplicationShutdown {
  constructor(
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModelStore,
  ) {}
  async onApplicationShutdown(): Promise<void> {
    await this.readModels.close();
    await this.eventStore.close();
  }
}

export interface InfrastructureOptions {
  config: AppConfig;
  /** Tests pass a FixedClock; otherwise the system clock, or CLOCK_START's offset clock. */
  clock?: Clock;
  /** Tests change a projection with it (e.g. a new version of it, for the upgrade test); otherwise none changes. */
  changeProjection?: ProjectionChange;
}

/**
 * The ports and their adapters, chosen once from the validated config. Nothing else in
 * the app imports an adapter.
 */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: options.config },
        { provide: Clock, useValue: options.clock ?? clockFor(options.config.clockStart) },
        {
          provide: EventStore,
          // Always the sealing layer over the configured adapter (crypto-shredding, docs/security.md).
          useFactory: (config: AppConfig) => openSealedEventStore(config),
          inject: [APP_CONFIG],
        },
        // The same instance, for what destroys keys (account deletion) or listens to it.
        { provide: SealingEventStore, useExisting: EventStore },
        { provide: PROJECTION_CHANGE, useValue: options.changeProjection },
        ProjectionRegistry,
        // Which build of each projection queries read (issue 42 §3: upgrades build beside, then switch).
        {
          provide: BuildDirectory,
          useFactory: (registry: ProjectionRegistry) => new BuildDirectory(() => registry.all()),
          inject: [ProjectionRegistry],
        },
        {
          provide: ReadModelStore,
          useFactory: async (config: AppConfig, builds: BuildDirectory) =>
            new VersionedReadModelStore(
              await createReadModelStore({
                databaseUrl: config.databaseUrl,
                mongoUrl: config.mongoUrl,
                mongoDbName: config.mongoDbName,
                dataDir: config.dataDir,
                traceSql: config.traceSql,
              }),
              builds,
            ),
          inject: [APP_CONFIG, BuildDirectory],
        },
        ProjectionService,
        HeadOfLog,
        CrashPoints,
        AppendGuards,
        AggregateStore,
        StartupResumptions,
        StoreLifecycle,
        IdempotencyStore,
        // One for the whole app: a key is counted once, whichever module's route consumes it.
        RateLimiter,
      ],
      exports: [
        APP_CONFIG,
        Clock,
        EventStore,
        SealingEventStore,
        ReadModelStore,
        BuildDirectory,
        ProjectionRegistry,
        ProjectionService,
        HeadOfLog,
        CrashPoints,
        AppendGuards,
        AggregateStore,
        StartupResumptions,
        IdempotencyStore,
        RateLimiter,
      ],
    };
  }
}

export const InjectConfig = () => Inject(APP_CONFIG);
