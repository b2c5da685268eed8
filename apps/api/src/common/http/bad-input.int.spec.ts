import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every route that takes input, by how it takes it. */
const QUERY_ROUTES: [Method, string][] = [
  ['get', '/api/users/getuser'],
  ['get', '/api/preferences/getpreferences'],
  ['get', '/api/workplaces/getworkplaces'],
  ['get', '/api/employees/getemployees'],
  ['get', '/api/shifts/getshifts'],
  ['get', '/api/shifts/getpopulateddates'],
  ['get', '/api/shifts/getweeklyshifts'],
  ['get', '/api/assignments/getassignments'],
  ['get', '/api/pay/getpayfordates'],
  ['delete', '/api/shifts/deleteshift'],
  ['get', '/api/audit/events'],
  ['get', '/api/audit/rota'],
  ['get', '/api/audit/diff'],
  ['get', '/api/audit/pay'],
  ['get', '/api/audit/export'],
];

const BODY_ROUTES: [Method, string][] = [
  ['post', '/api/auth/login'],
  ['post', '/api/auth/forgot-password'],
  ['post', '/api/auth/reset-password'],
  ['post', '/api/auth/change-password'],
  ['post', '/api/users/createuser'],
  ['put', '/api/users/updateUsername'],
  ['post', '/api/preferences/createpreferences'],
  ['put', '/api/preferences/updatepreferences'],
  ['post', '/api/workplaces/createworkplace'],
  ['put', '/api/workplaces/updateworkplace'],
  ['delete', '/api/workplaces/deleteworkplace'],
  ['post', '/api/employees/createemployee'],
  ['put', '/api/employees/updateemployee'],
  ['delete', '/api/employees/deleteemployee'],
  ['post', '/api/shifts/addshift'],
  ['post', '/api/assignments/addassignment'],
  ['put', '/api/assignments/updateemployee'],
  ['put', '/api/assignments/updateassignmenttime'],
  ['post', '/api/assignments/placeassignment'],
  ['post', '/api/rota/copyweek'],
  ['post', '/api/rota/copyday'],
  ['delete', '/api/assignments/deleteassignment'],
  ['post', '/api/rotas/share'],
  ['post', '/api/contact'],
  ['delete', '/api/users/deleteuser'],
];

const FIELDS = [
  'userId',
  'user_id',
  'email',
  'password',
  'token',
  'currentPassword',
  'newPassword',
  'new_username',
  'workplaceId',
  'workplace_id',
  'workplaceName',
  'industryType',
  'workplaceServices',
  'services',
  'name',
  'rotaStartTime',
  'rotaEndTime',
  'employee_id',
  'employeeId',
  'display_name',
  'first_name',
  'surname',
  'rate',
  'created_by',
  'date',
  'serviceType',
  'shiftId',
  'assignmentId',
  'assignment_id',
  'timeStart',
  'timeEnd',
  'rotaDate',
  'fromWeekStart',
  'toWeekStarts',
  'fromDate',
  'toDates',
  'startDate',
  'endDate',
  'dates',
  'from',
  'to',
  'at',
  'cursor',
  'limit',
  'format',
  'kind',
  'message',
  'currency',
  'num_1',
  'tf_1',
];

/** Values of the wrong type or shape, or absurd size. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  '',
  ' ',
  'x'.repeat(20_000),
  '../../etc/passwd',
  '2026-02-30',
  '99:99:99',
  '[not json',
  ['a', 'b'],
  { $gt: '' },
  { nested: { deeper: [1, 2, 3] } },
];

const bodyWith = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const queryWith = (value: unknown) =>
  Object.fromEntries(FIELDS.map((field) => [field, typeof value === 'object' ? JSON.stringify(value) : String(value)]));

describe('bad input never yields a 500', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    user = await signUp(t);
  });
  afterAll(() => t.close());

  /**
   * Never a 5xx; a refusal says why. (Some values are legitimately accepted: an empty or
   * null userId means "me", an unknown optional filter is ignored.)
   */
  function expectClientError(response: { status: number; body: { message?: unknown } }, what: string) {
    if (response.status >= 500) {
      throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
    }
    if (response.status >= 400) {
      expect(typeof response.body.message).toBe('string');
      expect((response.body.message as string).length).toBeGreaterThan(0);
    }
  }

  it.each(BODY_ROUTES)('%s %s answers every malformed body with a clear 4xx', async (method, path) => {
    for (const value of BAD_VALUES) {
      const response = await t.http()[method](path).set(user.auth).send(bodyWith(value));
      expectClientError(response, `${method.toUpperCase()} ${path} with ${JSON.stringify(value).slice(0, 40)}`);
    }
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const response = await t.http()[method](path).set(user.auth).set('Content-Type', 'application/json').send(raw);
      expectClientError(response, `${method.toUpperCase()} ${path} with body ${raw}`);
    }
  });

  it.each(QUERY_ROUTES)('%s %s answers every malformed query with a clear 4xx', async (method, path) => {
    // Node itself refuses a URL over 16 kB (431) before the app sees it: keep long values URL-sized.
    const urlSized = BAD_VALUES.map((value) => (typeof value === 'string' && value.length > 1000 ? 'x'.repeat(250) : value));
    for (const value of urlSized) {
      const response = await t.http()[method](path).set(user.auth).query(queryWith(value));
      expectClientError(response, `${method.toUpperCase()} ${path} with ${JSON.stringify(value).slice(0, 40)}`);
    }
    const repeated = await t.http()[method](`${path}?workplaceId=a&workplaceId=b&userId=${user.userId}&userId=x`).set(user.auth);
    expectClientError(repeated, `${method.toUpperCase()} ${path} with repeated parameters`);
  });

  it('answers an unknown shared rota id of any shape with 404', async () => {
    for (const id of ['x', 'x'.repeat(500), '%E0%A4%A', '..%2F..%2Fetc']) {
      const response = await t.http().get(`/api/rotas/${id}`);
      expectClientError(response, `GET /api/rotas/${id.slice(0, 20)}`);
      expect([400, 404]).toContain(response.status);
    }
  });
});
