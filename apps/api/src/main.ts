import 'reflect-metadata';
import { CheckpointBeyondHeadError } from '@rotaledger/read-models';
import { AccountDeletions } from './accounts/account-deletions';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ config });
  await app.listen(config.port);
  app.get(AccountDeletions).resumeInBackground();
  const stores = `${config.eventStoreUrl ? 'EventStoreDB' : 'embedded event store'} + ${config.mongoUrl ? 'MongoDB' : 'embedded read models'}`;
  console.log(`Rotaledger listening on http://localhost:${config.port} (${stores}, data in ${config.dataDir})`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof CheckpointBeyondHeadError ? error.message : error);
  process.exit(1);
});
