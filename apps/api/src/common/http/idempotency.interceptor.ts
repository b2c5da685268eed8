import { createHash } from 'node:crypto';
import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@rotaledger/domain';
import { catchError, finalize, Observable, of, throwError } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { IdempotencyScope } from '../../infrastructure/idempotency-scope';
import { SavedNotYetVisibleException } from '../../infrastructure/read-your-writes';
import { HttpReply, HttpRequest, routePath } from './http-types';
import { isPublicRoute } from './public-routes';
import { ANSWER_NOT_KEPT, IdempotencyStore, IdempotentRequest } from './idempotency.store';
import { requestDigest } from './request-digest';
import { isStateChanging } from './state-changing';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 200 printable ASCII characters.',
  answerNotKept: ANSWER_NOT_KEPT,
  inProgress: (retryAt: Date) =>
    `A request with this Idempotency-Key is still in progress. If it does not answer, retry after ${retryAt.toISOString().slice(0, 19)}Z.`,
  mismatch: 'This Idempotency-Key was already used for a different request. Use a new key for a new action.',
};

function answerText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  return Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,200}$/;

const KEYED_BY_PATH_TOKEN = 'idempotencyKeyedByPathToken';
/**
 * A public route whose path carries a secret token that is its caller (the kiosk's, issue 41):
 * its Idempotency-Key is used, scoped to that token as a signed-in route's is to the account.
 */
export const IdempotentByPathToken = (parameter: string) => SetMetadata(KEYED_BY_PATH_TOKEN, parameter);

/** A malformed Idempotency-Key header is 400, before anything else looks at the request. */
export function assertIdempotencyKeyShape(request: HttpRequest): void {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key !== undefined && (typeof key !== 'string' || !PRINTABLE_ASCII.test(key))) {
    throw new DomainError('validation', IDEMPOTENCY_MESSAGES.badKey);
  }
}

/** The principal a public route's key is scoped to: a digest of its path token, or none. */
function tokenPrincipalOf(request: HttpRequest, parameter: string | undefined): string | null {
  if (parameter === undefined) return null;
  const token = (request.params as Record<string, unknown> | undefined)?.[parameter];
  return typeof token === 'string' && token !== '' ? `token:${createHash('sha256').update(token).digest('hex')}` : null;
}

/**
 * The record's scope (account, method, and the path as the router matched it: a variant in
 * another case or with a trailing slash is the same action) and what the request asks for:
 * body and query, keyed with the server secret (a stored digest of a password-bearing body
 * reveals nothing).
 */
export function idempotentRequestOf(request: HttpRequest, userId: string, key: string, secret: string): IdempotentRequest {
  const requestHash = requestDigest(secret, { body: request.body ?? null, query: request.query ?? {} });
  return { userId, method: request.method, path: routePath(request.url), key, requestHash };
}

/**
 * Whether a retry of this request will be answered from its Idempotency-Key record (its first
 * answer, or 409 while an attempt holds the key) rather than run. The access check asks before
 * it refuses: a retried delete must get its first answer, though the thing it deleted is gone
 * now. A request that would run again is refused as any other. It only reads: a key with no
 * record stays free.
 */
export async function isAnsweredByItsKey(request: HttpRequest, records: IdempotencyStore, secret: string): Promise<boolean> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (!isStateChanging(request.method) || typeof key !== 'string' || !PRINTABLE_ASCII.test(key) || !request.user) return false;
  return records.answersWithoutRunning(idempotentRequestOf(request, request.user.userId, key, secret));
}

