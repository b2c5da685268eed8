import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { CheckpointBeyondHeadError } from '@rotaledger/read-models';
import { AccountDeletions } from './accounts/account-deletions';
import { ConfigError, loadConfig } from './config/app-config';

/** The projector service of the distributed setup: runs every projection, serves nothing. */
async function main(): Promise<void> {
  const config = { ...loadConfig(), runProjections: true, serveFrontend: false };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config }), { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  app.get(AccountDeletions).resumeInBackground();
  console.log('Rotaledger projector running');
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof CheckpointBeyondHeadError ? error.message : error);
  process.exit(1);
});
