/**
 * Child process of the crash test: appends one event at a time to `crash-probe` and prints
 * each event id only after its append resolved (i.e. was acknowledged), until it is killed.
 * Usage: node -r scripts/ts-register.cjs crash-child.ts <dataDir>
 */
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { SqliteEventStore } from '../sqlite-event-store';

async function appendUntilKilled(dataDir: string): Promise<void> {
  const store = await SqliteEventStore.open({ dataDir });
  for (let revision = 0; ; revision++) {
    const id = randomUUID();
    await store.appendToStream(
      'crash-probe',
      [
        {
          id,
          type: 'CrashProbeAppended',
          data: { revision },
          metadata: { userId: null, at: new Date().toISOString(), correlationId: id, schemaVersion: 1 },
        },
      ],
      { expectedRevision: revision === 0 ? 'no_stream' : revision - 1 },
    );
    // A synchronous write: the parent sees the id only once the append has returned.
    writeSync(1, `${id}\n`);
  }
}

appendUntilKilled(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
