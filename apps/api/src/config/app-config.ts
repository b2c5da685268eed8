import { tmpdir } from 'node:os';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from './config-error';
import { remoteStores } from './remote-stores';
import { checkTrustedProxies, PROXY_RANGE_NAMES } from './trusted-proxies';

/** Every setting the process reads, parsed and validated once at start. */
export interface AppConfig {
  port: number;
  dataDir: string;
  /** Set → the PostgreSQL adapters for both stores (never beside EVENTSTORE_URL / MONGO_URL). */
  databaseUrl?: string;
  /** Set → EventStoreDB adapter; unset → embedded SQLite under dataDir. */
  eventStoreUrl?: string;
  /** Set → MongoDB adapter; unset → embedded SQLite under dataDir. Set both URLs or neither. */
  mongoUrl?: string;
  /** MONGO_URL's path database, else MONGO_DB, else "rotaledger" (see remote-stores.ts). */
  mongoDbName: string;
  jwtSecret: string;
  /**
   * The HMAC key that names an e-mail's claim stream (`email-<hmac>`) and an invitee's data key
   * subject: EMAIL_HMAC_SECRET, else generated into dataDir (embedded), else derived from JWT_SECRET.
   */
  emailHmacSecret: string;
  /** Lifetime of a session token. */
  jwtTtlSeconds: number;
  /** Set → e-mail through SMTP; unset → files in dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Origin of the site, used in e-mailed links: PUBLIC_URL, else this server's own
   * http://localhost:PORT (never a request header, which a client can forge).
   */
  publicUrl: string;
  /** Run the projections in this process (embedded: yes; API replicas behind a projector: no). */
  runProjections: boolean;
  /** Serve the built SPA at / (embedded: yes). */
  serveFrontend: boolean;
  frontendDist: string;
  /** How long a command waits for its events to reach the read models before answering 503. */
  readYourWritesTimeoutMs: number;
  /** How long an old build of an upgraded projection stays after the switch, for replicas that have not seen it yet. */
  projectionDrainMs: number;
  /** How long a request holds its Idempotency-Key without renewing it (renewed every third of it while it runs). */
  idempotencyClaimLeaseMs: number;
  /** /api/health calls the projector stalled once a projection trails the log by more than this. */
  projectorMaxLagSeconds: number;
  /** Where the projector process keeps its status for its container's health check (deploy/healthcheck.cjs --projector). */
  projectorStatusFile: string;
  /**
   * `npm start` with WORKERS=N runs N API worker processes on the one port plus the projector
   * processes (see cluster.ts); undefined runs the one process that does everything.
   */
  workers?: number;
  /**
   * PROJECTOR_PARTITIONS (issue 42 §5): how many projector partitions share the partitioned
   * projections by owner (1: one projector runs everything). Projector processes only.
   */
  projectorPartitions: number;
  /** PROJECTOR_PARTITION: which of them this projector process is (1..projectorPartitions). */
  projectorPartition: number;
  /**
   * The HTTP server's trustProxy (Express's "trust proxy" semantics, proxy-addr): false, a hop count, or the proxies' addresses and subnets, so
   * rate limits see the client's IP and https behind a proxy. Never "trust everyone".
   */
  trustProxy: false | number | string;
  /** Turns rate limits off (load benchmarks only). */
  rateLimitsEnabled: boolean;
  /**
   * Tests only, never read from the environment: lowers every rate limit to at most this many
   * hits per window, so a test can drive any route past its limit in a few requests.
   */
  rateLimitCeiling?: number;
  /**
   * Tests only, never read from the environment: called with every SQL statement the embedded
   * stores run, bound values inlined (the query-plan test EXPLAINs them).
   */
  traceSql?: (sql: string) => void;
  /** Bearer token that unlocks /api/health's details; unset → only `{ status }` is shown. */
  healthToken?: string;
  /** The request log (and Nest's own log lines): `text` for people, `json` for a log collector. */
  logFormat: LogFormat;
  /** Crash tests only: where the process kills itself (see CrashPoints); empty in normal use. */
  crashPoints: CrashPointsConfig;
  /**
   * Browser journeys only (CLOCK_START, CLOCK_STARTED_AT): the server's clock read `start` at
   * the real instant `startedAt` and moves on with real time. Unset: the system clock. Refused
   * when NODE_ENV=production.
   */
  clockStart?: ClockStartConfig;
}

export interface ClockStartConfig {
  start: Date;
  startedAt: Date;
}

/** The steps after which a crash test may ask the process to die (SIGKILL). */
export const CRASH_STEPS = [
  'account-deleted',
  'fenced',
  'stream-deleted',
  'keys-destroyed',
  'streams-deleted',
  'employee-forgotten',
] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];

export interface CrashPointsConfig {
  /** ROTALEDGER_CRASH_AFTER: die right after this step, or (appendsStored) after that many appends were stored. */
  after?: CrashStep | { appendsStored: number };
  /** ROTALEDGER_CRASH_ONCE_FILE: die once right after the step this file names, or `append[:<stream prefix>]` the next stored append (to such a stream) (the file goes first). */
  onceFile?: string;
}

