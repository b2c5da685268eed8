import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { can, noLongerMemberMessage, Permission, refusalFor, TeamRole } from '@rotaledger/domain';
import { ACCESS, AccessMetadata, isStaffNeed, ResourceKind, StaffNeed } from '../common/auth/access';
import { isPublicRoute } from '../common/http/public-routes';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { newMember } from '../../test/team.helpers';
import { KIND_RULES } from './team-access';

/**
 * What each route is meant to need, written down here on purpose (issue 43): a new route needs a
 * deliberate entry, and a route whose @Access differs from its entry (a write declaring a read
 * permission, a resource left out) fails below. `public`: no session; `self`: any signed-in
 * caller, acting on their own account; `staff`: no session, the personal link's token is the
 * caller (within its workplace, or its account), with the resources checked against it; else the
 * permission and the resources it is checked on.
 */
type Entry = 'public' | 'self' | { need: Permission; kinds: ResourceKind[] } | { staff: StaffNeed; kinds: ResourceKind[] };
const ACCESS_TABLE: Record<string, Entry> = {
  'DELETE /api/assignments/deleteassignment': { need: 'rota.write', kinds: ['assignment'] },
  'DELETE /api/employees/deleteemployee': { need: 'employee.write', kinds: ['employee'] },
  // Issue 40 §2: forgetting a removed staff member, as removing them is allowed.
  'POST /api/employees/forgetemployee': { need: 'employee.write', kinds: ['employee'] },
  'DELETE /api/employees/feedlink': { need: 'feed.write', kinds: ['employee'] },
  'DELETE /api/rota/templates': { need: 'rota.write', kinds: ['template'] },
  'DELETE /api/rotas/share': { need: 'sharing.write', kinds: ['sharedRota', 'workplace'] },
  'DELETE /api/shifts/deleteshift': { need: 'rota.write', kinds: ['shift'] },
  'DELETE /api/staff/{token}/timeoff': { staff: 'staffLink', kinds: [] },
  'DELETE /api/team/invitations': 'self',
  'DELETE /api/team/members': 'self',
  'DELETE /api/users/deleteuser': 'self',
  'DELETE /api/workplaces/kiosks': { need: 'kiosk.write', kinds: ['kiosk'] },
  'DELETE /api/workplaces/deleteworkplace': { need: 'workplace.manage', kinds: ['workplace'] },
  'GET /api/assignments/getassignments': { need: 'rota.read', kinds: ['shift'] },
  'GET /api/audit/diff': { need: 'audit.read', kinds: ['workplaceHistory'] },
  'GET /api/audit/events': { need: 'audit.read', kinds: ['workplaceHistory'] },
  'GET /api/audit/export': { need: 'audit.read', kinds: ['workplaceHistory'] },
  'GET /api/audit/pay': { need: 'audit.read', kinds: ['workplaceHistory'] },
  'GET /api/audit/rota': { need: 'audit.read', kinds: ['workplaceHistory'] },
  'GET /api/audit/workplaces': { need: 'audit.read', kinds: [] },
  'GET /api/auth/me': 'public',
  'GET /api/catalogue': 'public',
  'GET /api/employees/feedlink': { need: 'feed.read', kinds: ['employee'] },
  'GET /api/employees/getemployees': { need: 'employee.read', kinds: [] },
  'GET /api/employees/upcomingshifts': { need: 'employee.read', kinds: ['employee'] },
  'GET /api/feeds/{token}.ics': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  // Issue 41: the kiosk link's token is the key, as a personal link's is.
  'GET /api/kiosk/{token}': 'public',
  'GET /api/pay/export': { need: 'pay.read', kinds: ['workplace'] },
  'GET /api/pay/getpayfordates': { need: 'pay.read', kinds: ['workplace'] },
  'GET /api/pay/lines': { need: 'pay.read', kinds: ['workplace'] },
  'GET /api/pay/periods': { need: 'pay.read', kinds: ['workplace'] },
  'GET /api/preferences/getpreferences': 'self',
  'GET /api/requests': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/rota/publication': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/rota/templates': { need: 'rota.read', kinds: ['workplace'] },
  // Issue 41: the manager's day on a phone.
  'GET /api/rota/today': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/rotas/{rotaId}': 'public',
  'GET /api/shifts/getdayrota': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/shifts/getpopulateddates': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/shifts/getshifts': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/shifts/getweeklyshifts': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/staff/{token}': 'public',
  'GET /api/staff/{token}/manifest.webmanifest': 'public',
  'GET /api/team': 'self',
  'GET /api/team/memberships': 'self',
  // The join page reads an invitation by its token, before any account exists.
  'GET /api/team/invitation': 'public',
  'GET /api/timesheets': { need: 'rota.read', kinds: ['workplace'] },
  'GET /api/users/getuser': 'self',
  'GET /api/workplaces/getworkplaces': { need: 'rota.read', kinds: [] },
  'GET /api/workplaces/kiosks': { need: 'kiosk.read', kinds: ['workplace'] },
  'POST /api/assignments/addassignment': { need: 'rota.write', kinds: ['shift', 'employee'] },
  'POST /api/assignments/placeassignment': { need: 'rota.write', kinds: ['workplace', 'employee'] },
  'POST /api/auth/change-password': 'self',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/contact': 'public',
  'POST /api/employees/createemployee': { need: 'employee.write', kinds: ['workplace'] },
  'POST /api/employees/feedlink': { need: 'feed.write', kinds: ['employee'] },
  'POST /api/kiosk/{token}/clock': 'public',
  'POST /api/pay/periods/finalise': { need: 'pay.finalise', kinds: ['workplace'] },
  'POST /api/pay/periods/reopen': { need: 'pay.reopen', kinds: ['workplace'] },
  'POST /api/preferences/createpreferences': 'self',
  'POST /api/requests/decide': { need: 'rota.write', kinds: ['staffRequest'] },
  'POST /api/rota/applytemplate': { need: 'rota.write', kinds: ['workplace', 'template'] },
  'POST /api/assignments/noshow': { need: 'rota.write', kinds: ['assignment'] },
  'POST /api/rota/autofill': { need: 'rota.write', kinds: ['workplace'] },
  'POST /api/rota/autofill/accept': { need: 'rota.write', kinds: ['proposal'] },
  'POST /api/rota/copyday': { need: 'rota.write', kinds: ['workplace'] },
  'POST /api/rota/copyweek': { need: 'rota.write', kinds: ['workplace'] },
  'POST /api/rota/publish': { need: 'rota.write', kinds: ['workplace'] },
  'POST /api/rota/templates': { need: 'rota.write', kinds: ['workplace'] },
  'POST /api/rota/undo': { need: 'rota.write', kinds: ['change'] },
  'POST /api/rotas/share': { need: 'sharing.write', kinds: ['workplace'] },
  'POST /api/shifts/addshift': { need: 'rota.write', kinds: ['workplace'] },
  'POST /api/staff/{token}/claims': { staff: 'staffLink', kinds: ['assignment'] },
  'POST /api/staff/{token}/clock': { staff: 'staffLink', kinds: [] },
  'POST /api/staff/{token}/swaps': { staff: 'staffLink.account', kinds: ['assignment'] },
  'DELETE /api/staff/{token}/swaps': { staff: 'staffLink', kinds: ['staffRequest'] },
  'POST /api/staff/{token}/swaps/accept': { staff: 'staffLink', kinds: ['staffRequest'] },
  'POST /api/staff/{token}/timeoff': { staff: 'staffLink', kinds: [] },
  'POST /api/team/invitations': 'self',
  'POST /api/team/join': 'self',
  'POST /api/timesheets/approve': { need: 'rota.write', kinds: ['workplace'] },
  'POST /api/users/createuser': 'self',
  'POST /api/workplaces/createworkplace': { need: 'workplace.manage', kinds: [] },
  'POST /api/workplaces/kiosks': { need: 'kiosk.write', kinds: ['workplace'] },
  'PUT /api/assignments/updateassignmenttime': { need: 'rota.write', kinds: ['assignment'] },
  'PUT /api/assignments/updateemployee': { need: 'rota.write', kinds: ['assignment', 'employee'] },
  'PUT /api/employees/pin': { need: 'employee.write', kinds: ['employee'] },
  'PUT /api/employees/updateemployee': { need: 'employee.write', kinds: ['employee', 'workplace'] },
  'PUT /api/preferences/updatepreferences': 'self',
  'PUT /api/rota/templates': { need: 'rota.write', kinds: ['template'] },
  'PUT /api/staff/{token}/availability': { staff: 'staffLink', kinds: [] },
  'PUT /api/staff/{token}/email': { staff: 'staffLink', kinds: [] },
  'PUT /api/staff/{token}/pin': { staff: 'staffLink', kinds: [] },
  'PUT /api/team/members': 'self',
  // The caller names their own team (every account owns one).
  'PUT /api/team/business': 'self',
  'PUT /api/timesheets': { need: 'rota.write', kinds: ['assignment'] },
  'PUT /api/users/updateUsername': 'self',
  'PUT /api/users/displayname': 'self',
  'PUT /api/workplaces/updateworkplace': { need: 'workplace.manage', kinds: ['workplace'] },
};

