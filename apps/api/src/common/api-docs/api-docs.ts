import type { INestApplication, Type } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { can, refusalFor, TEAM_ROLES } from '@rotaledger/domain';
import { ACCESS, AccessMetadata, isStaffNeed } from '../auth/access';
import { refusalResponse } from '../http/api-answers';
import { isPublicRoute } from '../http/public-routes';
import { toOpenApi30 } from './openapi-3-0';

export const API_DOCS_PATH = 'api/docs';
export const API_DOCS_JSON_PATH = 'api/docs-json';

/** The session cookie or a Bearer token: the security schemes below. */
const SIGNED_IN: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operation's id: its controller and method, so each operation leads back to its handler. */
const operationIdOf = (controllerName: string, methodName: string) => `${controllerName}_${methodName}`;

interface RouteRules {
  /** By the rule the global JWT guard applies. */
  isPublic: boolean;
  /** What the access guard checks, when the route declares it. */
  access?: AccessMetadata;
}

/** Each operation's session and access rules, by operation id, read from its handler's metadata. */
function routeRules(app: INestApplication): Map<string, RouteRules> {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const rulesById = new Map<string, RouteRules>();
  for (const { metatype } of new DiscoveryService(app.get(ModulesContainer)).getControllers()) {
    if (!metatype) continue;
    const controller = metatype as Type;
    const prototype = controller.prototype as Record<string, (...args: never[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      rulesById.set(operationIdOf(controller.name, name), {
        isPublic: isPublicRoute(reflector, handler, controller),
        access: reflector.getAllAndOverride<AccessMetadata | undefined>(ACCESS, [handler, controller]),
      });
    }
  }
  return rulesById;
}

/** The access guard's refusals of a role without the route's permission (403), one message per role that lacks it. */
function roleRefusals(access: AccessMetadata | undefined): string[] {
  if (!access || access.need === 'self' || isStaffNeed(access.need)) return [];
  const need = access.need;
  return [...new Set(TEAM_ROLES.filter((role) => !can(role, need)).map((role) => refusalFor(role, need).message))];
}

/**
 * Every operation behind the session guard names the session schemes; a public one keeps only
 * what it declares itself (e.g. an optional session: `{}` among its requirements). Derived, not
 * declared per controller, so a new signed-in route cannot be documented as open.
 */
function markSignedInOperations(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const rulesById = routeRules(app);
  for (const item of Object.values(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const rules = operation.operationId === undefined ? undefined : rulesById.get(operation.operationId);
      if (rules === undefined) throw new Error(`The OpenAPI operation ${operation.operationId} has no route handler`);
      if (rules.isPublic) continue;
      operation.security = SIGNED_IN.map((requirement) => ({ ...requirement }));
      // The access guard's own 403s: a team role without the route's permission.
      const refusals = roleRefusals(rules.access);
      if (refusals.length === 0) continue;
      const documented = operation.responses['403'] as { description: string } | undefined;
      if (documented) {
        documented.description += refusals.map((message) => ` · "${message}"`).join('');
      } else {
        const { description, schema } = refusalResponse(403, refusals);
        operation.responses['403'] = { description, content: { 'application/json': { schema } } };
      }
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
        'Sign in with `POST /api/auth/login`: the session travels in the httpOnly `rotaledger_session` cookie, or as a Bearer token. ' +
        'Every write answers with `X-Rota-Position`; send it back as that header (a browser sends the `rotaledger_position` cookie) and the next call waits until the read models show your writes.',
    )
    .setVersion('1')
    .addBearerAuth()
    // The accounts context's SESSION_COOKIE (common may not import a context).
    .addCookieAuth('rotaledger_session')
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf });
  // The document declares 3.0.0: every schema in 3.0's spelling (zod's JSON Schema says `type: [..., 'null']`).
  return toOpenApi30(cleanupOpenApiDoc(markSignedInOperations(app, document), { version: '3.0' }));
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
