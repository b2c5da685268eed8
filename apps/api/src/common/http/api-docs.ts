import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';

export const API_DOCS_PATH = 'api/docs';
export const API_DOCS_JSON_PATH = 'api/docs-json';

/** The OpenAPI document, built from the controllers and their contract schemas. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Rotaledger API')
    .setDescription(
      'Staff rotas and pay support. Every answer is JSON; every refusal is `{ statusCode, message, error }` with a message a person can act on. ' +
        'Sign in with `POST /api/auth/login`: the session travels in the httpOnly `rotaledger_session` cookie, or as a Bearer token.',
    )
    .setVersion('1')
    .addBearerAuth()
    // The accounts context's SESSION_COOKIE (common may not import a context).
    .addCookieAuth('rotaledger_session')
    .build();
  return cleanupOpenApiDoc(SwaggerModule.createDocument(app, config));
}

/** Swagger UI at `/api/docs`, the document at `/api/docs-json`. Public: it describes, it reveals no data. */
export function serveApiDocs(app: INestApplication): void {
  let document: OpenAPIObject | undefined;
  // Built on first request (every module is initialised by then), then kept: it never changes while running.
  SwaggerModule.setup(API_DOCS_PATH, app, () => (document ??= buildOpenApiDocument(app)), {
    jsonDocumentUrl: API_DOCS_JSON_PATH,
    yamlDocumentUrl: undefined,
    customSiteTitle: 'Rotaledger API',
  });
}
