import type { INestApplication, Type } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { isPublicRoute } from '../auth/auth-user';

export const API_DOCS_PATH = 'api/docs';
export const API_DOCS_JSON_PATH = 'api/docs-json';

/** The session cookie or a Bearer token: the security schemes below. */
const SIGNED_IN: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operation's id: its controller and method, so each operation leads back to its handler. */
const operationIdOf = (controllerName: string, methodName: string) => `${controllerName}_${methodName}`;

/** Which operations are public, by operation id, decided by the rule the global JWT guard applies. */
function publicOperations(app: INestApplication): Map<string, boolean> {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const publicById = new Map<string, boolean>();
  for (const { metatype } of new DiscoveryService(app.get(ModulesContainer)).getControllers()) {
    if (!metatype) continue;
    const controller = metatype as Type;
    const prototype = controller.prototype as Record<string, (...args: never[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      publicById.set(operationIdOf(controller.name, name), isPublicRoute(reflector, prototype[name], controller));
    }
  }
  return publicById;
}

/**
 * Every operation behind the session guard names the session schemes; a public one keeps only
 * what it declares itself (e.g. an optional session: `{}` among its requirements). Derived, not
 * declared per controller, so a new signed-in route cannot be documented as open.
 */
function markSignedInOperations(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const publicById = publicOperations(app);
  for (const item of Object.values(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const isPublic = operation.operationId === undefined ? undefined : publicById.get(operation.operationId);
      if (isPublic === undefined) throw new Error(`The OpenAPI operation ${operation.operationId} has no route handler`);
      if (!isPublic) operation.security = SIGNED_IN.map((requirement) => ({ ...requirement }));
    }
  }
  return document;
}

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
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf });
  return cleanupOpenApiDoc(markSignedInOperations(app, document));
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
