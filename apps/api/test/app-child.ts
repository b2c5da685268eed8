/**
 * Child process for crash tests: the server as main.ts starts it (listen, then finish what a
 * crash left undone: StartupResumptions), configured from its environment (DATA_DIR, ...), on a
 * free loopback port that it prints as `listening <port>`.
 * Usage: node -r scripts/ts-register.cjs apps/api/test/app-child.ts
 */
import 'reflect-metadata';
import { writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { StartupResumptions } from '../src/infrastructure/startup-resumptions';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';

async function main(): Promise<void> {
  // Errors and warnings to stderr (the tests show them when something is left undone); no request lines.
  const app = await createApp({ config: loadConfig(), requestLog: () => undefined });
  await app.listen(0, '127.0.0.1');
  app.get(StartupResumptions).resumeAll();
  writeSync(1, `listening ${(app.getHttpServer().address() as AddressInfo).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