/**
 * `Idempotency-Key` on every state-changing route of a signed-in account: the first
 * request with a key runs and its answer (2xx or 4xx but 429, and the 503 of a write that is
 * saved but not yet visible) is kept for 24 hours; a retry with the same key and the same
 * request gets that answer again and writes nothing. Keys are scoped to the account,
 * method and path (as the router reads it, see routePath). Public routes (sign-up, log-in, password reset, contact) have no
 * account to scope a key by, and their answers may hold session tokens: there the header
 * is checked but not used, except on a route whose path token is its caller (`@IdempotentByPathToken`, the kiosk's clock).
 * Without the header a request behaves as it always did.
 *
 * An outcome that is not known (any other 5xx: a store that timed out after committing, a
 * failed read-back, a fault) keeps the key tied to what the request stored: the request's
 * event and entity ids derive from the key (IdempotencyScope), and the next attempt resolves
 * it by reading them back (AggregateStore) instead of deciding again. A process that dies
 * mid-request stops renewing its claim; a retry is answered 409 with the time to retry after.
 * A client that hangs up does not: its request runs on and keeps renewing until it is done.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly records: IdempotencyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const response = context.switchToHttp().getResponse<HttpReply>();
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!isStateChanging(request.method) || key === undefined) return next.handle();
    if (typeof key !== 'string' || !PRINTABLE_ASCII.test(key)) throw new DomainError('validation', IDEMPOTENCY_MESSAGES.badKey);
    const isPublic = isPublicRoute(this.reflector, context.getHandler(), context.getClass());
    const principal = isPublic
      ? tokenPrincipalOf(request, this.reflector.get<string | undefined>(KEYED_BY_PATH_TOKEN, context.getHandler()))
      : (request.user?.userId ?? null);
    if (principal === null) return next.handle();

    const claim = await this.records.claim(idempotentRequestOf(request, principal, key, this.config.jwtSecret));
    switch (claim.kind) {
      case 'in-progress':
        void response.header('retry-after', String(claim.retryAfterSeconds));
        throw new DomainError('conflict', IDEMPOTENCY_MESSAGES.inProgress(claim.retryAt));
      case 'mismatch':
        throw new UnprocessableEntityException(IDEMPOTENCY_MESSAGES.mismatch);
      case 'replay':
        void response.code(claim.status);
        return of(claim.body === null ? undefined : JSON.parse(claim.body));
      case 'claimed':
        // This request holds the key: it runs below.
        break;
    }

    request.idempotencyScope = new IdempotencyScope(claim.scope);
    const heartbeat = setInterval(() => void this.records.renew(claim).catch(() => undefined), Math.max(100, this.records.leaseMs / 3));
    heartbeat.unref();
    const stopHeartbeat = () => clearInterval(heartbeat);
    // Not on the client's disconnect: the request runs on, and a retry must wait for it (409)
    // rather than take the key over. The claim is kept until the handler is done (finalize)
    // and its answer recorded.
    let writeIsSaved = false;
    this.recordAnswer(response, {
      // A 429 refused to run the request at all: after the wait, the same key runs it.
      keep: (status) => (status < 500 && status !== 429) || writeIsSaved,
      finish: (status, body) => {
        stopHeartbeat();
        return this.records.finish(claim, status, body);
      },
      unknown: () => {
        stopHeartbeat();
        return this.records.outcomeUnknown(claim);
      },
    });
    return next.handle().pipe(
      catchError((error: unknown) => {
        writeIsSaved = error instanceof SavedNotYetVisibleException;
        return throwError(() => error);
      }),
      finalize(stopHeartbeat),
    );
  }

  /**
   * Holds the answer back until it is recorded, so a retry that arrives just after it never
   * finds the key still in progress. Whatever sends it (the handler's reply or the
   * exception filter) goes through `send`. While the record is being saved, Fastify's own
   * second `send` (it sends what a route handler's promise settled with when nothing was sent
   * yet) is dropped: the answer is already on its way.
   */
  private recordAnswer(
    response: HttpReply,
    outcome: {
      keep: (status: number) => boolean;
      finish: (status: number, body: string | null) => Promise<void>;
      unknown: () => Promise<void>;
    },
  ): void {
    const send = response.send.bind(response);
    let state: 'open' | 'recording' | 'sent' = 'open';
    response.send = (body?: unknown) => {
      if (state === 'sent') return send(body);
      if (state === 'recording') return response;
      state = 'recording';
      const status = response.statusCode;
      const text = answerText(body);
      const recorded = outcome.keep(status) ? outcome.finish(status, text) : outcome.unknown();
      // The answer goes out either way: a record that failed to save only costs a retry its replay
      // (or a wait for the lease). If no answer is ever sent, the claim's lease lapses on its own.
      void recorded
        .catch(() => undefined)
        .finally(() => {
          state = 'sent';
          send(body);
        });
      return response;
    };
  }
}
