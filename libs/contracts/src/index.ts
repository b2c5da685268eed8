/**
 * The HTTP API's contract: one zod schema per request and answer, shared by the server (its
 * validation pipe and OpenAPI document) and the browser (RTK Query's types). `*Request`
 * schemas parse what clients send; `*Answer` schemas describe what the server sends back.
 */
export * from './fields';
export * from './contact';
export * from './rota';
