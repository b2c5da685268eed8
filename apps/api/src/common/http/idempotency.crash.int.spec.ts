import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, rotaStream } from '@rotaledger/domain';
import { SqliteEventStore } from '@rotaledger/event-store';
import request from 'supertest';
import { ChildServer, startChild as startServer } from '../../../test/child-server';
import { addAssignment, addShift, createWorkplace } from '../../../test/rota-fixtures';

/**
 * Issue 25 #4, black-box: the real server in a child process on a scratch DATA_DIR, killed
 * with SIGKILL after some of its appends (the crash hook in aggregate-store.ts) while keyed
 * writes are in flight, then started again and sent the same keys. Every write lands once,
 * and every retried key answers with what was stored.
 */
const LEASE_MS = 1_000;

/** The server as a child process, with a short claim lease and no crash hook unless `env` sets one. */
function startChild(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  return startServer(dataDir, { IDEMPOTENCY_CLAIM_LEASE_MS: String(LEASE_MS), ROTALEDGER_CRASH_AFTER: '', ...env });
}

async function stop(running: ChildServer): Promise<void> {
  running.child.kill('SIGTERM');
  await running.exited;
}

/** Sends a keyed request again while another attempt holds the key (409), up to a bound; returns the first other answer. */
async function retryWhileInProgress(send: () => Promise<request.Response>): Promise<request.Response> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send();
    if (answer.status !== 409 || attempt === 60) return answer;
    await sleep(250);
  }
}

/** The AssignmentAdded events of a day, read from the event log itself. */
async function assignmentsAdded(dataDir: string, workplaceId: string, dates: string[]): Promise<Map<string, string[]>> {
  const store = await SqliteEventStore.open({ dataDir });
  try {
    const added = new Map<string, string[]>();
    for (const date of dates) {
      const events = await store.readStream(rotaStream(workplaceId, date));
      added.set(
        date,
        events.filter((event) => event.type === 'AssignmentAdded').map((event) => String(event.data.assignmentId)),
      );
    }
    return added;
  } finally {
    await store.close();
  }
}

