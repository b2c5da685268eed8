import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { can, refusalFor, TeamRole, noLongerMemberMessage } from '@rotaledger/domain';
import { ACCESS, AccessMetadata, ResourceKind } from '../common/auth/access';
import { isPublicRoute } from '../common/http/public-routes';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { newMember } from '../../test/team.helpers';
import { KIND_RULES } from './team-access';

/**
 * Every operation of the OpenAPI document × every kind of caller, with the expected allow or
 * refusal derived from the route's @Access metadata and the domain's permissions table (never
 * a hand-written list): 0 exceptions. "Allowed" means not refused by the access check (the
 * route may still answer 400 for the fields this test leaves out: it sends only the ids).
 */

interface RouteAccess {
  isPublic: boolean;
  access?: AccessMetadata;
}

/** Every registered route, keyed as the OpenAPI document names it: `GET /api/shifts/getshifts`, `GET /api/rotas/{rotaId}`. */
function registeredRoutes(t: TestApp): Map<string, RouteAccess> {
  const routes = new Map<string, RouteAccess>();
  const segments = (path: unknown) =>
    [path]
      .flat()
      .join('/')
      .split('/')
      .filter((part) => part !== '')
      .map((part) => part.replace(/^:([A-Za-z]+)/, '{$1}'));
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!controller) continue;
      const prefix = segments(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        // Descriptors, not values: reading a getter of the prototype would run it.
        const handler: unknown = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const key = `${method} /${['api', ...prefix, ...segments(path)].join('/')}`;
        const isPublic = isPublicRoute(new Reflector(), handler, controller as unknown as Type<unknown>);
        routes.set(key, { isPublic, access: Reflect.getMetadata(ACCESS, handler) as AccessMetadata | undefined });
      }
    }
  }
  return routes;
}

type Caller = 'owner' | 'manager in scope' | 'manager out of scope' | 'auditor' | 'removed member' | 'stranger';
const CALLERS: readonly Caller[] = ['stranger', 'removed member', 'manager out of scope', 'auditor', 'manager in scope', 'owner'];
/** The caller's role in the owner's team, and whether the resources they name are in their scope. */
const STANDING: Record<Caller, { role: TeamRole | null; inScope: boolean }> = {
  owner: { role: 'owner', inScope: true },
  'manager in scope': { role: 'manager', inScope: true },
  'manager out of scope': { role: 'manager', inScope: false },
  auditor: { role: 'auditor', inScope: true },
  'removed member': { role: null, inScope: false },
  stranger: { role: null, inScope: false },
};

type Outcome = { allowed: true } | { status: 403 | 404; message: string };

/** What the one access check must answer, from the route's metadata and the permissions table. */
function expectedOutcome({ need, resources }: AccessMetadata, caller: Caller, businessName: string): Outcome {
  const kinds = Object.keys(resources) as ResourceKind[];
  if (need === 'self' || kinds.length === 0) return { allowed: true };
  // Issue 43: someone the owner removed is told so by the business's name, not "not found".
  if (caller === 'removed member') return { status: 403, message: noLongerMemberMessage(businessName) };
  const { role, inScope } = STANDING[caller];
  if (role === null || !inScope) return { status: 404, message: KIND_RULES[kinds[0]].notFound };
  return can(role, need) ? { allowed: true } : { status: 403, message: refusalFor(role, need).message };
}

/** A refusal (401 reads as 403: either way the caller was not let in), else allowed. The ids sent are all live, so no route has a 404 of its own to give. */
function outcomeOf(response: { status: number; body: { message?: unknown } }): Outcome {
  const { status } = response;
  const message = typeof response.body?.message === 'string' ? response.body.message : '';
  if (status === 401 || status === 403) return { status: 403, message };
  if (status === 404) return { status: 404, message };
  return { allowed: true };
}