export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

type Env = Record<string, string | undefined>;

/**
 * A write waits at most this long for the read models: well under the gateway's 60 s
 * proxy_read_timeout (deploy/nginx), so a proxy never cuts off an answer that is still coming.
 */
export const READ_YOUR_WRITES_TIMEOUT_MAX_MS = 30_000;

/**
 * How long a stopping API process may need to answer the requests it holds: a write's wait for
 * the read models (at most READ_YOUR_WRITES_TIMEOUT_MAX_MS) after its append (KurrentDB's
 * deadline, 10 s). Compose's `stop_grace_period` for the app's containers and the cluster
 * primary's grace before SIGKILL are at least this (a test reads docker-compose.yml).
 */
export const STOP_GRACE_MIN_MS = READ_YOUR_WRITES_TIMEOUT_MAX_MS + 10_000;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw;
}

function secret(env: Env, name: string, minLength: number): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < minLength) throw new ConfigError(name, `must be at least ${minLength} characters`);
  return raw;
}

function logFormat(env: Env): LogFormat {
  const raw = env.LOG_FORMAT;
  if (raw === undefined || raw === '') return 'text';
  const format = LOG_FORMATS.find((name) => name === raw.trim().toLowerCase());
  if (!format) throw new ConfigError('LOG_FORMAT', `must be ${LOG_FORMATS.join(' or ')} (got "${raw}")`);
  return format;
}

/**
 * A hop count, or a comma list of proxy addresses, subnets and proxy-addr's range names that
 * together leave some client untrusted (trusted-proxies.ts). "true" is refused: trusting every hop lets any client pick its own IP with a forged
 * X-Forwarded-For (nginx's $proxy_add_x_forwarded_for keeps what the client sent).
 */
function trustProxy(env: Env): false | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || /^(false|no|off)$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `must be a hop count from 0 to 10 (got "${raw}")`);
    return hops === 0 ? false : hops;
  }
  if (/^(true|yes|on|\*|all)$/i.test(raw)) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must not trust every proxy (got "${raw}"): any client could then forge its address with X-Forwarded-For. ` +
        'Give the number of proxies in front of the server (e.g. 1) or their addresses or subnets (e.g. 10.0.0.0/8, loopback)',
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const check = checkTrustedProxies(entries);
  if (!check.ok && 'invalidEntry' in check) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be a hop count or a comma list of addresses, subnets (CIDR) or ${Object.keys(PROXY_RANGE_NAMES).join(', ')} (got "${check.invalidEntry}")`,
    );
  }
  if (!check.ok) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must not trust every ${check.coversEvery} address (got "${raw}"): any client could then forge its address with X-Forwarded-For. ` +
        'List only the addresses or subnets your proxies are in (e.g. 10.0.0.0/8, loopback)',
    );
  }
  return entries.join(',');
}

/** Most API worker processes one machine is given (each holds its own connections and caches). */
export const MAX_WORKERS = 64;

/** WORKERS: unset runs one process; a number runs that many API workers beside a projector, on the embedded stores only. */
function workers(env: Env, remote: boolean): number | undefined {
  const raw = env.WORKERS;
  if (raw === undefined || raw.trim() === '') return undefined;
  const count = integer(env, 'WORKERS', 1, 1, MAX_WORKERS);
  if (remote) {
    throw new ConfigError(
      'WORKERS',
      'is for the embedded stores on one machine; with remote stores run API replicas and a projector instead',
    );
  }
  return count;
}

/** Most projector partitions (each is a projector process, and a standby, with a lease of its own). */
export const MAX_PROJECTOR_PARTITIONS = 64;

/** PROJECTOR_PARTITIONS and PROJECTOR_PARTITION: how many partitions, and which one this projector is. */
function projectorPartitions(env: Env): { projectorPartitions: number; projectorPartition: number } {
  const count = integer(env, 'PROJECTOR_PARTITIONS', 1, 1, MAX_PROJECTOR_PARTITIONS);
  const index = integer(env, 'PROJECTOR_PARTITION', 1, 1, MAX_PROJECTOR_PARTITIONS);
  if (index > count) {
    throw new ConfigError('PROJECTOR_PARTITION', `must be from 1 to PROJECTOR_PARTITIONS (${count}), got ${index}`);
  }
  return { projectorPartitions: count, projectorPartition: index };
}

/** In embedded mode a secret is generated once and kept beside the data, so sessions survive restarts. */
function jwtSecret(env: Env, dataDir: string, distributed: boolean): string {
  const raw = env.JWT_SECRET;
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
    return raw;
  }
  if (distributed) {
    throw new ConfigError('JWT_SECRET', 'is required when DATABASE_URL, EVENTSTORE_URL or MONGO_URL is set (replicas must share it)');
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * EMAIL_HMAC_SECRET; embedded: generated once into DATA_DIR/email-hmac-secret; remote stores:
 * derived from JWT_SECRET (so existing deployments start as before; set it to rotate JWT_SECRET).
 */
function emailHmacSecret(env: Env, dataDir: string, distributed: boolean, jwt: string): string {
  const raw = env.EMAIL_HMAC_SECRET;
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError('EMAIL_HMAC_SECRET', 'must be at least 32 characters');
    return raw;
  }
  if (distributed) return createHmac('sha256', jwt).update('rotaledger email-hmac-secret').digest('base64url');
  const file = join(dataDir, 'email-hmac-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot be created: ${(error as Error).message}`);
  }
  const { databaseUrl, eventStoreUrl, mongoUrl, mongoDbName, distributed } = remoteStores(env);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  // Mail leaves the machine: its links must name the site, not this process's localhost.
  if (smtpUrl && !publicUrl) {
    throw new ConfigError(
      'PUBLIC_URL',
      'is required when SMTP_URL is set (the origin of the links in e-mails, e.g. https://rota.example.com)',
    );
  }
  const port = integer(env, 'PORT', 8080, 1, 65535);
  const jwt = jwtSecret(env, dataDir, distributed);
  const readYourWritesTimeoutMs = integer(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 5_000, 10, READ_YOUR_WRITES_TIMEOUT_MAX_MS);
  return {
    port,
    dataDir,
    databaseUrl,
    eventStoreUrl,
    mongoUrl,
    mongoDbName,
    jwtSecret: jwt,
    emailHmacSecret: emailHmacSecret(env, dataDir, distributed, jwt),
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', 60 * 60 * 24 * 30, 60, 60 * 60 * 24 * 365),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Rotaledger <no-reply@rotaledger.local>',
    publicUrl: publicUrl?.replace(/\/$/, '') ?? `http://localhost:${port}`,
    runProjections: boolean(env, 'RUN_PROJECTIONS', true),
    serveFrontend: boolean(env, 'SERVE_FRONTEND', true),
    frontendDist: resolve(env.FRONTEND_DIST || join(__dirname, '../../../../frontend/dist')),
    readYourWritesTimeoutMs,
    projectionDrainMs: integer(env, 'PROJECTION_DRAIN_MS', 5_000, 0, 600_000),
    idempotencyClaimLeaseMs: integer(env, 'IDEMPOTENCY_CLAIM_LEASE_MS', 30_000, 300, 300_000),
    projectorMaxLagSeconds: integer(env, 'PROJECTOR_MAX_LAG_SECONDS', 30, 1, 86_400),
    projectorStatusFile: resolve(env.PROJECTOR_STATUS_FILE || join(tmpdir(), 'rotaledger-projector-status.json')),
    workers: workers(env, Boolean(eventStoreUrl)),
    ...projectorPartitions(env),
    trustProxy: trustProxy(env),
    rateLimitsEnabled: boolean(env, 'RATE_LIMITS', true),
    healthToken: secret(env, 'HEALTH_TOKEN', 16),
    logFormat: logFormat(env),
    crashPoints: crashPoints(env),
    clockStart: clockStart(env),
  };
}

