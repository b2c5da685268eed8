// Container health checks of the app image (run from /app).
//   node deploy/healthcheck.cjs <url>   healthy when the URL answers 200 (an API replica's
//                                       /api/health/live: both stores answer; the projector's lag
//                                       is left to /api/health, the operations view)
//   node deploy/healthcheck.cjs --stores  healthy when this container's configuration loads and both
//                                       stores answer
//   node deploy/healthcheck.cjs --projector  healthy when this container's projector holds the projector
//                                       lease and keeps up: the status file it renews every 10 s
//                                       (PROJECTOR_STATUS_FILE) is fresh and says so
'use strict';

const TIMEOUT_MS = 4_000;

async function httpHealthy(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

async function storesHealthy() {
  const { loadConfig } = require('../apps/api/dist/config/app-config');
  const { createEventStore } = require('@rotaledger/event-store');
  const { createReadModelStore } = require('@rotaledger/read-models');
  const config = loadConfig();
  const eventStore = await createEventStore(config);
  const readModels = await createReadModelStore(config);
  try {
    const answers = await Promise.all([eventStore.health(), readModels.health()]);
    const failing = answers.filter((answer) => !answer.ok);
    if (failing.length > 0) throw new Error(failing.map((answer) => `${answer.adapter}: ${answer.detail}`).join('; '));
  } finally {
    await Promise.allSettled([eventStore.close(), readModels.close()]);
  }
}

/** The projector's status file (apps/api/src/health/projector-status.ts), older than this, means a stuck or dead process. */
const STATUS_STALE_MS = 30_000;

async function projectorHealthy() {
  const { readFileSync } = require('node:fs');
  const { loadConfig } = require('../apps/api/dist/config/app-config');
  const file = loadConfig().projectorStatusFile;
  let status;
  try {
    status = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`no projector status in ${file}: ${error instanceof Error ? error.message : error}`);
  }
  const age = Date.now() - status.writtenAt;
  if (!(age >= 0 && age <= STATUS_STALE_MS)) throw new Error(`the projector status is ${Math.round(age / 1000)} s old`);
  if (!status.projector.holdsLeaseHere)
    throw new Error(`this process does not hold the projector lease (holder: ${status.projector.holder})`);
  if (!status.projector.ok) throw new Error(status.projector.detail ?? 'the projector is not ok');
}

const argument = process.argv[2];
const check = argument === '--stores' ? storesHealthy() : argument === '--projector' ? projectorHealthy() : httpHealthy(argument);
const timer = setTimeout(() => {
  console.error('health check timed out');
  process.exit(1);
}, TIMEOUT_MS * 2);
check.then(
  () => process.exit(0),
  (error) => {
    clearTimeout(timer);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
