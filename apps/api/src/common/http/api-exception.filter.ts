import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ACCOUNT_ERRORS, DomainError, DomainErrorKind } from '@rotaledger/domain';
import { AccountFencedError, ConcurrencyError, StoreUnavailableError, StreamDeletedError } from '@rotaledger/event-store';
import { errorCodes } from 'fastify';
import { CROSS_SITE_MESSAGES } from './cross-site-guard';
import { MAX_BODY_DEPTH } from './json-body';
import { RateLimitedError } from './rate-limiter';
import type { HttpReply } from './http-types';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  conflict: HttpStatus.CONFLICT,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  locked: HttpStatus.LOCKED,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  423: 'Locked',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The 503 of a request met by a store that cannot be reached right now (a PostgreSQL restart, a dropped connection). */
export const STORE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Its Retry-After, in seconds: a restarting server is usually back within a few. */
export const STORE_UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** Errors of the HTTP layer before a route runs (reading the body): they carry their own 4xx status. */
interface ClientHttpError {
  statusCode?: number;
  /** Ours (json-body.ts). */
  type?: string;
  /** @fastify/compress's (it inflates request bodies), which reach the filter as they are. */
  code?: string;
}

const BODY_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'charset.unsupported': 'The request body charset is not supported.',
  'entity.too.deep': `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'The request body encoding is not supported.',
  FST_CP_ERR_INVALID_CONTENT: 'The request body could not be decompressed.',
};

/**
 * Fastify's own refusals of a body reach the filter as an HttpException carrying only
 * Fastify's message and status (Nest's mapping drops the error code): named by that message.
 */
const PLATFORM_BODY_MESSAGES: Record<string, string> = {
  [new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message]: 'The request body is too large.',
  [new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE().message]: CROSS_SITE_MESSAGES.notJson,
};

/**
 * One shape for every error answer: `{ statusCode, message, error }`. A broken rule is a
 * 4xx with the spec's message; only a genuine fault is a 500 (and is logged).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<HttpReply>();
    const { status, message } = this.describe(exception);
    if (status >= 500 && status !== 503) this.logger.error(exception);
    if (reply.sent || reply.raw.headersSent) return;
    if (exception instanceof RateLimitedError) void reply.header('Retry-After', String(exception.retryAfterSeconds));
    if (exception instanceof StoreUnavailableError) {
      this.logger.warn(exception.message);
      void reply.header('Retry-After', String(STORE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    }
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ statusCode: status, message, error: REASON[status] ?? 'Error' });
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof DomainError) {
      return { status: STATUS_BY_KIND[exception.kind], message: exception.message };
    }
    if (exception instanceof ConcurrencyError) {
      return {
        status: HttpStatus.CONFLICT,
        message: 'Someone else changed this at the same moment. Please try again.',
      };
    }
    // A command that passed the session check just before its account's deletion began: the session has ended since.
    if (exception instanceof AccountFencedError) {
      return { status: HttpStatus.UNAUTHORIZED, message: ACCOUNT_ERRORS.signInRequired };
    }
    // A command that passed the auth check just before its account was deleted meets a tombstone.
    if (exception instanceof StreamDeletedError) {
      return { status: HttpStatus.NOT_FOUND, message: 'This no longer exists: it was deleted.' };
    }
    if (exception instanceof StoreUnavailableError) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: STORE_UNAVAILABLE_MESSAGE };
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join(' ') : typeof raw === 'string' ? raw : exception.message;
      const status = exception.getStatus();
      return { status, message: PLATFORM_BODY_MESSAGES[message] ?? message };
    }
    const early = exception as ClientHttpError | undefined;
    const status = early?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, message: BODY_MESSAGES[early?.type ?? early?.code ?? ''] ?? 'The request could not be read.' };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
  }
}
