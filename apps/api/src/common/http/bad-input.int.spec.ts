import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation = [Method, string];

interface OpenApiDocument {
  paths: Record<
    string,
    Partial<Record<Method, { parameters?: { name: string }[]; requestBody?: { content?: Record<string, { schema?: SchemaRef }> } }>>
  >;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}
type SchemaRef = { $ref?: string; properties?: Record<string, unknown> };

/** Every operation of the API as its own OpenAPI document lists it (path parameters filled with junk). */
function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.keys(item) as Method[])
      .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
      .map((method): Operation => [method, path.replace(/\{[^}]+\}/g, 'junk')]),
  );
}

/** Every field name the document gives a query parameter or a request body property. */
function documentedFields(document: OpenApiDocument): string[] {
  const names = new Set<string>();
  const schemas = document.components?.schemas ?? {};
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const parameter of operation?.parameters ?? []) names.add(parameter.name);
      for (const content of Object.values(operation?.requestBody?.content ?? {})) {
        const schema = content.schema?.$ref ? schemas[content.schema.$ref.split('/').pop() ?? ''] : content.schema;
        for (const property of Object.keys(schema?.properties ?? {})) names.add(property);
      }
    }
  }
  return [...names];
}

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

describe('bad input never yields a 500', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let operations: Operation[];
  let fields: string[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    user = await signUp(t);
    const document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    operations = operationsOf(document);
    fields = documentedFields(document);
  });

  const bodyWith = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  const queryWith = (value: unknown) =>
    Object.fromEntries(fields.map((field) => [field, typeof value === 'string' ? value : JSON.stringify(value)]));

  it('walks a document that lists every route', () => {
    // A broken or empty document would make the walk below vacuous.
    expect(operations.length).toBeGreaterThanOrEqual(45);
    expect(operations).toContainEqual(['post', '/api/assignments/addassignment']);
    expect(operations).toContainEqual(['get', '/api/employees/upcomingshifts']);
    // Timesheets (issue 28).
    expect(operations).toContainEqual(['post', '/api/staff/junk/clock']);
    expect(operations).toContainEqual(['put', '/api/timesheets']);
    expect(operations).toContainEqual(['post', '/api/timesheets/approve']);
    expect(operations).toContainEqual(['get', '/api/timesheets']);
    // Staffing templates (issue 38).
    expect(operations).toContainEqual(['get', '/api/rota/templates']);
    expect(operations).toContainEqual(['put', '/api/rota/templates']);
    expect(operations).toContainEqual(['delete', '/api/rota/templates']);
    expect(operations).toContainEqual(['post', '/api/rota/applytemplate']);
    // The fields sent are the document's own: every route's parameters and body properties.
    for (const field of [
      'userId',
      'shiftId',
      'assignment_id',
      'timeEnd',
      'rate_effective_from',
      'date_of_birth',
      'toWeekStarts',
      'startDate',
      'password',
      'cursor',
      'actualStart',
      'breakMinutes',
      'needs',
      'fromWeekStart',
      'templateId',
      'contract',
    ]) {
      expect(fields).toContain(field);
    }
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

  it('answers every malformed body on every documented operation with a clear 4xx', async () => {
    for (const [method, path] of operations) {
      if (method === 'get') continue;
      for (const value of BAD_VALUES) {
        const response = await t.http()[method](path).set(user.auth).send(bodyWith(value));
        expectClientError(response, `${method.toUpperCase()} ${path} with ${JSON.stringify(value).slice(0, 40)}`);
      }
      for (const raw of ['[]', '"text"', '42', 'null']) {
        const response = await t.http()[method](path).set(user.auth).set('Content-Type', 'application/json').send(raw);
        expectClientError(response, `${method.toUpperCase()} ${path} with body ${raw}`);
      }
    }
  });

  it('answers every malformed query on every documented operation with a clear 4xx', async () => {
    // Node itself refuses a URL over 16 kB (431) before the app sees it, and every field of the
    // document carries the value: keep long values small enough that all of them fit in 12 kB.
    const longest = Math.floor(12_000 / fields.length);
    const urlSized = BAD_VALUES.map((value) => (typeof value === 'string' && value.length > longest ? 'x'.repeat(longest) : value));
    for (const [method, path] of operations) {
      for (const value of urlSized) {
        const response = await t.http()[method](path).set(user.auth).query(queryWith(value));
        expectClientError(response, `${method.toUpperCase()} ${path} with ${JSON.stringify(value).slice(0, 40)}`);
      }
      const repeated = await t.http()[method](`${path}?workplaceId=a&workplaceId=b&userId=${user.userId}&userId=x`).set(user.auth);
      expectClientError(repeated, `${method.toUpperCase()} ${path} with repeated parameters`);
    }
  });

  it('answers an unknown shared rota id of any shape with 404', async () => {
    for (const id of ['x', 'x'.repeat(500), '%E0%A4%A', '..%2F..%2Fetc']) {
      const response = await t.http().get(`/api/rotas/${id}`);
      expectClientError(response, `GET /api/rotas/${id.slice(0, 20)}`);
      expect([400, 404]).toContain(response.status);
    }
  });
});