/** Writes that need a read permission on purpose: none. */
const WRITES_NEEDING_READ: readonly string[] = [];

/**
 * Every operation of the OpenAPI document × every kind of caller, with the expected allow or
 * refusal derived from the table above and the domain's permissions table: 0 exceptions. "Allowed" means not refused by the access check (the
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
function expectedOutcome(entry: Exclude<Entry, 'public' | { staff: StaffNeed }>, caller: Caller, businessName: string): Outcome {
  if (entry === 'self') return { allowed: true };
  const { need, kinds } = entry;
  // On no resource (the caller's own lists, a new workplace of their own): every caller acts in their own account.
  if (kinds.length === 0) return { allowed: true };
  // Issue 43: someone the owner removed is told so by the business's name, not "not found".
  if (caller === 'removed member') return { status: 403, message: noLongerMemberMessage(businessName) };
  const { role, inScope } = STANDING[caller];
  if (role === null || !inScope) return { status: 404, message: KIND_RULES[kinds[0]].notFound };
  return can(role, need) ? { allowed: true } : { status: 403, message: refusalFor(role, need).message };
}

/** A refusal (401 reads as 403: either way the caller was not let in), else allowed. The ids sent are all live, so no route has a 404 of its own to give. */
function outcomeOf(response: { status: number; body: { message?: unknown } }): Outcome | { status: number; message: string } {
  const { status } = response;
  // A server error is never "allowed": it is a failure of its own.
  if (status >= 500) return { status, message: typeof response.body?.message === 'string' ? response.body.message : '' };
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

  const templates = new Map<string, string>();
  /** A staffing template (issue 38) of the workplace: a new one only for a delete of templates (a workplace holds at most 20). */
  async function templateOf(workplaceId: string, fresh: boolean): Promise<string> {
    const known = templates.get(workplaceId);
    if (known && !fresh) return known;
    const created = await t
      .http()
      .post('/api/rota/templates')
      .set(owner.auth)
      .send({
        workplaceId,
        name: `T${Math.random().toString(36).slice(2, 8)}`,
        needs: [{ weekday: 'tue', serviceType: 701, timeStart: '09:00', timeEnd: '10:00', count: 1 }],
      })
      .expect(201);
    const templateId = created.body.templateId as string;
    if (!known) templates.set(workplaceId, templateId);
    return templateId;
  }

  /** A workplace's employee, shift, assignment, shared link, change and template (new ones, for the callers that may delete them). */
  const kiosks = new Map<string, string>();
  /** A kiosk link (issue 41): a new one only for a delete of kiosk links (a workplace holds at most 10 live ones). */
  async function kioskOf(workplaceId: string, fresh: boolean): Promise<string> {
    const known = kiosks.get(workplaceId);
    if (known && !fresh) return known;
    const created = await t.http().post('/api/workplaces/kiosks').set(owner.auth).send({ workplaceId }).expect(201);
    const kioskId = created.body.kioskId as string;
    if (!known) kiosks.set(workplaceId, kioskId);
    return kioskId;
  }

  async function resourcesOf(workplaceId: string, freshTemplate = false, freshKiosk = false): Promise<Record<ResourceKind, string>> {
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
      template: await templateOf(workplaceId, freshTemplate),
      kiosk: await kioskOf(workplaceId, freshKiosk),
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

  it('every route needs what the table above says, and the table names no route the app lacks', () => {
    const actual = Object.fromEntries(
      [...registeredRoutes(t)].map(([key, route]): [string, Entry | 'undeclared'] => {
        if (!route.access) return [key, route.isPublic ? 'public' : 'undeclared'];
        const { need, resources } = route.access;
        const kinds = Object.keys(resources) as ResourceKind[];
        if (isStaffNeed(need)) return [key, { staff: need, kinds }];
        if (route.isPublic) return [key, 'public'];
        return [key, need === 'self' ? 'self' : { need, kinds }];
      }),
    );
    expect(actual).toEqual(ACCESS_TABLE);
  });

  it('no write needs only a read permission', () => {
    const writesOnRead = Object.entries(ACCESS_TABLE)
      .filter(([key, entry]) => !key.startsWith('GET ') && typeof entry === 'object' && 'need' in entry && entry.need.endsWith('.read'))
      .map(([key]) => key);
    expect(writesOnRead).toEqual(WRITES_NEEDING_READ);
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
      const entry = ACCESS_TABLE[key];
      if (entry === undefined || entry === 'public' || (typeof entry === 'object' && 'staff' in entry)) {
        exceptions.push(`${key}: not in the access table as a signed-in route`);
        continue;
      }
      for (const caller of CALLERS) {
        const expected = expectedOutcome(entry, caller, businessName);
        const scope = STANDING[caller].inScope || caller === 'stranger' || caller === 'removed member' ? 'A' : 'B';
        // A delete that is allowed gets resources of its own, so the next caller still finds theirs.
        const fresh = method === 'delete' && 'allowed' in expected && kinds.length > 0;
        const named = fresh
          ? await resourcesOf(
              kinds.some(([kind]) => kind === 'workplace') && caller === 'owner' && path.includes('deleteworkplace')
                ? await createWorkplace(t, owner)
                : workplaces[scope],
              path === '/api/rota/templates',
              path === '/api/workplaces/kiosks',
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
