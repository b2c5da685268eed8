/**
 * The read side's work for one command: `npm run bench:read-side`.
 *
 * Since issue 42 §1 a command answers once its events are stored, and its caller's next request
 * waits for the read models to reach it: the projections' work for a command is what the read
 * right after a write waits for. This starts the real app in this process (embedded stores in a
 * temporary DATA_DIR, rate limits off), signs up a team of 40, and times, for every batch the
 * projection runner commits, the projections' work (until the last one's documents are ready)
 * and the commit, and counts the documents it commits (each once, as the commit writes them) and
 * the projections that wrote any. Two scenarios, each placement followed by a read naming its
 * position so that every placement is its own batch:
 *
 * - `placeassignment` on a new day each time (the bench:api command): a small day;
 * - days filled one placement at a time, 40 a day (half an hour each): the day documents grow
 *   with the day, and every copy of the day is rewritten on every event.
 *
 * The limit, measured in the same run: the same read with nothing to wait for (p50). The read
 * right after a write stays within 1.5× of it (issue 42 §1's goal) only when the read side's
 * work for the write takes at most half of it, so the ratio is (0.5 × quiet read) ÷ (work +
 * commit), goal ≥ 1. Prints a markdown table; asserts nothing. BENCH_PLACEMENTS (default 200,
 * at most 300) sets how many placements each scenario times, after 40 untimed ones.
 */
import 'reflect-metadata';
import { ProjectionBatch, ProjectionBatchEntry, ReadModelStore } from '@rotaledger/read-models';
import { cpus, loadavg } from 'node:os';
import { addDays, clock, nextMonday, percentile, seedTeam, startBenchApp, Team } from './bench-kit';

// At most 300: the new days and the filled ones must fit in the planning horizon (a year from today).
const PLACEMENTS = Math.min(Number(process.env.BENCH_PLACEMENTS ?? 200), 300);
const WARM_UP = 40;
const POSITION = 'x-rota-position';

interface Batch {
  workMs: number;
  commitMs: number;
  documents: number;
  writers: number;
}

/** Wraps the store's applyBatches: every committed batch's timings and documents go to `batches`. */
function observeBatches(store: ReadModelStore, batches: Batch[]): void {
  const applyBatches = store.applyBatches.bind(store);
  store.applyBatches = async (entries: readonly ProjectionBatchEntry[]) => {
    const started = performance.now();
    let workDone = started;
    const documents = new Set<string>();
    let writers = 0;
    const counted = entries.map((entry) => ({
      ...entry,
      work: async (batch: ProjectionBatch) => {
        let wrote = false;
        // The batch's own methods, counted (a Proxy would tax every read the projections make).
        const put = batch.put.bind(batch);
        const remove = batch.delete.bind(batch);
        batch.put = (collection, document) => {
          documents.add(`${collection}/${document.id}`);
          wrote = true;
          put(collection, document);
        };
        batch.delete = (collection, id) => {
          documents.add(`${collection}/${id}`);
          wrote = true;
          remove(collection, id);
        };
        await entry.work(batch);
        if (wrote) writers++;
        workDone = Math.max(workDone, performance.now());
      },
    }));
    const results = await applyBatches(counted);
    batches.push({ workMs: workDone - started, commitMs: performance.now() - workDone, documents: documents.size, writers });
    return results;
  };
}

interface Placement {
  date: string;
  employeeId: string;
  timeStart: string;
  timeEnd: string;
}

async function scenario(port: number, team: Team, batches: Batch[], placementOf: (i: number) => Placement) {
  let position = '0';
  let shiftId = '';
  const reads: number[] = [];
  const read = async () => {
    const started = performance.now();
    const answer = await fetch(`http://127.0.0.1:${port}/api/assignments/getassignments?shiftId=${shiftId}`, {
      headers: { authorization: `Bearer ${team.token}`, [POSITION]: position },
    });
    await answer.arrayBuffer();
    return performance.now() - started;
  };
  let timedFrom = 0;
  for (let i = 0; i < WARM_UP + PLACEMENTS; i++) {
    if (i === WARM_UP) timedFrom = batches.length;
    const answer = await fetch(`http://127.0.0.1:${port}/api/assignments/placeassignment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${team.token}`, [POSITION]: position },
      body: JSON.stringify({ workplaceId: team.workplaceId, serviceType: 706, ...placementOf(i) }),
    });
    const body = (await answer.json()) as { shift_id: string; message?: string };
    if (!answer.ok) throw new Error(`placeassignment answered ${answer.status}: ${body.message}`);
    position = answer.headers.get(POSITION) ?? position;
    shiftId = body.shift_id;
    // The first read waits for the placement; the second has nothing to wait for.
    await read();
    const quiet = await read();
    if (i >= WARM_UP) reads.push(quiet);
  }
  const timed = batches.slice(timedFrom).filter((batch) => batch.documents > 0);
  const p50 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  return {
    workMs: p50(timed.map((b) => b.workMs)),
    commitMs: p50(timed.map((b) => b.commitMs)),
    documents: p50(timed.map((b) => b.documents)),
    writers: p50(timed.map((b) => b.writers)),
    quietReadMs: p50(reads),
  };
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const batches: Batch[] = [];
    observeBatches(bench.app.get(ReadModelStore), batches);
    const team = await seedTeam(bench.port);
    const firstDay = nextMonday();
    const newDays = await scenario(bench.port, team, batches, (i) => ({
      date: addDays(firstDay, i),
      employeeId: team.employeeIds[i % team.employeeIds.length],
      timeStart: '09:00',
      timeEnd: '17:00',
    }));
    const fullDays = await scenario(bench.port, team, batches, (i) => ({
      date: addDays(firstDay, WARM_UP + PLACEMENTS + Math.floor(i / 40)),
      employeeId: team.employeeIds[i % 40],
      timeStart: clock((i % 40) * 30),
      timeEnd: clock((i % 40) * 30 + 30),
    }));
    console.log(
      `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`${PLACEMENTS} timed placements each, after ${WARM_UP} untimed\n`);
    console.log(
      '| placeassignment | read side: work + commit, p50 ms | documents | projections writing | quiet read p50 ms (limit: half of it) | ratio | goal |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const [name, r] of [
      ['on a new day each time', newDays],
      ['filling days, 40 a day', fullDays],
    ] as const) {
      const ratio = (0.5 * r.quietReadMs) / (r.workMs + r.commitMs);
      console.log(
        `| ${name} | ${r.workMs.toFixed(2)} + ${r.commitMs.toFixed(2)} | ${r.documents} | ${r.writers} | ${r.quietReadMs.toFixed(2)} | ${ratio.toFixed(2)} | ≥ 1 |`,
      );
    }
  } finally {
    await bench.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
