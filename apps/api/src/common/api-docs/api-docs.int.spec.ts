import SwaggerParser from '@apidevtools/swagger-parser';
import { createTestApp, TestApp } from '../../../test/test-app';

interface DocumentedOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: unknown;
  parameters?: unknown[];
}

const OPERATION_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
/** Writes whose whole input is the session (the cookie or token), so they document none. */
const TAKES_NOTHING = ['POST /api/auth/logout'];
/** Answers without a body; Nest's default (200 or 201 with no schema) is what an undocumented route gets instead. */
const NO_CONTENT = ['202', '204'];

describe('the OpenAPI document and Swagger UI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  it('serves Swagger UI at /api/docs without signing in', async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('swagger-ui');
  });

  it('serves the document at /api/docs-json with the contract schemas and refusal messages', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    expect(body.info.title).toBe('Rotaledger API');
    const contact = body.paths['/api/contact'].post;
    const requestSchema = body.components.schemas[contact.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    expect(requestSchema.required).toEqual(['name', 'email', 'message']);
    expect(requestSchema.properties.message.maxLength).toBe(5000);
    expect(contact.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/ContactMessageAnswer');
    expect(contact.responses['400'].description).toContain('Name, e-mail and message are required.');
  });

  it('documents every operation: a 2xx answer, and what each write takes', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, DocumentedOperation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!OPERATION_METHODS.includes(method)) continue;
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        if (
          !answers.some(
            ([status, answer]) => NO_CONTENT.includes(status) || Object.values(answer.content ?? {}).some((content) => content.schema),
          )
        ) {
          undocumented.push(`${method.toUpperCase()} ${path}: no 2xx answer schema`);
        }
        const takes = operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
        if (WRITE_METHODS.includes(method) && !takes && !TAKES_NOTHING.includes(`${method.toUpperCase()} ${path}`)) {
          undocumented.push(`${method.toUpperCase()} ${path}: no request body or parameters`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('is a valid document of the version it declares, OpenAPI 3.0 (a strict validator: swagger-parser)', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    expect(body.openapi).toBe('3.0.0');
    await expect(SwaggerParser.validate(structuredClone(body))).resolves.toMatchObject({ openapi: '3.0.0' });
  });

  it("keeps what generators read: the nullable fields are 3.0's `nullable: true` on their one type, examples as `example`", async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    const schemas = body.components.schemas;
    expect(schemas.PayForDatesAnswer.items.properties.rate).toMatchObject({ type: 'number', nullable: true });
    expect(schemas.AuditPay.items.properties.rate).toMatchObject({ type: 'number', nullable: true });
    expect(schemas.HealthAnswer.properties.projector.properties.holder).toMatchObject({ type: 'string', nullable: true });
    expect(schemas.EmployeeListAnswer.items.properties.rate_history.items.properties.effective_from).toMatchObject({
      type: 'string',
      nullable: true,
    });
    expect(schemas.Timesheets.properties.timesheets.items.properties.actualStart).toMatchObject({
      type: 'string',
      nullable: true,
      example: '07:20:00',
    });
    expect(schemas.CurrentFeedLink.properties.issuedAt).toMatchObject({ type: 'string', format: 'date-time', nullable: true });
    // No 3.1 spelling is left anywhere: a `type` list, a JSON Schema `examples` list, `const`.
    const spelledFor31: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}[${i}]`));
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const isSchemaKeyword = !at.endsWith('.properties') && !at.endsWith('.schemas') && !at.endsWith('.responses');
        if (
          isSchemaKeyword &&
          ((key === 'type' && Array.isArray(value)) || (key === 'examples' && Array.isArray(value)) || key === 'const')
        ) {
          spelledFor31.push(`${at}.${key}`);
        }
        walk(value, `${at}.${key}`);
      }
    };
    walk(body, '');
    expect(spelledFor31).toEqual([]);
  });

  it('refuses through the validation pipe with the contract message', async () => {
    const missing = await t.http().post('/api/contact').send({ email: 'a@b.co', message: 'Hi' }).expect(400);
    expect(missing.body).toEqual({ statusCode: 400, message: 'Name, e-mail and message are required.', error: 'Bad Request' });
    const notAnObject = await t.http().post('/api/contact').set('Content-Type', 'application/json').send('[1]').expect(400);
    expect(notAnObject.body.message).toBe('The request body must be a JSON object.');
  });
});

describe('Swagger UI under the strict CSP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  it("lets only the docs pages use inline styles and data: images (Swagger UI's own)", async () => {
    const docs = await t.http().get('/api/docs').expect(200);
    expect(docs.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(docs.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    const app = await t.http().get('/api/auth/me');
    expect(app.headers['content-security-policy']).toContain("style-src 'self';");
    expect(app.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});
