import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { QUERY_HANDLER_METADATA } from '@nestjs/cqrs/dist/decorators/constants';
import { ALL_ROUTES, Route } from '@rotaledger/contracts';
import { createTestApp, TestApp } from '../../../test/test-app';
import { CONTRACT_ROUTE, nestPathOf } from './endpoint';

/**
 * What a controller may be given besides the buses, the rate limiter and the config: read-side
 * collaborators only, each named here on purpose. A write outside the command bus (a service
 * that appends, the AggregateStore, the event store) would need an entry, so it cannot slip in.
 */
const READ_COLLABORATORS: Record<string, string[]> = {
  AuthController: ['SessionTokens'],
  HealthController: ['EventStore', 'ReadModelStore', 'HeadOfLog', 'ProjectorStatus'],
  KioskController: ['KioskLinks', 'KioskPage', 'StaffSchedule'],
  KioskLinksController: ['KioskLinks'],
  RotaController: ['WeeklyGridAnswers'],
  StaffManifestController: ['StaffSchedule'],
  TimesheetsController: ['TimesheetDays'],
};
const EVERY_CONTROLLER_MAY_USE = ['CommandBus', 'QueryBus', 'RateLimiter', 'Object' /* @Inject(APP_CONFIG) */];
const STORE_WRITE_SIDE = ['EventStore', 'AggregateStore'];

type Constructor = { name: string; prototype: Record<string, unknown> };
const injected = (type: Constructor) => (Reflect.getMetadata('design:paramtypes', type) as (Constructor | undefined)[] | undefined) ?? [];
const injectedNames = (type: Constructor) => injected(type).map((param) => param?.name ?? '?');

/** Every class a provider is given, and what those are given, and so on: the path by which it reaches each. */
function reachable(type: Constructor): Map<string, string> {
  const paths = new Map<string, string>();
  const visit = (current: Constructor, path: string) => {
    for (const param of injected(current)) {
      if (!param || paths.has(param.name)) continue;
      paths.set(param.name, `${path} → ${param.name}`);
      visit(param, `${path} → ${param.name}`);
    }
  };
  visit(type, type.name);
  return paths;
}

describe('one write path and one source for routes', () => {
  let t: TestApp;
  let controllers: Constructor[];
  let providers: Constructor[];
  let auditProviders: Set<Constructor>;

  beforeAll(async () => {
    t = await createTestApp();
    const modules = [...t.app.get(ModulesContainer).values()];
    const types = (wrappers: Iterable<{ metatype: unknown }>) =>
      [...wrappers].flatMap(({ metatype }) => (typeof metatype === 'function' ? [metatype as unknown as Constructor] : []));
    controllers = [...new Set(modules.flatMap((module) => types(module.controllers.values())))];
    providers = [...new Set(modules.flatMap((module) => types(module.providers.values())))];
    auditProviders = new Set(
      modules.filter((module) => module.metatype?.name === 'AuditModule').flatMap((module) => types(module.providers.values())),
    );
  });
  afterAll(() => t.close());

  const handlersOf = (controller: Constructor) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
      return typeof handler === 'function' && name !== 'constructor' && Reflect.getMetadata(PATH_METADATA, handler) !== undefined
        ? [{ name: `${controller.name}.${name}`, handler }]
        : [];
    });

  it('gives every route handler its method and path from its contract route, and no controller a path of its own', () => {
    expect(controllers.length).toBeGreaterThan(20);
    const drifted: string[] = [];
    for (const controller of controllers) {
      if (Reflect.getMetadata(PATH_METADATA, controller) !== '/') drifted.push(`${controller.name}: a path of its own`);
      for (const { name, handler } of handlersOf(controller)) {
        const route = Reflect.getMetadata(CONTRACT_ROUTE, handler) as Route<unknown, unknown> | undefined;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (!route) drifted.push(`${name}: no @Endpoint(contract route)`);
        else if (
          !ALL_ROUTES.includes(route as (typeof ALL_ROUTES)[number]) &&
          !ALL_ROUTES.some((r) => r.path === route.path && r.method === route.method)
        )
          drifted.push(`${name}: a route the contract does not list`);
        else if (Reflect.getMetadata(PATH_METADATA, handler) !== nestPathOf(route) || method !== route.method)
          drifted.push(`${name}: served as ${method} ${String(Reflect.getMetadata(PATH_METADATA, handler))}, not as its route`);
      }
    }
    expect(drifted).toEqual([]);
  });

  it('gives controllers only the buses and the read-side collaborators named above: every write is a command', () => {
    const outside = controllers.flatMap((controller) =>
      injectedNames(controller)
        .filter((name) => !EVERY_CONTROLLER_MAY_USE.includes(name) && !(READ_COLLABORATORS[controller.name] ?? []).includes(name))
        .map((name) => `${controller.name} is given ${name}`),
    );
    expect(outside).toEqual([]);
    // The only controller near the store's write side is the health check, which reads its head.
    const nearTheLog = controllers.filter((controller) => injectedNames(controller).some((name) => STORE_WRITE_SIDE.includes(name)));
    expect(nearTheLog.map((controller) => controller.name)).toEqual(['HealthController']);
  });

  it("lets no query handler reach the event store or the AggregateStore, however indirectly (the audit's replays excepted)", () => {
    const queries = providers.filter((provider) => Reflect.getMetadata(QUERY_HANDLER_METADATA, provider) !== undefined);
    expect(queries.map((query) => query.name)).toEqual(expect.arrayContaining(['ListRequestsHandler', 'GetStaffPageHandler']));
    // Replaying a rota day as it stood is the audit's job (docs/architecture.md, Reading): those queries read the log.
    // Its history pages and export read the history read model (issue 42 §4).
    const replaying = (query: Constructor) =>
      auditProviders.has(query) && !['GetAuditEventsHandler', 'ExportAuditHandler'].includes(query.name);
    const readingTheLog = queries
      .filter((query) => !replaying(query))
      .flatMap((query) => {
        const paths = reachable(query);
        return STORE_WRITE_SIDE.flatMap((name) => (paths.has(name) ? [paths.get(name)!] : []));
      });
    expect(readingTheLog).toEqual([]);
  });
});