/** An instant with its offset from UTC, as ISO 8601 writes it: 2026-06-10T08:30:00Z, 2026-06-10T09:30:00+01:00. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function instant(env: Env, name: string): Date | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = new Date(raw);
  if (!INSTANT.test(raw) || Number.isNaN(value.getTime())) {
    throw new ConfigError(name, `must be an ISO 8601 instant with its offset, e.g. 2026-06-10T08:30:00Z (got "${raw}")`);
  }
  return value;
}

/** CLOCK_START (and CLOCK_STARTED_AT, else now): a shifted clock for browser journeys, never in production. */
function clockStart(env: Env): ClockStartConfig | undefined {
  const start = instant(env, 'CLOCK_START');
  const startedAt = instant(env, 'CLOCK_STARTED_AT');
  if (!start) {
    if (startedAt) throw new ConfigError('CLOCK_STARTED_AT', 'is only read with CLOCK_START');
    return undefined;
  }
  if (env.NODE_ENV?.trim().toLowerCase() === 'production') {
    throw new ConfigError(
      'CLOCK_START',
      'is for browser tests only and is refused when NODE_ENV=production (the server must run on the real clock)',
    );
  }
  return { start, startedAt: startedAt ?? new Date() };
}

/** ROTALEDGER_CRASH_AFTER (`append:<n>` or a step) and ROTALEDGER_CRASH_ONCE_FILE, for the crash tests. */
function crashPoints(env: Env): CrashPointsConfig {
  const raw = env.ROTALEDGER_CRASH_AFTER;
  const onceFile = env.ROTALEDGER_CRASH_ONCE_FILE || undefined;
  if (!raw) return onceFile ? { onceFile } : {};
  const appends = /^append:(\d{1,6})$/.exec(raw);
  const after = appends ? { appendsStored: Number(appends[1]) } : CRASH_STEPS.find((step) => step === raw);
  if (!after || (typeof after === 'object' && after.appendsStored < 1)) {
    throw new ConfigError('ROTALEDGER_CRASH_AFTER', `must be append:<n> (n from 1) or one of ${CRASH_STEPS.join(', ')} (got "${raw}")`);
  }
  return onceFile ? { after, onceFile } : { after };
}

/** The DI token for the validated config. */
export const APP_CONFIG = Symbol('APP_CONFIG');
