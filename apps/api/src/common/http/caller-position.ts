import type { FastifyInstance } from 'fastify';
import { HttpReply, HttpRequest, isApiPath, routePath } from './http-types';
import { siteCookieOptions } from './site-cookies';
import { isStateChanging } from './state-changing';

/**
 * Issue 42 §1, "answer after the append": a command answers once its events are durably
 * stored, before the read models have processed them. Its answer carries the position of the
 * log it has reached, in the `X-Rota-Position` header and in the `rotaledger_position` cookie
 * (so it travels with the caller, across replicas, and never lives in server memory). Each
 * later request of that caller waits, before anything reads a read model (the session check
 * included), until the read models have reached it: the caller reads its own writes, and
 * other callers read what is there.
 *
 * A request names its caller's position with the header (an API client echoing the last
 * answer's) or, from a browser, the cookie. A request naming none waits for the head of the
 * log, everything stored so far: an API client that keeps neither still reads its own writes,
 * as before this change.
 */
export const POSITION_HEADER = 'x-rota-position';
export const POSITION_COOKIE = 'rotaledger_position';

export const POSITION_MESSAGES = {
  badHeader: `The ${POSITION_HEADER} header must be a whole number: the position an earlier answer of this server carried.`,
} as const;

/** What the hooks need of the read side (ProjectionService). */
export interface CallerPositionReads {
  /** True once the read models have reached `position` (the head of the log when undefined); false after the wait's limit. */
  reachedForCaller(position: number | undefined): Promise<boolean>;
  /** The head of the log. */
  headPosition(): Promise<number>;
}

/** Health checks answer from the process itself and never wait for the read models. */
const NO_WAIT = /^\/api\/(health(\/live)?|docs(\/.*)?)$/;

/** A position as the header or the cookie carries it: a whole number, or null when it is not one. */
export function parsePosition(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) return null;
  const position = Number(raw);
  return Number.isSafeInteger(position) ? position : null;
}

/** The position a request names for its caller: the header's, else the cookie's, else none (undefined); 'bad' for a malformed header. */
export function callerPositionOf(request: HttpRequest): number | undefined | 'bad' {
  const header = request.headers[POSITION_HEADER];
  if (header !== undefined) return parsePosition(header) ?? 'bad';
  // A cookie the browser mangled is no position: the request waits for the head instead.
  return parsePosition(request.cookies?.[POSITION_COOKIE]) ?? undefined;
}

/** Sends the refusal as every hook of the API does (the exception filter's shape); an async hook returns the reply to end the request there. */
function refuse(reply: HttpReply, statusCode: 400 | 503, message: string): HttpReply {
  return reply.code(statusCode).send({ statusCode, message, error: statusCode === 400 ? 'Bad Request' : 'Service Unavailable' });
}

/**
 * Registers both halves on the API's Fastify instance: the wait before a request's handler
 * (and before the guards, which read sessions and access from the read models), and the
 * position on every state-changing answer.
 */
export function callerPositions(
  server: FastifyInstance,
  reads: CallerPositionReads,
  options: { httpsSite: boolean; notYetVisible: string },
): void {
  server.addHook('preHandler', async (request, reply) => {
    const path = routePath(request.url);
    if (!isApiPath(path) || NO_WAIT.test(path)) return;
    const position = callerPositionOf(request);
    if (position === 'bad') return refuse(reply, 400, POSITION_MESSAGES.badHeader);
    let reached: boolean;
    try {
      reached = await reads.reachedForCaller(position);
    } catch {
      // The event store does not answer for its head: the request reads what is there (a write
      // then meets the store's own 503 when it appends).
      return;
    }
    if (!reached) return refuse(reply.header('retry-after', '1'), 503, options.notYetVisible);
  });

  // The head after the handler is at or past every event the request appended, on any stream
  // and by any path (a claim, a background step's own actor): the caller's next request waits
  // for it. Also on a refusal, which may follow a step already stored (an e-mail claim).
  server.addHook('onSend', async (request, reply, payload) => {
    if (!isStateChanging(request.method) || !isApiPath(routePath(request.url))) return payload;
    let head: number;
    try {
      head = await reads.headPosition();
    } catch {
      return payload;
    }
    void reply.header(POSITION_HEADER, String(head));
    // A session cookie (no Max-Age): it only ever makes the browser wait for what it wrote itself.
    // Appended as a header: @fastify/cookie's own onSend, which sends reply.setCookie's, may already have run.
    void reply.header('set-cookie', server.serializeCookie(POSITION_COOKIE, String(head), siteCookieOptions(request, options.httpsSite)));
    return payload;
  });
}
