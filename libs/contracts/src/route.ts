/**
 * One operation of the HTTP API: its method and its path under the API base (`/api` by default),
 * named beside the schemas it takes and answers (`<module>.routes.ts` beside `<module>.ts`). The
 * server's OpenAPI document lists each of them (contract-routes.int.spec.ts); the browser builds
 * its RTK Query endpoints from them, so neither side types a path by hand. Request and Answer are
 * types only (the `z.input` of the request schema, the `z.output` of the answer schema): a route
 * is plain data, and importing it never ships zod to the browser.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route<Request = unknown, Answer = unknown> {
  readonly method: HttpMethod;
  /** Under the API base; `{name}` is a path parameter, as in the OpenAPI document. */
  readonly path: string;
  /** Never set: carries the request and answer types to whoever builds a call from the route. */
  readonly types?: { readonly request: Request; readonly answer: Answer };
}

export const route = <Request = void, Answer = void>(method: HttpMethod, path: string): Route<Request, Answer> => ({ method, path });

export type RequestOf<R> = R extends Route<infer Request, unknown> ? Request : never;
export type AnswerOf<R> = R extends Route<unknown, infer Answer> ? Answer : never;

/** The route's path with its `{name}` parameters filled in, each URI-encoded; a missing one is a programming error. */
export function pathOf(operation: Route<unknown, unknown>, parameters: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`${operation.method} ${operation.path} needs its ${name}.`);
    return encodeURIComponent(value);
  });
}
