/**
 * The forgot-password probe (`npm run bench:probe`): can a client tell from timing whether an
 * e-mail has an account? Its answer (202 either way) is not enough; the work done after it is
 * the risk, when it runs on the event loop the next request needs. So: a forgot-password request,
 * then at once a cheap request (GET /api/catalogue), timing the cheap one. PROBE_PAIRS pairs
 * (default 60) for a known e-mail and as many for an unknown one, interleaved ABBA so drift hits
 * both alike, after PROBE_WARMUP (default 10) untimed pairs. It prints the medians (and the
 * quartiles) of both probe latencies, their difference and how likely chance alone gives it.
 *
 * The server runs in this process (embedded stores in a temporary DATA_DIR, rate limits off); the
 * client runs in a forked child, so its own timers never share the server's event loop.
 */
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { api, BENCH_EMAIL, BENCH_PASSWORD, percentile, startBenchApp } from './bench-kit';

const PAIRS = Number(process.env.PROBE_PAIRS ?? 60);
const WARMUP = Number(process.env.PROBE_WARMUP ?? 10);
/** Time between pairs, so each pair starts on a quiet server (as an attacker's slow, patient probe would). */
const GAP_MS = Number(process.env.PROBE_GAP_MS ?? 30);
const UNKNOWN_EMAIL = 'nobody-here@example.com';
const PROBE_PATH = '/api/catalogue';

interface Sample {
  known: boolean;
  answerMs: number;
  probeMs: number;
}

interface ProbeReport {
  samples: Sample[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One pair: forgot-password for `email`, then the probe as soon as the 202 is in. */
async function pair(port: number, email: string): Promise<{ answerMs: number; probeMs: number }> {
  const base = `http://127.0.0.1:${port}`;
  const asked = performance.now();
  const answer = await fetch(`${base}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await answer.arrayBuffer();
  const answered = performance.now();
  if (answer.status !== 202) throw new Error(`forgot-password answered ${answer.status}`);
  const probe = await fetch(`${base}${PROBE_PATH}`);
  await probe.arrayBuffer();
  const probed = performance.now();
  if (!probe.ok) throw new Error(`${PROBE_PATH} answered ${probe.status}`);
  return { answerMs: answered - asked, probeMs: probed - answered };
}

/** The client (forked child): warm-up, then the pairs in ABBA order. */
async function probeClient(port: number): Promise<void> {
  for (let i = 0; i < WARMUP; i++) {
    await pair(port, i % 2 === 0 ? BENCH_EMAIL : UNKNOWN_EMAIL);
    await sleep(GAP_MS);
  }
  const samples: Sample[] = [];
  for (let i = 0; i < 2 * PAIRS; i++) {
    // A B B A A B B A ...: known first in even blocks of two, unknown first in odd ones.
    const known = i % 4 === 0 || i % 4 === 3;
    samples.push({ known, ...(await pair(port, known ? BENCH_EMAIL : UNKNOWN_EMAIL)) });
    await sleep(GAP_MS);
  }
  const report: ProbeReport = { samples };
  await new Promise<void>((resolve) => process.send!(report, () => resolve()));
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p25: percentile(sorted, 0.25), median: percentile(sorted, 0.5), p75: percentile(sorted, 0.75) };
}

const medianOf = (values: number[]) => summary(values).median;

/**
 * How often the probe medians differ by at least the observed amount when the known/unknown
 * labels are shuffled (a permutation test): near 0 is a real difference, well above 0.05 is noise.
 */
function permutationP(samples: Sample[], rounds = 2000): number {
  const observed = Math.abs(
    medianOf(samples.filter((s) => s.known).map((s) => s.probeMs)) - medianOf(samples.filter((s) => !s.known).map((s) => s.probeMs)),
  );
  const probes = samples.map((sample) => sample.probeMs);
  const knownCount = samples.filter((sample) => sample.known).length;
  let asLarge = 0;
  for (let round = 0; round < rounds; round++) {
    for (let i = probes.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [probes[i], probes[j]] = [probes[j], probes[i]];
    }
    if (Math.abs(medianOf(probes.slice(0, knownCount)) - medianOf(probes.slice(knownCount))) >= observed) asLarge += 1;
  }
  return asLarge / rounds;
}

const ms = (value: number) => value.toFixed(2).padStart(7);

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    await api(bench.port, 'POST', '/auth/signup', { email: BENCH_EMAIL, password: BENCH_PASSWORD });
    console.log(`Probing 127.0.0.1:${bench.port}: ${WARMUP} warm-up pairs, then ${PAIRS} pairs per case, ${GAP_MS} ms apart ...`);
    const client = fork(join(__dirname, '../scripts/run-ts.mjs'), [__filename], {
      env: { ...process.env, PROBE_PORT: String(bench.port) },
    });
    const report = await new Promise<ProbeReport>((resolve, reject) => {
      client.once('message', (message) => resolve(message as ProbeReport));
      client.once('error', reject);
      client.once('exit', (code) => reject(new Error(`probe client exited with ${code}`)));
    });
    const of = (known: boolean) => report.samples.filter((sample) => sample.known === known);
    const rows = [true, false].map((known) => ({
      name: known ? 'known e-mail' : 'unknown e-mail',
      n: of(known).length,
      answer: summary(of(known).map((sample) => sample.answerMs)),
      probe: summary(of(known).map((sample) => sample.probeMs)),
    }));
    console.log(
      [
        '',
        `Run ${new Date().toISOString()}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}; ` +
          `load average ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
        '',
        '| forgot-password for | n | its 202, median ms | probe p25 ms | probe median ms | probe p75 ms |',
        '|---|---:|---:|---:|---:|---:|',
        ...rows.map(
          (row) =>
            `| ${row.name} | ${row.n} | ${ms(row.answer.median)} | ${ms(row.probe.p25)} | ${ms(row.probe.median)} | ${ms(row.probe.p75)} |`,
        ),
        '',
        `Probe median, known minus unknown: ${(rows[0].probe.median - rows[1].probe.median).toFixed(2)} ms ` +
          `(interquartile range of the unknown case: ${(rows[1].probe.p75 - rows[1].probe.p25).toFixed(2)} ms); ` +
          `permutation p = ${permutationP(report.samples).toFixed(3)} (below 0.05: the e-mail's existence shows in the probe).`,
        '',
      ].join('\n'),
    );
  } finally {
    await bench.close();
  }
}

const run = process.env.PROBE_PORT ? probeClient(Number(process.env.PROBE_PORT)) : main();
run.then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
