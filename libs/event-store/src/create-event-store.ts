import { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { SqliteEventStore } from './sqlite-event-store';

/** EventStoreDB when a URL is configured (distributed mode), else the embedded SQLite file under dataDir. */
export async function createEventStore(config: { eventStoreUrl?: string; dataDir: string }): Promise<EventStore> {
  if (config.eventStoreUrl) return EventStoreDbEventStore.open({ url: config.eventStoreUrl });
  return SqliteEventStore.open({ dataDir: config.dataDir });
}
