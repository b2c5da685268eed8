import { ALL_ROUTES } from '@rotaledger/contracts';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * The contract's routes (libs/contracts/src/*.routes.ts), which the browser builds its calls
 * from, and the server's own OpenAPI document name the same operations: a path typed wrong on
 * either side, or a route added to one side only, fails here.
 */
describe('every contract route is an operation of the API, and every operation has its contract route', () => {
  let t: TestApp;
  let documented: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => t.close());

  const contract = () => ALL_ROUTES.map(({ method, path }) => `${method} /api${path}`);

  it('lists each contract route in the OpenAPI document with the same method and path', () => {
    expect(contract().filter((operation) => !documented.includes(operation))).toEqual([]);
  });

  it('has a contract route for each documented operation', () => {
    expect(documented.length).toBeGreaterThanOrEqual(45);
    expect(documented.filter((operation) => !contract().includes(operation))).toEqual([]);
  });

  it('names each operation once', () => {
    expect(new Set(contract()).size).toBe(ALL_ROUTES.length);
  });
});
