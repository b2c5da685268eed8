/**
 * Embedded store throughput: `npm run bench:store`. Prints a markdown table; asserts nothing
 * (timings belong here, never in tests). Runs on a temporary directory it removes afterwards.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { NewEvent, SqliteEventStore, StoredEvent } from '@rotaledger/event-store';
import { ProjectionBatch, SqliteReadModelStore } from '@rotaledger/read-models';

const SINGLE_APPENDS = 5_000;
const BATCHED_EVENTS = 100_000;
const EVENTS_PER_APPEND = 100;
const PAGE_SIZE = 1_000;
const REBUILD_BATCH = 1_000;
const DAY_MS = 86_400_000;

function shiftEvent(index: number): NewEvent {
  const at = new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString();
  return {
    id: randomUUID(),
    type: 'AssignmentTimed',
    data: { workplaceId: `w-${index % 3}`, employeeId: `e-${index % 40}`, minutes: 240 + (index % 5) * 30 },
    metadata: { userId: 'bench-user', at, correlationId: randomUUID(), schemaVersion: 1 },
  };
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

const rate = (count: number, seconds: number) => Math.round(count / seconds);

async function durableSingleAppends(store: SqliteEventStore): Promise<number> {
  const revisions = new Map<string, number>();
  const seconds = await timed(async () => {
    for (let i = 0; i < SINGLE_APPENDS; i++) {
      const streamId = `employee-${i % 50}`;
      const last = revisions.get(streamId);
      const result = await store.appendToStream(streamId, [shiftEvent(i)], { expectedRevision: last ?? 'no_stream' });
      revisions.set(streamId, result.nextRevision);
    }
  });
  return rate(SINGLE_APPENDS, seconds);
}

async function batchedAppends(store: SqliteEventStore): Promise<number> {
  const seconds = await timed(async () => {
    for (let append = 0; append < BATCHED_EVENTS / EVENTS_PER_APPEND; append++) {
      const events = Array.from({ length: EVENTS_PER_APPEND }, (_, i) => shiftEvent(append * EVENTS_PER_APPEND + i));
      await store.appendToStream(`rota-w-${append}`, events, { expectedRevision: 'no_stream' });
    }
  });
  return rate(BATCHED_EVENTS, seconds);
}

async function readWholeLog(store: SqliteEventStore, onPage: (page: StoredEvent[]) => Promise<void>): Promise<number> {
  let after = 0;
  let count = 0;
  for (;;) {
    const page = await store.readAll({ after, limit: PAGE_SIZE });
    if (page.length === 0) return count;
    await onPage(page);
    count += page.length;
    after = page[page.length - 1].position;
  }
}

/** Per-stream counters and per-day totals, maintained by read-modify-write like the real projections. */
async function project(batch: ProjectionBatch, events: StoredEvent[]): Promise<void> {
  for (const event of events) {
    const counter = await batch.get<{ id: string; events: number }>('streamCounters', event.streamId);
    batch.put('streamCounters', { id: event.streamId, events: (counter?.events ?? 0) + 1 });
    const day = event.metadata.at.slice(0, 10);
    const totals = await batch.get<{ id: string; events: number; minutes: number }>('days', day);
    batch.put('days', {
      id: day,
      events: (totals?.events ?? 0) + 1,
      minutes: (totals?.minutes ?? 0) + Number(event.data.minutes ?? 0),
    });
  }
}

async function rebuild(events: SqliteEventStore, readModels: SqliteReadModelStore): Promise<{ rate: number; count: number }> {
  await readModels.reset('bench', ['streamCounters', 'days']);
  let count = 0;
  const seconds = await timed(async () => {
    count = await readWholeLog(events, async (page) => {
      for (let i = 0; i < page.length; i += REBUILD_BATCH) {
        const slice = page.slice(i, i + REBUILD_BATCH);
        await readModels.applyBatch('bench', slice[slice.length - 1].position, (batch) => project(batch, slice));
      }
    });
  });
  return { rate: rate(count, seconds), count };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-bench-'));
  const events = await SqliteEventStore.open({ dataDir });
  const readModels = await SqliteReadModelStore.open({ dataDir });
  try {
    const singles = await durableSingleAppends(events);
    const batched = await batchedAppends(events);
    let logEvents = 0;
    const readSeconds = await timed(async () => {
      logEvents = await readWholeLog(events, () => Promise.resolve());
    });
    const rebuilt = await rebuild(events, readModels);
    const days = (await readModels.dump('days')).length;

    const format = (n: number) => n.toLocaleString('en-GB');
    console.log(`\nEmbedded stores (SQLite) on ${cpus()[0].model}, ${cpus().length} cores, Node ${process.version}\n`);
    console.log('| metric | value | target |');
    console.log('|---|---|---|');
    console.log(
      `| durable single-event appends (sequential, ${format(SINGLE_APPENDS)}) | ${format(singles)} appends/s | > 3,000 appends/s |`,
    );
    console.log(
      `| batched appends (${EVENTS_PER_APPEND} events per append, ${format(BATCHED_EVENTS)}) | ${format(batched)} events/s | – |`,
    );
    console.log(
      `| global-log read (readAll pages of ${format(PAGE_SIZE)}, ${format(logEvents)}) | ${format(rate(logEvents, readSeconds))} events/s | – |`,
    );
    console.log(
      `| full read-model rebuild (read + applyBatch of ${format(REBUILD_BATCH)}, ${format(rebuilt.count)}) | ${format(rebuilt.rate)} events/s | > 50,000 events/s |`,
    );
    console.log(`\nRebuild produced ${format(days)} day documents over ~${Math.ceil((BATCHED_EVENTS * 60_000) / DAY_MS)} days.`);
  } finally {
    await events.close();
    await readModels.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
