/**
 * Projector partitions against one projector: `npm run bench:partitions` (issue 42 §5).
 *
 * On PostgreSQL (DATABASE_URL: a database of its own, which the bench fills and whose read-model
 * schema it drops between runs), it makes PARTITIONS_ACCOUNTS accounts (default 6) with a
 * workplace and 40 staff through the API, appends PARTITIONS_WEEKS weeks (default 26) of five
 * shifts a person a week straight to the log (as bench:scale does), and then replays the read
 * models from position zero with P projector processes, for P in PARTITIONS_RUNS (default
 * 1,2,2,1: alternating, so a drift over the minutes favours neither). A run ends when every
 * projection's checkpoint, folded over its partitions as readers see it, has reached the log's
 * head. Printed: each run's time and events/s, and the median of each P against P=1's.
 *
 * Needs the built API (`npm run build:api`). Remote stores want a mail server: a sink on
 * loopback that drops every message stands in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { createEventStore, type UntypedEvent } from '@rotaledger/event-store';
import { foldedCheckpoint, partitionGroupsOf } from '@rotaledger/read-models';
import { appendRotaHistory, CHECKOUT, createHistoryAccount, freePort, HistoryAccount, startBuiltApp } from './bench-kit';

const DATABASE_URL = process.env.DATABASE_URL;
const ACCOUNTS = Number(process.env.PARTITIONS_ACCOUNTS ?? 6);
const WEEKS = Number(process.env.PARTITIONS_WEEKS ?? 26);
const RUNS = (process.env.PARTITIONS_RUNS ?? '1,2,2,1').split(',').map(Number);
const STAFF = 40;
const SHIFTS = 5;
const PASSWORD = 'Bench#12345';
const JWT_SECRET = 'bench-partitions-jwt-secret-0123456789abcdef';
/**
 * A run ends when these have reached the head: every projection that reads rota events, so each
 * records its checkpoint at the log's last event (one that ignores a run of events records it
 * only every 1,000, and would never show the head). They are 88 % of a rebuild's work (bench:scale).
 */
const WAITED_ON = ['audit-history', 'staff-feeds', 'rota-days', 'pay-ledger', 'sharing', 'request-decision-days'];

/** The stored checkpoints of `names`, each folded over its partitions as readers see it. */
async function foldedCheckpoints(db: Client, names: readonly string[]): Promise<Map<string, number>> {
  const rows = (await db.query<{ projection: string; position: string }>('SELECT projection, position FROM read_models.checkpoints')).rows;
  const stored = Object.fromEntries(rows.map((row) => [row.projection, Number(row.position)]));
  return new Map(names.map((name) => [name, foldedCheckpoint(partitionGroupsOf(name, stored)) ?? 0]));
}

/** P projector processes from an empty read-model schema until every projection's fold is at `head`. */
async function replay(env: NodeJS.ProcessEnv, db: Client, partitions: number, head: number, names: readonly string[]) {
  await db.query('DROP SCHEMA IF EXISTS read_models CASCADE');
  const dir = mkdtempSync(join(tmpdir(), 'rotaledger-partitions-bench-'));
  const children: ChildProcess[] = [];
  const started = performance.now();
  try {
    for (let index = 1; index <= partitions; index++) {
      children.push(
        spawn(process.execPath, [join(CHECKOUT, 'apps/api/dist/projector.js')], {
          env: {
            ...env,
            RUN_PROJECTIONS: 'true',
            PROJECTOR_PARTITIONS: String(partitions),
            PROJECTOR_PARTITION: String(index),
            PROJECTOR_STATUS_FILE: join(dir, `status.${index}.json`),
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
    }
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const exited = children.find((child) => child.exitCode !== null);
      if (exited) throw new Error(`a projector exited with code ${exited.exitCode}`);
      const folded = await foldedCheckpoints(db, names).catch(() => undefined);
      if (folded && names.length > 0 && [...folded.values()].every((position) => position >= head)) break;
    }
    return performance.now() - started;
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!DATABASE_URL) throw new Error('bench:partitions needs DATABASE_URL: an empty PostgreSQL database of its own');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const env = {
    ...process.env,
    DATABASE_URL,
    JWT_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: 'http://localhost:8080',
    RATE_LIMITS: 'false',
    SERVE_FRONTEND: 'false',
    WORKERS: '',
  };
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-partitions-app-'));
  try {
    console.log(`${ACCOUNTS} accounts × ${STAFF} staff through the API, then ${WEEKS} weeks × ${SHIFTS} days of history to the log ...`);
    const app = await startBuiltApp(dataDir, { ...env, RUN_PROJECTIONS: 'true' });
    const accounts: HistoryAccount[] = [];
    try {
      for (let index = 0; index < ACCOUNTS; index++) {
        accounts.push(
          await createHistoryAccount(app.port, index, {
            email: `partitions${index}@example.com`,
            password: PASSWORD,
            staff: STAFF,
            surname: 'Bench',
          }),
        );
      }
    } finally {
      await app.stop();
    }
    const store = await createEventStore<UntypedEvent>({ databaseUrl: DATABASE_URL, dataDir });
    let appended = 0;
    try {
      for (const account of accounts) appended += await appendRotaHistory(store, account, '2026-01-05', WEEKS, SHIFTS);
    } finally {
      await store.close();
    }
    const head = Number((await db.query<{ head: string }>('SELECT max(position) AS head FROM event_store.events')).rows[0].head);
    const events = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM event_store.events')).rows[0].n);
    console.log(
      `${events.toLocaleString('en-GB')} events in the log (${appended.toLocaleString('en-GB')} of them rota history); replaying ...`,
    );

    const names = WAITED_ON;
    const runs: { partitions: number; ms: number }[] = [];
    for (const partitions of RUNS) {
      const ms = await replay(env, db, partitions, head, names);
      runs.push({ partitions, ms });
      console.log(
        `  ${partitions} projector(s): ${Math.round(ms).toLocaleString('en-GB')} ms, ${Math.round((events * 1000) / ms).toLocaleString('en-GB')} events/s`,
      );
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    };
    const one = median(runs.filter((r) => r.partitions === 1).map((r) => r.ms));
    console.log(
      `\nRun ${new Date().toISOString()}: ${cpus()[0]?.model.split(' ')[0] ?? ''} ${cpus().length} cores, Node ${process.version}; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}; timed until ${names.join(', ')} reached the head of ${events.toLocaleString('en-GB')} events, PostgreSQL.\n`,
    );
    console.log('| projector processes (PROJECTOR_PARTITIONS) | runs | median ms | events/s | speed ÷ one projector |');
    console.log('|---:|---:|---:|---:|---:|');
    for (const partitions of [...new Set(RUNS)].sort((a, b) => a - b)) {
      const ms = median(runs.filter((r) => r.partitions === partitions).map((r) => r.ms));
      console.log(
        `| ${partitions} | ${runs.filter((r) => r.partitions === partitions).length} | ${Math.round(ms).toLocaleString('en-GB')} | ${Math.round((events * 1000) / ms).toLocaleString('en-GB')} | ${(one / ms).toFixed(2)} |`,
      );
    }
  } finally {
    await db.end();
    smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
