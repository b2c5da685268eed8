import { createHmac } from 'node:crypto';
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, UnprocessableEntityException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@rotaledger/domain';
import { canonicalJson } from '@rotaledger/read-models';
import { catchError, Observable, of, throwError } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SavedNotYetVisibleException } from '../../infrastructure/read-your-writes';
import { IS_PUBLIC } from '../auth/auth-user';
import { HttpReply, HttpRequest, pathOf } from './http-types';
import { IdempotencyStore, IdempotentRequest } from './idempotency.store';
import { isStateChanging } from './state-changing';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 200 printable ASCII characters.',
  inProgress: 'A request with this Idempotency-Key is still in progress.',
  mismatch: 'This Idempotency-Key was already used for a different request. Use a new key for a new action.',
};

function answerText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  return Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,200}$/;

/** The record's scope and what the request asks for: body and query, keyed with the server secret (a stored digest of a password-bearing body reveals nothing). */
function idempotentRequestOf(request: HttpRequest, userId: string, key: string, secret: string): IdempotentRequest {
  const asked = canonicalJson({ body: request.body ?? null, query: request.query ?? {} });
  const requestHash = createHmac('sha256', secret).update(asked).digest('hex');
  return { userId, method: request.method, path: pathOf(request.url), key, requestHash };
}

/**
 * Whether a retry of this request will be answered from its Idempotency-Key record (or refused
 * as in progress or mismatched) rather than run. The access check asks before it refuses: a
 * retried delete must get its first answer, though the thing it deleted is gone now. A key
 * this claims is released at once, untouched.
 */
export async function isAnsweredByItsKey(request: HttpRequest, records: IdempotencyStore, secret: string): Promise<boolean> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (!isStateChanging(request.method) || typeof key !== 'string' || !PRINTABLE_ASCII.test(key) || !request.user) return false;
  const claim = await records.claim(idempotentRequestOf(request, request.user.userId, key, secret));
  if (claim.kind !== 'claimed') return true;
  await records.release(claim);
  return false;
}

/**
 * `Idempotency-Key` on every state-changing route of a signed-in account: the first
 * request with a key runs and its answer (2xx or 4xx, and the 503 of a write that is saved
 * but not yet visible) is kept for 24 hours; a retry with the same key and the same
 * request gets that answer again and writes nothing. Keys are scoped to the account,
 * method and path. Public routes (sign-up, log-in, password reset, contact) have no
 * account to scope a key by, and their answers may hold session tokens: there the header
 * is checked but not used. Without the header a request behaves as it always did.
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
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic || !request.user) return next.handle();

    const claim = await this.records.claim(idempotentRequestOf(request, request.user.userId, key, this.config.jwtSecret));
    switch (claim.kind) {
      case 'in-progress':
        throw new DomainError('conflict', IDEMPOTENCY_MESSAGES.inProgress);
      case 'mismatch':
        throw new UnprocessableEntityException(IDEMPOTENCY_MESSAGES.mismatch);
      case 'replay':
        void response.code(claim.status);
        return of(claim.body === null ? undefined : JSON.parse(claim.body));
    }

    let writeIsSaved = false;
    this.recordAnswer(response, {
      keep: (status) => status < 500 || writeIsSaved,
      finish: (status, body) => this.records.finish(claim, status, body),
      release: () => this.records.release(claim),
    });
    return next.handle().pipe(
      catchError((error: unknown) => {
        writeIsSaved = error instanceof SavedNotYetVisibleException;
        return throwError(() => error);
      }),
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
      release: () => Promise<void>;
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
      const recorded = outcome.keep(status) ? outcome.finish(status, text) : outcome.release();
      // The answer goes out either way: a record that failed to save only costs a retry its replay.
      // (A client that went away is still answered this way; if no answer is ever sent, the
      // in-progress claim expires on its own: freeing it early would let a retry run twice.)
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
