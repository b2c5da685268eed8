export * from './event-store.port';
export { StoreUnavailableError, isPostgresConnectionLoss, withUnavailableErrors } from './store-unavailable';
export { SqliteEventStore } from './sqlite-event-store';
export { EventStoreDbEventStore } from './eventstoredb-event-store';
export { PostgresEventStore } from './postgres-event-store';
export { createEventStore } from './create-event-store';
