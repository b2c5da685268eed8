import { EventBody, UntypedEvent, EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * EventStoreDB when a URL is configured (distributed mode), else the embedded SQLite file
 * under dataDir. `E` is the union of the events the caller stores (see EventStore).
 */
export async function createEventStore<E extends EventBody = UntypedEvent>(config: {
  eventStoreUrl?: string;
  dataDir: string;
  /** The embedded store calls it with every SQL statement it runs (tests of query plans). */
  traceSql?: (sql: string) => void;
}): Promise<EventStore<E>> {
  if (config.eventStoreUrl) return EventStoreDbEventStore.open<E>({ url: config.eventStoreUrl });
  return SqliteEventStore.open<E>({ dataDir: config.dataDir, traceSql: config.traceSql });
}
