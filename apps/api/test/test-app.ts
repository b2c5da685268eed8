import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import request from 'supertest';
import { AppConfig, loadConfig } from '../src/config/app-config';
import type { LogSink } from '../src/common/http/request-log';
import { createApp, RotaledgerApp } from '../src/create-app';
import { FixedClock } from '../src/infrastructure/clock';
import { ProjectionService } from '../src/infrastructure/read-your-writes';
import type { ProjectionChange } from '../src/infrastructure/projection-registry';

export interface TestApp {
  app: RotaledgerApp;
  /** A fresh supertest request against the app (no cookies kept). */
  http: () => ReturnType<typeof request>;
  /** A supertest agent that keeps cookies, like a browser. */
  agent: () => ReturnType<typeof request.agent>;
  clock: FixedClock;
  config: AppConfig;
  eventStore: EventStore;
  readModels: ReadModelStore;
  /**
   * Resolves once the read models have processed every stored event: for a test that reads
   * them directly rather than through a request (a command answers before they catch up,
   * issue 42 §1; a request waits for its caller's position, the head of the log for these tests).
   */
  caughtUp: () => Promise<void>;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real app over the real embedded stores in a temporary DATA_DIR, with a settable
 * clock. `env` overrides configuration (e.g. RATE_LIMITS=false); `rateLimitCeiling` lowers
 * every rate limit to at most that many hits; `traceSql` sees every SQL statement the stores run. The request log is silent unless
 * `requestLog` collects its lines.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: FixedClock;
    dataDir?: string;
    requestLog?: LogSink;
    rateLimitCeiling?: number;
    traceSql?: (sql: string) => void;
    /** Changes a projection as the app registers it (the upgrade tests' new versions). */
    changeProjection?: ProjectionChange;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rotaledger-test-'));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, SERVE_FRONTEND: 'false', ...options.env }),
    rateLimitCeiling: options.rateLimitCeiling,
    traceSql: options.traceSql,
  };
  const clock = options.clock ?? new FixedClock();
  const app = await createApp({ config, clock, logger: false, requestLog: options.requestLog, changeProjection: options.changeProjection });
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    agent: () => request.agent(server),
    clock,
    config,
    eventStore: app.get(EventStore),
    readModels: app.get(ReadModelStore),
    caughtUp: async () => {
      if (!(await app.get(ProjectionService).reachedForCaller(undefined)))
        throw new Error('The read models did not catch up with the event store');
    },
    dataDir,
    close: async () => {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
