import { EventBody, UntypedEvent, EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * PostgreSQL when a database URL is configured, EventStoreDB when its URL is (distributed
 * mode; the configuration allows one of the two), else the embedded SQLite file under dataDir.
 * `E` is the union of the events the caller stores (see EventStore).
 */
export async function createEventStore<E extends EventBody = UntypedEvent>(config: {
  databaseUrl?: string;
  eventStoreUrl?: string;
  dataDir: string;
  /** The embedded store calls it with every SQL statement it runs (tests of query plans). */
  traceSql?: (sql: string) => void;
}): Promise<EventStore<E>> {
  if (config.databaseUrl) return PostgresEventStore.open<E>({ connectionString: config.databaseUrl });
  if (config.eventStoreUrl) return EventStoreDbEventStore.open<E>({ url: config.eventStoreUrl });
  return SqliteEventStore.open<E>({ dataDir: config.dataDir, traceSql: config.traceSql });
}
