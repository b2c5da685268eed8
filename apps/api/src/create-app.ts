import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { ApiExceptionFilter, bodyParserErrors } from './common/http/api-exception.filter';
import { serveApiDocs } from './common/http/api-docs';
import { ContractValidationPipe } from './common/http/contract-validation';
import { crossSiteWriteGuard } from './common/http/cross-site-guard';
import { LogSink, requestContext, writeToStdout } from './common/http/request-log';
import { noStoreApiAnswers, securityHeaders } from './common/http/security-headers';
import { serveSpa } from './common/http/spa';
import type { InfrastructureOptions } from './infrastructure/infrastructure.module';

export const API_PREFIX = 'api';

/**
 * Builds the HTTP app exactly as production runs it; tests use the same function.
 * `logger: false` silences Nest and the request log; `requestLog` receives the request lines instead of stdout.
 */
export async function createApp(
  options: InfrastructureOptions & { logger?: boolean; requestLog?: LogSink },
): Promise<NestExpressApplication> {
  const { logFormat } = options.config;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: options.logger === false ? false : new ConsoleLogger({ json: logFormat === 'json', logLevels: ['error', 'warn'] }),
    bodyParser: false,
  });
  // First, so every API answer (the refusals of the middleware below too) has its correlation id and log line.
  const requestLog = options.requestLog ?? (options.logger === false ? undefined : writeToStdout);
  app.use(`/${API_PREFIX}`, requestContext({ format: logFormat, sink: requestLog }));
  app.use(...securityHeaders());
  app.use(`/${API_PREFIX}`, noStoreApiAnswers);
  // State changes arrive as JSON only, and never from another site (CSRF).
  app.use(crossSiteWriteGuard(options.config.publicUrl));
  app.useBodyParser('json', { limit: '100kb' });
  app.use(bodyParserErrors);
  app.set('trust proxy', options.config.trustProxy);
  app.disable('x-powered-by');
  // No per-answer ETag digest: API answers are no-store (the weekly grid sets its own); static files have their own.
  app.set('etag', false);
  // Only for a client that accepts an encoding: the others skip compression's hooks entirely.
  const compress = compression();
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.headers['accept-encoding'] ? compress(request, response, next) : next(),
  );
  app.use(cookieParser());
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new ContractValidationPipe());
  serveApiDocs(app);
  app.enableShutdownHooks();
  if (options.config.serveFrontend) {
    const served = serveSpa(app.getHttpAdapter().getInstance(), options.config.frontendDist);
    if (!served) console.warn(`Frontend not built at ${options.config.frontendDist}: serving the API only.`);
  }
  return app;
}
