import type { ArgumentsHost } from '@nestjs/common';
import { DomainError } from '@rotaledger/domain';
import { ConcurrencyError, StreamDeletedError } from '@rotaledger/event-store';
import { ApiExceptionFilter } from './api-exception.filter';

/** What the filter answers for an error, read from a minimal Fastify-like reply. */
function answerFor(exception: unknown): { status: number; body: unknown } {
  const answer = { status: 0, body: undefined as unknown };
  const response = {
    sent: false,
    raw: { headersSent: false },
    code(status: number) {
      answer.status = status;
      return this;
    },
    type() {
      return this;
    },
    send(body: unknown) {
      answer.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return answer;
}

describe('ApiExceptionFilter', () => {
  it('answers a write to a tombstoned stream (account deleted mid-request) with 404, not 500', () => {
    expect(answerFor(new StreamDeletedError('workplace-1'))).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'This no longer exists: it was deleted.', error: 'Not Found' },
    });
  });

  it('keeps the domain and concurrency answers', () => {
    expect(answerFor(new DomainError('conflict', 'Taken.')).status).toBe(409);
    expect(answerFor(new ConcurrencyError('rota-1', 'no_stream', 3)).status).toBe(409);
  });
});
