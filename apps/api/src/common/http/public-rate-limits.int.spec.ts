import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * The engineering standard: every public route is rate limited. Public = an operation the
 * OpenAPI document lists with no `security` (anyone may call it). Each must document a 429,
 * and must answer one, with Retry-After, once its limit is used up: the test app lowers every
 * limit to CEILING (rateLimitCeiling), so CEILING + 1 requests reach it on every route.
 */
type Method = 'get' | 'post' | 'put' | 'delete';

interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  /** OpenAPI 3.0's one example (the document is 3.0). */
  example?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

interface Operation {
  operationId: string;
  security?: unknown[];
  responses: Record<string, { description?: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface PublicOperation {
  method: Method;
  path: string;
  operation: Operation;
}

const CEILING = 2;
const METHODS: Method[] = ['get', 'post', 'put', 'delete'];

function publicOperationsOf(document: OpenApiDocument): PublicOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] && item[method].security === undefined).map((method) => ({
      method,
      path,
      operation: item[method]!,
    })),
  );
}

/**
 * The smallest body the schema accepts in shape (required properties only, documented examples
 * where there are some), so the request reaches its handler instead of stopping at the body's
 * validation. Whether its values make sense is the handler's business: every limit counts an
 * attempt before deciding it.
 */
function sampleOf(schema: JsonSchema | undefined, document: OpenApiDocument): unknown {
  if (!schema) return {};
  if (schema.$ref) return sampleOf(document.components?.schemas?.[schema.$ref.split('/').pop()!], document);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'object' || schema.properties) {
    return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name], document)]));
  }
  if (schema.type === 'array') return [];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return '2030-01-07';
  if (schema.format === 'email') return 'ann@example.com';
  return 'x';
}

/** The quoted messages of a documented refusal ("... Messages: "a" · "b""). */
const messagesOf = (description: string | undefined) => [...(description ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);

describe('every public operation is rate limited', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: PublicOperation[];

  beforeAll(async () => {
    // Each operation is called from its own forwarded client address (TRUST_PROXY=loopback), so
    // limits shared between routes (a personal link's reads) do not mix, and no caller is loopback.
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' }, rateLimitCeiling: CEILING });
    document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    operations = publicOperationsOf(document);
  });
  afterAll(() => t.close());

  it('walks a document that lists the public operations', () => {
    const listed = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    for (const known of ['GET /api/health', 'POST /api/auth/login', 'GET /api/rotas/{rotaId}', 'GET /api/feeds/{token}.ics']) {
      expect(listed).toContain(known);
    }
  });

  it('documents a 429 on every public operation', () => {
    const undocumented = operations
      .filter(({ operation }) => messagesOf(operation.responses['429']?.description).length === 0)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(undocumented).toEqual([]);
  });

  it('answers 429 with Retry-After and a documented message once a client passes the limit', async () => {
    const unlimited: string[] = [];
    let client = 0;
    for (const { method, path, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      const address = `198.51.100.${++client}`;
      const url = path.replace(/\{[^}]+\}/g, 'junk');
      const body = operation.requestBody ? sampleOf(operation.requestBody.content?.['application/json']?.schema, document) : undefined;
      const send = () => {
        const request = t.http()[method](url).set('X-Forwarded-For', address);
        return body === undefined ? request : request.send(body as object);
      };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < CEILING; attempt++) statuses.push((await send()).status);
      const last = await send();
      if (last.status !== 429 || statuses.includes(429)) {
        unlimited.push(`${name}: ${[...statuses, last.status].join(', ')} (${JSON.stringify(last.body).slice(0, 120)})`);
        continue;
      }
      expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(messagesOf(operation.responses['429']?.description)).toContain(last.body.message);
    }
    expect(unlimited).toEqual([]);
  });
});
