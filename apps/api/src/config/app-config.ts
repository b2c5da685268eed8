import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteStores } from './remote-stores';

/** Every setting the process reads, parsed and validated once at start. */
export interface AppConfig {
  port: number;
  dataDir: string;
  /** Set → EventStoreDB adapter; unset → embedded SQLite under dataDir. */
  eventStoreUrl?: string;
  /** Set → MongoDB adapter; unset → embedded SQLite under dataDir. Set both URLs or neither. */
  mongoUrl?: string;
  /** MONGO_URL's path database, else MONGO_DB, else "rotaledger" (see remote-stores.ts). */
  mongoDbName: string;
  jwtSecret: string;
  /** Lifetime of a session token. */
  jwtTtlSeconds: number;
  /** Set → e-mail through SMTP; unset → files in dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Origin used in e-mailed links; unset → taken from the request's host. */
  publicUrl?: string;
  /** Run the projections in this process (embedded: yes; API replicas behind a projector: no). */
  runProjections: boolean;
  /** Serve the built SPA at / (embedded: yes). */
  serveFrontend: boolean;
  frontendDist: string;
  /** How long a command waits for its events to reach the read models before answering 503. */
  readYourWritesTimeoutMs: number;
  /** Express "trust proxy" setting so rate limits see the client's IP behind a proxy. */
  trustProxy: boolean;
  /** Turns rate limits off (load benchmarks only). */
  rateLimitsEnabled: boolean;
  /** Bearer token that unlocks /api/health's details; unset → only `{ status }` is shown. */
  healthToken?: string;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

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

/** In embedded mode a secret is generated once and kept beside the data, so sessions survive restarts. */
function jwtSecret(env: Env, dataDir: string, distributed: boolean): string {
  const raw = env.JWT_SECRET;
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
    return raw;
  }
  if (distributed) {
    throw new ConfigError('JWT_SECRET', 'is required when EVENTSTORE_URL or MONGO_URL is set (replicas must share it)');
  }
  const file = join(dataDir, 'jwt-secret');
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
  const { eventStoreUrl, mongoUrl, mongoDbName, distributed } = remoteStores(env);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  return {
    port: integer(env, 'PORT', 8080, 1, 65535),
    dataDir,
    eventStoreUrl,
    mongoUrl,
    mongoDbName,
    jwtSecret: jwtSecret(env, dataDir, distributed),
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', 60 * 60 * 24 * 30, 60, 60 * 60 * 24 * 365),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Rotaledger <no-reply@rotaledger.local>',
    publicUrl: publicUrl?.replace(/\/$/, ''),
    runProjections: boolean(env, 'RUN_PROJECTIONS', true),
    serveFrontend: boolean(env, 'SERVE_FRONTEND', true),
    frontendDist: resolve(env.FRONTEND_DIST || join(__dirname, '../../../../frontend/dist')),
    readYourWritesTimeoutMs: integer(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 5_000, 10, 120_000),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    rateLimitsEnabled: boolean(env, 'RATE_LIMITS', true),
    healthToken: secret(env, 'HEALTH_TOKEN', 16),
  };
}

/** The DI token for the validated config. */
export const APP_CONFIG = Symbol('APP_CONFIG');
