import type { FastifyInstance } from 'fastify';

const SEND_STARTED = Symbol('rotaledger.sendStarted');
type MarkedReply = { [SEND_STARTED]?: true };

/**
 * An async route handler that calls `reply.send()` and resolves with nothing (Nest's handlers
 * and @nestjs/swagger's document routes do) tells Fastify nothing was sent yet whenever an
 * asynchronous onSend step (gzip of a large answer) is still running: Fastify then sends an
 * empty answer over it. Every handler's promise therefore resolves with the reply itself once
 * a send has started, Fastify's own way to say "already answered".
 */
export function settleAsyncHandlers(instance: FastifyInstance): void {
  instance.addHook('onSend', (_request, reply, payload, done) => {
    (reply as MarkedReply)[SEND_STARTED] = true;
    done(null, payload);
  });
  instance.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: unknown, request, reply) {
      const result: unknown = handler.call(this as never, request, reply);
      if (!(result instanceof Promise)) return result;
      return result.then((payload: unknown) => (payload === undefined && (reply as MarkedReply)[SEND_STARTED] ? reply : payload));
    };
  });
}
