import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { onRequestHookHandler } from 'fastify';
import type { LogFormat } from '../../config/app-config';
import { HttpRequest, isApiPath, pathOf, routePath } from './http-types';

export const CORRELATION_ID_HEADER = 'x-correlation-id';

/** A client's id is kept only when it is a short plain token: it goes into logs and event metadata. */
const SAFE_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Where finished request lines go: stdout in production, a test's array, or nowhere. */
export type LogSink = (line: string) => void;

/** stdout is asynchronous when it is a pipe (Docker, systemd): no disk write holds the request. */
export const writeToStdout: LogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

/**
 * One finished API request. Never a body, a query string, a token or an e-mail: the
 * user is named by id, and the path of a shared-rota link (itself the secret) is masked.
 */
export interface RequestLogEntry {
  level: 'info' | 'error';
  msg: 'request';
  method: string;
  path: string;
  status: number;
  durationMs: number;
  correlationId: string;
  userId: string | null;
  time: string;
  /** The client went away before the answer was fully sent. */
  aborted?: true;
}

/** The client's `x-correlation-id` when it is a safe token, else a new UUID. */
export function correlationIdFrom(header: unknown): string {
  return typeof header === 'string' && SAFE_CORRELATION_ID.test(header) ? header : randomUUID();
}

/** The request's correlation id, decided once (by `requestContext`, first on every /api request). */
export function correlationIdOf(request: HttpRequest): string {
  request.correlationId ??= correlationIdFrom(request.headers[CORRELATION_ID_HEADER]);
  return request.correlationId;
}

const SHARED_ROTA_LINK = /^(\/api\/rotas\/)(?!share\/?$)[^/]+(\/?)$/i;
/** The health checks (the operations view and the containers' liveness check). */
const HEALTH = /^\/api\/health(\/live)?\/?$/i;

/** The path without its query string, a shared rota's link id replaced by `:rotaId`. */
export function loggablePath(url: string): string {
  return pathOf(url).replace(SHARED_ROTA_LINK, '$1:rotaId$2');
}

export function formatRequestLog(entry: RequestLogEntry, format: LogFormat): string {
  if (format === 'json') return JSON.stringify(entry);
  const user = entry.userId ? ` userId=${entry.userId}` : '';
  const aborted = entry.aborted ? ' aborted' : '';
  return (
    `${entry.time} ${entry.level.toUpperCase()} ${entry.method} ${entry.path} ${entry.status} ` +
    `${entry.durationMs}ms correlationId=${entry.correlationId}${user}${aborted}`
  );
}

/**
 * First hook on /api: gives the request its correlation id (the one command
 * handlers put into the events' metadata), echoes it as `x-correlation-id` on every
 * answer, errors included, and writes one line when the answer is done.
 * Health checks that pass are not logged: load balancers poll them every few seconds.
 */
export function requestContext(options: { format: LogFormat; sink?: LogSink }): onRequestHookHandler {
  const { format, sink } = options;
  return (request, reply, done) => {
    if (!isApiPath(routePath(request.url))) return done();
    const correlationId = correlationIdOf(request);
    reply.header(CORRELATION_ID_HEADER, correlationId);
    if (sink) {
      const started = performance.now();
      const response = reply.raw;
      response.once('close', () => {
        const path = loggablePath(request.url);
        const status = response.statusCode;
        if (status < 400 && HEALTH.test(path)) return;
        const entry: RequestLogEntry = {
          level: status >= 500 ? 'error' : 'info',
          msg: 'request',
          method: request.method,
          path,
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          correlationId,
          userId: request.user?.userId ?? null,
          time: new Date().toISOString(),
        };
        if (!response.writableFinished) entry.aborted = true;
        sink(formatRequestLog(entry, format));
      });
    }
    done();
  };
}