describe('access: every operation × owner, manager in and out of scope, auditor, removed member, stranger', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  const users = {} as Record<Caller, SignedUpUser>;
  const date = '2026-06-02';
  /** The ids each caller names: resources of the manager's workplace (A), or of the other one (B). */
  const ids = {} as Record<'A' | 'B', Record<ResourceKind, string>>;
  let workplaces: { A: string; B: string };

  /** A workplace's employee, shift, assignment and shared link (new ones, for the callers that may delete them). */
  async function resourcesOf(workplaceId: string): Promise<Record<ResourceKind, string>> {
    const employee = await createEmployee(t, owner, workplaceId, `E${Math.random().toString(36).slice(2, 8)}`);
    const placed = await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .send({ workplaceId, date, serviceType: 701, employeeId: employee, timeStart: '09:00', timeEnd: '10:00' })
      .expect(201);
    // A change of its own to undo (an open shift), so undoing it leaves the other resources be.
    const change = await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .send({ workplaceId, date, serviceType: 701, timeStart: '11:00', timeEnd: '12:00' })
      .expect(201);
    const shared = await t.http().post('/api/rotas/share').set(owner.auth).send({ workplaceId, date }).expect(201);
    // A staff request (time off asked for on the employee's personal page).
    const link = await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employee }).expect(201);
    const timeOff = await t
      .http()
      .post(`/api/staff/${link.body.token as string}/timeoff`)
      .send({ from: '2026-06-20', to: '2026-06-21' })
      .expect(201);
    // An auto-fill proposal of the day (issue 38).
    const proposal = await t.http().post('/api/rota/autofill').set(owner.auth).send({ workplaceId, from: date, to: date }).expect(201);
    return {
      workplace: workplaceId,
      workplaceHistory: workplaceId,
      employee,
      shift: placed.body.shift_id as string,
      assignment: placed.body.assignment_id as string,
      sharedRota: shared.body.rotaId as string,
      staffRequest: timeOff.body.requestId as string,
      change: change.body.changeId as string,
      proposal: proposal.body.proposalId as string,
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    owner = await signUp(t);
    workplaces = { A: await createWorkplace(t, owner), B: await createWorkplace(t, owner) };
    ids.A = await resourcesOf(workplaces.A);
    ids.B = await resourcesOf(workplaces.B);
    users.owner = owner;
    users['manager in scope'] = await newMember(t, owner, 'manager', [workplaces.A]);
    users['manager out of scope'] = users['manager in scope'];
    users.auditor = await newMember(t, owner, 'auditor');
    users['removed member'] = await newMember(t, owner, 'manager');
    await t.http().delete('/api/team/members').set(owner.auth).send({ memberId: users['removed member'].userId }).expect(204);
    users.stranger = await signUp(t);
  });
  afterAll(() => t.close());

  it('every route that needs a session declares its access (@Access)', () => {
    const undeclared = [...registeredRoutes(t)].filter(([, route]) => !route.isPublic && !route.access).map(([key]) => key);
    expect(undeclared).toEqual([]);
  });

  it('answers every operation of the OpenAPI document as the permissions table says, with 0 exceptions', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const routes = registeredRoutes(t);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method, path, key: `${method.toUpperCase()} ${path}` })),
    );
    const exceptions: string[] = [];
    const businessName = (await t.http().get('/api/team').set(owner.auth).expect(200)).body.businessName as string;
    let checked = 0;
    for (const { method, path, key } of operations) {
      const route = routes.get(key);
      if (!route) {
        exceptions.push(`${key}: documented but not registered`);
        continue;
      }
      if (route.isPublic) continue;
      if (!route.access) {
        exceptions.push(`${key}: no @Access`);
        continue;
      }
      const kinds = Object.entries(route.access.resources) as [ResourceKind, string | readonly string[]][];
      for (const caller of CALLERS) {
        const expected = expectedOutcome(route.access, caller, businessName);
        const scope = STANDING[caller].inScope || caller === 'stranger' || caller === 'removed member' ? 'A' : 'B';
        // A delete that is allowed gets resources of its own, so the next caller still finds theirs.
        const fresh = method === 'delete' && 'allowed' in expected && kinds.length > 0;
        const named = fresh
          ? await resourcesOf(
              kinds.some(([kind]) => kind === 'workplace') && caller === 'owner' && path.includes('deleteworkplace')
                ? await createWorkplace(t, owner)
                : workplaces[scope],
            )
          : ids[scope];
        const input = Object.fromEntries(kinds.map(([kind, fields]) => [[fields].flat()[0], named[kind]]));
        const call = t.http()[method as 'get' | 'post' | 'put' | 'delete'](path).set(users[caller].auth);
        const response = method === 'get' ? await call.query(input) : await call.send(input);
        const actual = outcomeOf(response);
        checked++;
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          exceptions.push(
            `${key} as ${caller}: expected ${JSON.stringify(expected)}, got ${response.status} ${JSON.stringify(response.body)}`,
          );
        }
      }
    }
    expect(exceptions).toEqual([]);
    // The timesheet routes (issue 28) are among them: auditors read, never correct or approve.
    for (const key of ['GET /api/timesheets', 'PUT /api/timesheets', 'POST /api/timesheets/approve'])
      expect(routes.get(key)?.access).toBeDefined();
    // Every signed-in operation was tried by every caller.
    expect(checked).toBeGreaterThan(40 * CALLERS.length);
  });
});
