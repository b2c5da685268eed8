import { CanActivate, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ApplicationConfig, DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { OWN_DATA_ONLY } from '@rotaledger/contracts';
import { ACCESS_MESSAGES, DomainError } from '@rotaledger/domain';
import { createTestApp, TestApp } from '../../../test/test-app';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
}

const OPERATION_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** The session cookie or a Bearer token, as the document's security schemes name them (sorted by name). */
const SESSION_SCHEMES = [{ bearer: [] }, { cookie: [] }];

/** Every route handler of the running app: its controller class, its method name and the handler itself. */
function routeHandlers(t: TestApp) {
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  return discovery.getControllers().flatMap(({ metatype }) => {
    const controller = metatype as Type;
    return scanner
      .getAllMethodNames(controller.prototype)
      .map((name) => ({ controller, name, handler: (controller.prototype as Record<string, () => unknown>)[name] }))
      .filter(({ handler }) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined);
  });
}

/**
 * Whether the app's own global guards let a request without any session through to this handler:
 * anything but their 401 (or a refusal to run) lets it in. A staff route's guard refuses this
 * request with no personal link (404), not for want of a session: it needs none.
 */
async function guardsLetAnonymousIn(guards: CanActivate[], controller: Type, handler: () => unknown): Promise<boolean> {
  const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
  const context = new ExecutionContextHost([{ method, headers: {}, params: {}, query: {}, socket: {} }, {}], controller, handler);
  try {
    for (const guard of guards) if (!(await guard.canActivate(context))) return false;
    return true;
  } catch (refusal) {
    return refusal instanceof DomainError && refusal.kind !== 'unauthorized';
  }
}

describe('the OpenAPI document: which operations need a session', () => {
  let t: TestApp;
  let operations: Map<string, Operation>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    operations = new Map(
      Object.values(document.paths).flatMap((item) =>
        Object.entries(item)
          .filter(([method]) => OPERATION_METHODS.includes(method))
          .map(([, operation]) => [operation.operationId, operation] as const),
      ),
    );
  });
  afterAll(() => t.close());

  it('marks every operation the global guards refuse without a session, and no public one as needing it', async () => {
    const guards = t.app.get(ApplicationConfig).getGlobalGuards();
    expect(guards.length).toBeGreaterThan(0);

    const handlers = routeHandlers(t);
    // Every documented operation is a route handler of the app, and every handler is documented.
    expect(handlers.map(({ controller, name }) => `${controller.name}_${name}`).sort()).toEqual([...operations.keys()].sort());

    const wrong: string[] = [];
    let signedIn = 0;
    for (const { controller, name, handler } of handlers) {
      const operation = operations.get(`${controller.name}_${name}`)!;
      if (await guardsLetAnonymousIn(guards, controller, handler)) {
        // Public: no requirement, or one that lists anonymous ({}) among the ways in (a session it reads when present).
        if (operation.security !== undefined && !operation.security.some((requirement) => Object.keys(requirement).length === 0)) {
          wrong.push(`${operation.operationId} is public but documented as needing ${JSON.stringify(operation.security)}`);
        }
      } else {
        signedIn += 1;
        const security = [...(operation.security ?? [])].sort((a, b) => Object.keys(a).join().localeCompare(Object.keys(b).join()));
        if (JSON.stringify(security) !== JSON.stringify(SESSION_SCHEMES)) {
          wrong.push(`${operation.operationId} needs a session but is documented with ${JSON.stringify(operation.security)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(signedIn).toBeGreaterThan(0);
  });
});

describe("the OpenAPI document: the access check's refusals", () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    paths = ((await t.http().get('/api/docs-json').expect(200)).body as { paths: typeof paths }).paths;
  });
  afterAll(() => t.close());

  const refusalsOf = (path: string, method: string) => paths[`/api${path}`][method].responses['403']?.description ?? '';

  it("lists a role's 403 on every route its permission is missing for, beside the route's own", () => {
    // A planner write: an auditor is refused; the own-id check stays documented.
    expect(refusalsOf('/assignments/placeassignment', 'post')).toContain(`"${ACCESS_MESSAGES.auditorReadOnly}"`);
    expect(refusalsOf('/assignments/placeassignment', 'post')).toContain(`"${OWN_DATA_ONLY}"`);
    // A workplace change: managers and auditors are both refused.
    expect(refusalsOf('/workplaces/updateworkplace', 'put')).toContain(`"${ACCESS_MESSAGES.ownerOnly}"`);
    expect(refusalsOf('/workplaces/updateworkplace', 'put')).toContain(`"${ACCESS_MESSAGES.auditorReadOnly}"`);
    // A read every role may do, and a route of one's own account: no role refusal.
    expect(refusalsOf('/shifts/getweeklyshifts', 'get')).not.toContain(ACCESS_MESSAGES.auditorReadOnly);
    expect(refusalsOf('/preferences/updatepreferences', 'put')).not.toContain(ACCESS_MESSAGES.auditorReadOnly);
  });
});
