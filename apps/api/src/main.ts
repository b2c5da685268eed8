import 'reflect-metadata';
import { CheckpointBeyondHeadError } from '@rotaledger/read-models';
import { StartupResumptions } from './infrastructure/startup-resumptions';
import { loadConfig } from './config/app-config';
import { ConfigError } from './config/config-error';
import { createApp, RotaledgerApp } from './create-app';
import { shiftedClockWarning } from './infrastructure/clock';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.runProjections && config.projectorPartitions > 1) {
    throw new ConfigError(
      'PROJECTOR_PARTITIONS',
      'needs projector processes of their own: run WORKERS=N npm start, or API replicas with RUN_PROJECTIONS=false beside one projector per partition (PROJECTOR_PARTITION)',
    );
  }
  const shifted = shiftedClockWarning(config.clockStart);
  if (shifted) console.warn(shifted);
  const app = await createApp({ config });
  await listenOnEveryInterface(app, config.port);
  app.get(StartupResumptions).resumeAll();
  const stores = config.databaseUrl
    ? 'PostgreSQL event store + PostgreSQL read models'
    : `${config.eventStoreUrl ? 'EventStoreDB' : 'embedded event store'} + ${config.mongoUrl ? 'MongoDB' : 'embedded read models'}`;
  console.log(`Rotaledger listening on http://localhost:${config.port} (${stores}, data in ${config.dataDir})`);
}

/** Every interface, IPv6 and IPv4 (as Node's own default does); IPv4 only where the host has no IPv6. */
async function listenOnEveryInterface(app: RotaledgerApp, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof CheckpointBeyondHeadError ? error.message : error);
  process.exit(1);
});
