import 'reflect-metadata';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import {
  activeKey,
  BuildDirectory,
  buildBeside,
  compareReadModels,
  createReadModelStore,
  MongoReadModelStore,
  PostgresReadModelStore,
  ReadModelStore,
  rebuildReadModels,
  SqliteReadModelStore,
  VersionedProjectionRunner,
} from '@rotaledger/read-models';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { ConfigError } from '../config/config-error';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ProjectionService } from '../infrastructure/read-your-writes';

/** How often the rebuild looks whether queries read the new builds yet. */
const SWITCH_POLL_MS = 200;

/**
 * `npm run rebuild-read-models`: replays the log from zero into a new build of every read
 * model, beside the ones queries read, while the app runs (issue 42 §3); then queries switch to
 * the new builds, and the old ones are dropped. A running projector makes the switch; when none
 * runs, this process does. `npm run verify-read-models` (--verify): rebuilds into a scratch store
 * instead and compares it with the live read models, printing each difference; exit 1 if any.
 * The scratch store (a `<db>_scratch` database, the `read_models_scratch` schema, or
 * `read-models.scratch.db`) is dropped afterwards. `--profile` times each projection's rebuild
 * alone into the scratch store (see profileRebuild).
 */
export async function runRebuild(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
): Promise<number> {
  const verify = argv.includes('--verify');
  const profile = argv.includes('--profile');
  const config = { ...loadConfig(env), runProjections: false, serveFrontend: false };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config }), { logger: ['error', 'warn'] });
  try {
    const eventStore = app.get<EventStore, EventStore<AnyDomainEvent>>(EventStore);
    const registry = app.get(ProjectionRegistry);
    if (profile) return await profileRebuild(eventStore, registry, config, print);
    if (!verify) {
      const started = Date.now();
      const cpuBefore = process.cpuUsage();
      await app.get(ProjectionService).dropRetiredProjections();
      const readModels = app.get(ReadModelStore);
      const log = (message: string, error?: unknown) => (error === undefined ? print(message) : console.error(message, error));
      const { builds, events } = await buildBeside(eventStore, readModels, registry.all(), { log });
      // The rate is the replay's: the wait for the switch below (and its drain) is not rebuilding work.
      const built = Date.now();
      const cpu = process.cpuUsage(cpuBefore);
      // The projector switches to ready builds; this runner does it when no projector runs (it then holds the lease).
      const switcher = new VersionedProjectionRunner(eventStore, readModels, app.get(BuildDirectory), registry.all(), {
        log,
        drainMs: config.projectionDrainMs,
      });
      await switcher.start();
      try {
        const switched = async () => {
          const checkpoints = await readModels.getCheckpoints();
          return [...builds].every(([name, build]) => (checkpoints[activeKey(name)] ?? 0) >= build);
        };
        while (!(await switched())) await new Promise((resolve) => setTimeout(resolve, SWITCH_POLL_MS));
        if (switcher.holdsLease()) await switcher.settled();
      } finally {
        await switcher.stop();
      }
      print(
        `Rebuilt ${registry.all().length} projections from ${events} events in ${built - started} ms ` +
          `(${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU), beside the live ones ` +
          `(the switch to them took ${Date.now() - built} ms more); queries read the new builds.`,
      );
      return 0;
    }
    const scratch = await createReadModelStore({
      databaseUrl: config.databaseUrl,
      mongoUrl: config.mongoUrl,
      mongoDbName: config.mongoDbName,
      dataDir: config.dataDir,
      scratch: true,
    });
    try {
      const report = await rebuildReadModels(eventStore, scratch, registry.all());
      const differences = await compareReadModels(app.get(ReadModelStore), scratch, registry.collections());
      for (const d of differences) {
        print(`DIFF ${d.collection}/${d.id}\n  live:    ${JSON.stringify(d.live)}\n  rebuilt: ${JSON.stringify(d.rebuilt)}`);
      }
      print(
        differences.length === 0
          ? `Read models verified: identical to a rebuild of ${report.events} events.`
          : `${differences.length} read-model document(s) differ from a rebuild.`,
      );
      return differences.length === 0 ? 0 : 1;
    } finally {
      await discardScratch(scratch, config.dataDir);
    }
  } finally {
    await app.close();
  }
}

/**
 * `--profile` (bench:scale): rebuilds each projection alone into the scratch store and prints its
 * time and the documents it leaves, one `PROFILE <name> <ms> ms <documents> documents` line each,
 * so a slow rebuild can be laid at the door of the projections and documents that make it so.
 */
async function profileRebuild(
  eventStore: EventStore<AnyDomainEvent>,
  registry: ProjectionRegistry,
  config: ReturnType<typeof loadConfig>,
  print: (line: string) => void,
): Promise<number> {
  const scratch = await createReadModelStore({
    databaseUrl: config.databaseUrl,
    mongoUrl: config.mongoUrl,
    mongoDbName: config.mongoDbName,
    dataDir: config.dataDir,
    scratch: true,
  });
  try {
    for (const projection of registry.all()) {
      const report = await rebuildReadModels(eventStore, scratch, [projection]);
      let documents = 0;
      for (const collection of projection.collections) documents += (await scratch.dump(collection)).length;
      print(`PROFILE ${projection.name} ${report.milliseconds} ms ${documents} documents`);
    }
    return 0;
  } finally {
    await discardScratch(scratch, config.dataDir);
  }
}

/** The file createReadModelStore opens for `scratch: true` in the embedded setup. */
const SCRATCH_SQLITE_FILE = 'read-models.scratch.db';

/** A verification leaves nothing behind: a second full copy of the read models would only go stale. */
async function discardScratch(scratch: ReadModelStore, dataDir: string): Promise<void> {
  try {
    if (scratch instanceof MongoReadModelStore) await scratch.dropDatabase();
    if (scratch instanceof PostgresReadModelStore) await scratch.dropSchema();
  } finally {
    await scratch.close();
  }
  if (scratch instanceof SqliteReadModelStore) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, SCRATCH_SQLITE_FILE + suffix), { force: true });
  }
}

if (require.main === module) {
  runRebuild(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
