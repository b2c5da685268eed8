import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { DomainError, DomainErrorKind } from '@rotaledger/domain';
import { ConcurrencyError, StreamDeletedError } from '@rotaledger/event-store';
import type { NextFunction, Request, Response } from 'express';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  conflict: HttpStatus.CONFLICT,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Body-parser and other middleware errors carry their own 4xx status. */
interface ClientHttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
};

/**
 * Express error middleware placed right after the body parsers: Nest would otherwise
 * turn a parse failure into a 400 carrying the parser's internal wording.
 */
export function bodyParserErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const middleware = error as ClientHttpError | undefined;
  const status = middleware?.status ?? middleware?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500 || !middleware?.type) return next(error);
  response.status(status).json({
    statusCode: status,
    message: MIDDLEWARE_MESSAGES[middleware.type] ?? 'The request could not be read.',
    error: REASON[status] ?? 'Error',
  });
}

/**
 * One shape for every error answer: `{ statusCode, message, error }`. A broken rule is a
 * 4xx with the spec's message; only a genuine fault is a 500 (and is logged).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message } = this.describe(exception);
    if (status >= 500 && status !== 503) this.logger.error(exception);
    if (response.headersSent) return;
    response.status(status).json({ statusCode: status, message, error: REASON[status] ?? 'Error' });
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
    // A command that passed the auth check just before its account was deleted meets a tombstone.
    if (exception instanceof StreamDeletedError) {
      return { status: HttpStatus.NOT_FOUND, message: 'This no longer exists: it was deleted.' };
    }
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join(' ') : typeof raw === 'string' ? raw : exception.message;
      return { status: exception.getStatus(), message };
    }
    const middleware = exception as ClientHttpError | undefined;
    const status = middleware?.status ?? middleware?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        status,
        message: MIDDLEWARE_MESSAGES[middleware?.type ?? ''] ?? 'The request could not be read.',
      };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
  }
}
