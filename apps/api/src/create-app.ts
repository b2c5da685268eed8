import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { callerPositions } from './common/http/caller-position';
import { serveApiDocs } from './common/api-docs/api-docs';
import { settleAsyncHandlers } from './common/http/async-handlers';
import { ContractValidationPipe } from './common/http/contract-validation';
import { crossSiteWriteGuard } from './common/http/cross-site-guard';
import { ROUTER_OPTIONS } from './common/http/http-types';
import { BODY_LIMIT_BYTES, readJsonBodies } from './common/http/json-body';
import { LogSink, requestContext, writeToStdout } from './common/http/request-log';
import { securityHeaders } from './common/http/security-headers';
import { serveSpa } from './common/http/spa';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module';
import { CHANGES_NOT_YET_VISIBLE, ProjectionService } from './infrastructure/read-your-writes';

/** The running app: Nest on its Fastify platform. */
export type RotaledgerApp = NestFastifyApplication;

export const API_PREFIX = 'api';

/**
 * Builds the HTTP app exactly as production runs it; tests use the same function.
 * `logger: false` silences Nest and the request log; `requestLog` receives the request lines instead of stdout.
 */
export async function createApp(options: InfrastructureOptions & { logger?: boolean; requestLog?: LogSink }): Promise<RotaledgerApp> {
  const { logFormat } = options.config;
  const adapter = new FastifyAdapter({
    trustProxy: options.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Node's own default, which the Express server had (Fastify's is none): a client gets 5
    // minutes to send its whole request, so a slow trickle cannot hold a connection forever.
    requestTimeout: 300_000,
    // Routes match as Express matched them: any letter case, with or without a trailing slash,
    // and a path parameter of any length (a junk id gets the route's own 4xx, not a bare 404).
    // (routePath reads paths the same way for everything else keyed on a path.)
    routerOptions: { ...ROUTER_OPTIONS, maxParamLength: 10_000 },
    // No Nest middleware is used (hooks below instead), so Fastify's middleware layer is not loaded.
    skipMiddie: true,
  });
  const app = await NestFactory.create<RotaledgerApp>(AppModule.forRoot(options), adapter, {
    logger: options.logger === false ? false : new ConsoleLogger({ json: logFormat === 'json', logLevels: ['error', 'warn'] }),
    bodyParser: false,
  });
  const server = app.getHttpAdapter().getInstance();
  // First, so every API answer (the refusals of the hooks below too) has its correlation id and log line.
  const requestLog = options.requestLog ?? (options.logger === false ? undefined : writeToStdout);
  server.addHook('onRequest', requestContext({ format: logFormat, sink: requestLog }));
  server.addHook('onRequest', securityHeaders());
  // State changes arrive as JSON only, and never from another site (CSRF).
  server.addHook('onRequest', crossSiteWriteGuard(options.config.publicUrl));
  readJsonBodies(server);
  settleAsyncHandlers(server);
  await app.register(fastifyCookie);
  // Issue 42 §1: a request waits for its caller's position before its guards read the read models; a write's answer carries it.
  callerPositions(server, app.get(ProjectionService), {
    httpsSite: options.config.publicUrl.startsWith('https:'),
    notYetVisible: CHANGES_NOT_YET_VISIBLE,
  });
  // gzip and deflate as before (on-the-fly brotli costs more CPU than it saves on a LAN or a CDN).
  await app.register(fastifyCompress, { encodings: ['gzip', 'deflate'] });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new ContractValidationPipe());
  serveApiDocs(app);
  app.enableShutdownHooks();
  if (options.config.serveFrontend) {
    const served = await serveSpa(server, options.config.frontendDist);
    if (!served) console.warn(`Frontend not built at ${options.config.frontendDist}: serving the API only.`);
  }
  // Routes are registered here: callers (tests, the benchmarks, main.ts) get an app that answers.
  await app.init();
  await server.ready();
  return app;
}
