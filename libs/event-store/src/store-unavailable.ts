import type { Pool, PoolClient } from 'pg';

/**
 * A store that cannot be reached right now (its server restarting, a dropped connection, no
 * route): the request did not fail on its own account and may be sent again in a moment. The
 * API answers 503 with Retry-After (api-exception.filter.ts); a write sent with an
 * Idempotency-Key keeps its key tied to what it may have stored, and the retry resolves it.
 */
export class StoreUnavailableError extends Error {
  constructor(
    readonly store: string,
    readonly cause: unknown,
  ) {
    super(`The ${store} cannot be reached right now: ${String((cause as { message?: unknown } | null)?.message ?? cause)}`);
    this.name = 'StoreUnavailableError';
  }
}

/** Node's socket errors that mean "no connection", not "this query is wrong". */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL's: the server shutting down or starting up (class 57P), any connection exception (class 08). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres's own, which carry no code. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
];

/** Whether a node-postgres error means the server could not be reached or went away (not a fault of the query). */
export function isPostgresConnectionLoss(error: unknown): boolean {
  // Not `instanceof Error`: an error made in another realm (Node's own, under a test runner's sandbox) is one too.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Makes every query and connection of `pool` (and of the clients it lends) throw a
 * StoreUnavailableError instead of node-postgres's error when the server cannot be reached,
 * so the adapters need no try/catch of their own, and keeps a lent client's connection loss
 * from crashing the process. The pool must not have been used yet.
 */
export function withUnavailableErrors(pool: Pool, store: string): Pool {
  const translate = (error: unknown): never => {
    throw isPostgresConnectionLoss(error) ? new StoreUnavailableError(store, error) : error;
  };
  const guarded = new WeakSet<PoolClient>();
  const guardClient = (client: PoolClient): PoolClient => {
    if (guarded.has(client)) return client;
    guarded.add(client);
    // The pool listens for errors only on idle clients: a lent one between two statements (in a
    // transaction) whose server goes away would emit an unhandled 'error' and crash the process.
    // Its next query fails instead ("not queryable", a StoreUnavailableError), and the pool drops it on release.
    client.on('error', () => undefined);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      return result instanceof Promise ? result.catch(translate) : result;
    }) as PoolClient['query'];
    return client;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise ? result.catch(translate) : result;
  }) as Pool['query'];
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<PoolClient> | undefined;
  // The callback form is the pool's own (pool.query connects that way): left as it is.
  pool.connect = ((...args: unknown[]) =>
    args.length > 0 ? connect(...args) : connect()!.then(guardClient, translate)) as Pool['connect'];
  return pool;
}
