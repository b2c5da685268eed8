import { createTestApp, TestApp } from '../../../test/test-app';

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