describe('Idempotency-Keys across a kill -9', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies each of 8 placements (6 in parallel) once, and a 12-week copy once, when the server dies mid-flight and the keys are retried', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-idempotency-crash-'));
    const start = async (env: Record<string, string> = {}) => {
      const started = await startChild(dataDir, env);
      children.push(started.child);
      return { ...started, http: () => request(started.url) };
    };

    // Set-up: an account, a workplace, and a source week with two assignments a day.
    const setup = await start();
    const email = `crash${Date.now()}@example.com`;
    const signedUp = await setup.http().post('/api/auth/signup').send({ email, password: 'Secret#123' });
    expect(signedUp.status).toBe(201);
    const user = { userId: signedUp.body.user.user_id as string, auth: { Authorization: `Bearer ${signedUp.body.token as string}` } };
    const workplaceId = await createWorkplace(setup, user, { services: [701], rotaStartTime: 6, rotaEndTime: 24 });
    const sourceWeek = '2026-08-03';
    for (let day = 0; day < 7; day++) {
      const shiftId = await addShift(setup, user, workplaceId, addDays(sourceWeek, day));
      await addAssignment(setup, user, shiftId, '09:00', '12:00');
      await addAssignment(setup, user, shiftId, '13:00', '17:00');
    }
    await stop(setup);

    // 8 placements with keys, one append each: the first two one after the other (so both are
    // answered), then 6 in parallel; the server kills itself right after its 4th append.
    const slots = Array.from({ length: 8 }, (_, i) => addDays('2026-09-01', i));
    const place = (http: () => ReturnType<typeof request>, date: string) =>
      http()
        .post('/api/assignments/placeassignment')
        .set(user.auth)
        .set('Idempotency-Key', `place-${date}`)
        .send({ workplaceId, date, serviceType: 701, employeeId: null, timeStart: '10:00', timeEnd: '14:00', userId: user.userId });
    const crashing = await start({ ROTALEDGER_CRASH_AFTER: 'append:4' });
    const first = [await place(crashing.http, slots[0]), await place(crashing.http, slots[1])];
    expect(first.map((answer) => answer.status)).toEqual([201, 201]);
    const inFlight = await Promise.allSettled(slots.slice(2).map((date) => place(crashing.http, date)));
    expect(await crashing.exited).toBe('SIGKILL');
    // Requests answered before the kill are retried too: they must replay that answer.
    const answeredBeforeKill = [...first, ...inFlight.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined))];
    const answered = slots.flatMap((_, i) => (answeredBeforeKill[i] ? [i] : []));
    const storedBeforeRetry = await assignmentsAdded(dataDir, workplaceId, slots);
    // At least four placements landed, the two answered ones among them (appends still being
    // committed when the process dies may land too); none landed twice.
    const landed = slots.flatMap((date, i) => (storedBeforeRetry.get(date)!.length === 1 ? [i] : []));
    expect(landed.length).toBeGreaterThanOrEqual(4);
    expect(landed.slice(0, 2)).toEqual([0, 1]);
    expect(slots.filter((date) => storedBeforeRetry.get(date)!.length > 1)).toEqual([]);
    // Only what landed can have been answered (the first two for certain), and not all eight were.
    expect(answered.slice(0, 2)).toEqual([0, 1]);
    expect(answered.filter((i) => !landed.includes(i))).toEqual([]);
    expect(answered.length).toBeLessThan(slots.length);

    // Restarted (and killed again later, in the middle of a 12-week copy): every key is retried.
    const second = await start({ ROTALEDGER_CRASH_AFTER: 'append:40' });
    const retried = await Promise.all(slots.map((date) => retryWhileInProgress(() => place(second.http, date))));
    const stored = await assignmentsAdded(dataDir, workplaceId, slots);
    slots.forEach((date, i) => {
      expect({ date, status: retried[i].status, stored: stored.get(date) }).toEqual({
        date,
        status: 201,
        stored: [retried[i].body.assignment_id],
      });
    });
    // What the first attempt stored (4 slots or more) and answered (2 or more) is what the retry answers.
    expect(landed.map((i) => stored.get(slots[i]))).toEqual(landed.map((i) => storedBeforeRetry.get(slots[i])));
    expect(answered.map((i) => retried[i].body)).toEqual(answered.map((i) => answeredBeforeKill[i]!.body));

    const targetWeeks = Array.from({ length: 12 }, (_, week) => addDays('2026-10-05', 7 * week));
    const copy = (http: () => ReturnType<typeof request>) =>
      http()
        .post('/api/rota/copyweek')
        .set(user.auth)
        .set('Idempotency-Key', 'copy-12-weeks')
        .send({ workplaceId, fromWeekStart: sourceWeek, toWeekStarts: targetWeeks, userId: user.userId });
    await copy(second.http).catch(() => undefined);
    expect(await second.exited).toBe('SIGKILL');
    const targetDays = targetWeeks.flatMap((week) => Array.from({ length: 7 }, (_, day) => addDays(week, day)));
    const copiedBeforeRetry = [...(await assignmentsAdded(dataDir, workplaceId, targetDays)).values()];
    expect(copiedBeforeRetry.filter((ids) => ids.length === 2).length).toBeGreaterThan(0);
    expect(copiedBeforeRetry.filter((ids) => ids.length === 0).length).toBeGreaterThan(0);

    const third = await start();
    const copied = await retryWhileInProgress(() => copy(third.http));
    expect(copied.status).toBe(201);
    expect(copied.body).toEqual({ copied: 12 * 7 * 2, skipped: [], outsideAvailability: [], changeId: expect.any(String) });
    const afterCopy = await assignmentsAdded(dataDir, workplaceId, targetDays);
    expect(targetDays.filter((date) => afterCopy.get(date)!.length !== 2)).toEqual([]);
    await stop(third);
  }, 120_000);
});
