import { ACCOUNT_ERRORS, PREFERENCE_ERRORS } from '@rotaledger/domain';
import { createTestApp, TestApp } from '../../../test/test-app';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { required?: string[]; properties?: Record<string, { enum?: string[] }> }>;
    securitySchemes: Record<string, { name?: string }>;
  };
}

/** The accounts, health and audit routes as the OpenAPI document describes them. */
describe('the OpenAPI document: accounts, health and audit', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    document = (await t.http().get('/api/docs-json').expect(200)).body as Document;
  });
  afterAll(() => t.close());

  const operation = (method: string, path: string) => document.paths[`/api${path}`][method];
  const answerName = (op: Operation, status: string) => op.responses[status].content?.['application/json'].schema.$ref?.split('/').pop();
  const bodySchema = (op: Operation) =>
    document.components.schemas[op.requestBody!.content['application/json'].schema.$ref.split('/').pop()!];

  it('describes sign-up: its fields, its answer and every refusal', () => {
    const signUp = operation('post', '/auth/signup');
    expect(signUp.tags).toEqual(['auth']);
    expect(bodySchema(signUp).required).toEqual(['email', 'password']);
    expect(answerName(signUp, '201')).toBe('SessionAnswer');
    expect(signUp.responses['400'].description).toContain(ACCOUNT_ERRORS.emailAndPasswordRequired);
    expect(signUp.responses['400'].description).toContain(ACCOUNT_ERRORS.passwordRulesUnmet);
    expect(signUp.responses['409'].description).toContain(ACCOUNT_ERRORS.emailInUse);
    expect(signUp.responses['429'].description).toContain(ACCOUNT_ERRORS.tooManyAttempts);
  });

  it('notes the session cookie or a Bearer token on signed-in routes', () => {
    expect(document.components.securitySchemes.cookie.name).toBe('rotaledger_session');
    for (const [method, path] of [
      ['get', '/auth/me'],
      ['get', '/users/getuser'],
      ['put', '/preferences/updatepreferences'],
      ['get', '/audit/events'],
    ]) {
      expect(operation(method, path).security).toEqual(expect.arrayContaining([{ cookie: [] }, { bearer: [] }]));
      expect(operation(method, path).responses['401'].description).toContain(ACCOUNT_ERRORS.signInRequired);
    }
    expect(operation('post', '/auth/login').security).toBeUndefined();
  });

  it('describes the users and preferences calls', () => {
    expect(answerName(operation('get', '/users/getuser'), '200')).toBe('UserAnswer');
    expect(operation('delete', '/users/deleteuser').responses['400'].description).toContain(
      ACCOUNT_ERRORS.reauthenticationPasswordRequired,
    );
    const update = operation('put', '/preferences/updatepreferences');
    expect(bodySchema(update).properties?.currency.enum).toEqual(['gbp', 'usd', 'eur']);
    expect(update.responses['400'].description).toContain(PREFERENCE_ERRORS.nothingToChange);
    expect(answerName(update, '200')).toBe('PreferencesAnswer');
  });

  it('describes the audit queries with their parameters and messages', () => {
    const events = operation('get', '/audit/events');
    expect(events.parameters?.map((p) => p.name)).toEqual([
      'userId',
      'workplaceId',
      'from',
      'to',
      'kind',
      'date',
      'employeeId',
      'cursor',
      'limit',
      'order',
    ]);
    expect(events.parameters?.find((p) => p.name === 'workplaceId')?.required).toBe(true);
    expect(answerName(events, '200')).toBe('AuditEventsPage');
    expect(events.responses['400'].description).toContain('cursor must be a whole number of 0 or more.');
    expect(events.responses['400'].description).toContain('order must be oldest or newest.');
    expect(events.responses['404'].description).toContain('Employee not found.');
    expect(operation('get', '/audit/pay').responses['400'].description).toContain('dates must be a JSON list of dates like ["07/12/26"].');
    expect(Object.keys(operation('get', '/audit/export').responses['200'].content ?? {})).toEqual(['text/csv', 'application/json']);
  });

  it('describes the health check and its token refusal', () => {
    const health = operation('get', '/health');
    expect(answerName(health, '200')).toBe('HealthAnswer');
    expect(health.responses['401'].description).toContain('The operations token is not valid.');
    expect(health.responses['503']).toBeDefined();
  });
});
