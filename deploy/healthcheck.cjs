// Container health checks of the app image (run from /app).
//   node deploy/healthcheck.cjs <url>   healthy when the URL answers 200 (an API replica's /api/health:
//                                       both stores answer)
//   node deploy/healthcheck.cjs --stores  healthy when this container's configuration loads and both
//                                       stores answer (the projector, which serves no HTTP)
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

const argument = process.argv[2];
const check = argument === '--stores' ? storesHealthy() : httpHealthy(argument);
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
