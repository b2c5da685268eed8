/**
 * The HTTP API's contract: one zod schema per request and answer, shared by the server (its
 * validation pipe and OpenAPI document) and the browser (RTK Query's types). `*Request`
 * schemas parse what clients send; `*Answer` schemas describe what the server sends back.
 */
export * from './fields';
export * from './wire-time';
export * from './contact';
export * from './workplaces';
export * from './sharing';
export * from './accounts';
export * from './health';
export * from './audit';
export * from './pay-dates';
export * from './employees';
export * from './pay';
export * from './rota';
export * from './feeds';
export * from './team';
export * from './publication';
export * from './staff-requests';
export * from './timesheets';
export * from './undo';
export * from './autofill';
export * from './templates';
export * from './kiosk';
export * from './manager-day';
export * from './routes';
