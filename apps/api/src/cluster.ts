import cluster, { Worker } from 'node:cluster';
import { loadConfig, STOP_GRACE_MIN_MS } from './config/app-config';
import { ConfigError } from './config/config-error';
import { RestartBackoff } from './restart-backoff';

/**
 * `WORKERS=N npm start`: several processes on one machine, on the embedded stores in
 * DATA_DIR or on PostgreSQL (DATABASE_URL), by the distributed setup's code path. The primary only supervises; it forks
 * N API workers that share the one port (node:cluster) and run no projections
 * (read-your-writes polls the stored checkpoints), and two projector processes: one holds
 * the projector lease, the other stands by and takes it when the holder dies. The lease,
 * each batch's checkpoint compare-and-set and the Idempotency-Key records live in the
 * shared read-model store. With PROJECTOR_PARTITIONS=N (issue 42 §5) there are two projector
 * processes per partition, a holder and a standby, each pair with its partition's lease. A
 * process that dies is started again after a backoff. Each
 * projector writes its own status file (PROJECTOR_STATUS_FILE with its number before the
 * extension). Killed alone, the primary takes its children with it: a node:cluster worker
 * exits when it loses its primary.
 */
const ROLE_VARIABLE = 'ROTALEDGER_ROLE';
type Role = 'api' | 'projector';
const PROJECTORS = 2;
/** Children asked to stop get this long before they are killed: room for the writes they are answering (see STOP_GRACE_MIN_MS). */
const STOP_GRACE_MS = STOP_GRACE_MIN_MS + 5_000;

interface Slot {
  role: Role;
  number: number;
  /** A projector's partition (PROJECTOR_PARTITION). */
  partition?: number;
  backoff: RestartBackoff;
  worker?: Worker;
  startedAt: number;
}

/** `…/status.json` → `…/status.2.json`: the status file of projector `number`. */
function projectorStatusFileOf(file: string, number: number): string {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}.${number}${file.slice(dot)}` : `${file}.${number}`;
}

function primary(): void {
  const config = loadConfig();
  // CLOCK_START: every child shifts its clock by the same offset, the one the primary read.
  if (config.clockStart) process.env.CLOCK_STARTED_AT ??= config.clockStart.startedAt.toISOString();
  const apiWorkers = config.workers ?? 1;
  let stopping = false;
  const slots: Slot[] = [
    ...Array.from({ length: apiWorkers }, (_, i) => ({ role: 'api' as const, number: i + 1 })),
    ...Array.from({ length: PROJECTORS * config.projectorPartitions }, (_, i) => ({
      role: 'projector' as const,
      number: i + 1,
      partition: 1 + Math.floor(i / PROJECTORS),
    })),
  ].map((slot) => ({ ...slot, backoff: new RestartBackoff({ initialMs: 250, maxMs: 15_000, stableAfterMs: 30_000 }), startedAt: 0 }));

  const start = (slot: Slot) => {
    if (stopping) return;
    const env: Record<string, string> = { [ROLE_VARIABLE]: slot.role, RUN_PROJECTIONS: slot.role === 'projector' ? 'true' : 'false' };
    if (slot.role === 'projector') {
      env.SERVE_FRONTEND = 'false';
      // Each projector its own status file: a standby's "not the holder" never overwrites the holder's.
      env.PROJECTOR_STATUS_FILE = projectorStatusFileOf(config.projectorStatusFile, slot.number);
      env.PROJECTOR_PARTITION = String(slot.partition ?? 1);
    }
    slot.startedAt = Date.now();
    const worker = cluster.fork(env);
    slot.worker = worker;
    const partition =
      config.projectorPartitions > 1 && slot.partition ? ` of partition ${slot.partition}/${config.projectorPartitions}` : '';
    console.log(`cluster: ${slot.role} ${slot.number}${partition} started (pid ${worker.process.pid})`);
    worker.on('exit', (code, signal) => {
      slot.worker = undefined;
      if (stopping) return;
      const delay = slot.backoff.delayAfterExit(Date.now() - slot.startedAt);
      console.error(
        `cluster: ${slot.role} ${slot.number} (pid ${worker.process.pid}) died (${signal ?? `exit code ${code}`}); starting it again in ${delay} ms`,
      );
      setTimeout(() => start(slot), delay);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
    if (running.length === 0) process.exit(0);
    let left = running.length;
    for (const worker of running) {
      worker.on('exit', () => --left === 0 && process.exit(0));
      worker.process.kill(signal);
    }
    setTimeout(() => {
      for (const worker of running) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  console.log(
    `cluster: primary pid ${process.pid}: ${apiWorkers} API workers on port ${config.port}, ` +
      (config.projectorPartitions > 1
        ? `${PROJECTORS * config.projectorPartitions} projectors (${config.projectorPartitions} partitions, one of each pair stands by)`
        : `${PROJECTORS} projectors (one stands by)`) +
      `, data in ${config.dataDir}`,
  );
  slots.forEach(start);
}

if (cluster.isPrimary) {
  try {
    primary();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
} else if (process.env[ROLE_VARIABLE] === 'projector') {
  void import('./projector');
} else {
  void import('./main');
}
