import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { CheckpointBeyondHeadError } from '@rotaledger/read-models';
import { StartupResumptions } from './infrastructure/startup-resumptions';
import { loadConfig } from './config/app-config';
import { ConfigError } from './config/config-error';
import { ProjectorStatus } from './health';
import { shiftedClockWarning } from './infrastructure/clock';

/** How often the projector renews its status file; its container's health check wants it fresher than 3 times this. */
export const PROJECTOR_STATUS_EVERY_MS = 10_000;

/** The projector service of the distributed setup: runs every projection, serves nothing. */
async function main(): Promise<void> {
  const config = { ...loadConfig(), runProjections: true, serveFrontend: false };
  const shifted = shiftedClockWarning(config.clockStart);
  if (shifted) console.warn(shifted);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config }), { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  app.get(StartupResumptions).resumeAll();
  // Its container is healthy while this process holds the projector lease and keeps up (finding 7 of issue 30).
  const status = app.get(ProjectorStatus);
  const writeStatus = () =>
    status
      .writeFile(config.projectorStatusFile)
      .catch((error: unknown) => console.error(`Could not write the projector status: ${String(error)}`));
  void writeStatus();
  setInterval(() => void writeStatus(), PROJECTOR_STATUS_EVERY_MS).unref();
  console.log('Rotaledger projector running');
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof CheckpointBeyondHeadError ? error.message : error);
  process.exit(1);
});
