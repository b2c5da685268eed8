import { rotaStream } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { addAssignment, addShift, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import { CrashPoints } from '../../infrastructure/crash-points';
import { IdempotencyStore } from './idempotency.store';

/**
 * An Idempotency-Key whose first attempt stored its events but never gave a known answer
 * (a fault between the append and the answer, a process that died) is resolved from what
 * was stored: the retry answers the original outcome and nothing is written twice.
 */
const LEASE_MS = 2_000;
let t: TestApp;
let owner: SignedUpUser;
let workplaceId: string;
let dayCounter = 0;
const freshDay = () => `2026-05-${String(++dayCounter).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false', IDEMPOTENCY_CLAIM_LEASE_MS: String(LEASE_MS) } });
  owner = await signUp(t);
  workplaceId = await createWorkplace(t, owner, { services: [701], rotaStartTime: 6, rotaEndTime: 24 });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

/** The next append is stored, then its request stalls until `release` is called (as if its process hung right after the append). */
function stallAfterAppend(onStalled: (release: () => void) => void): void {
  const store = t.app.get(EventStore);
  const append = store.appendToStream.bind(store);
  jest.spyOn(store, 'appendToStream').mockImplementationOnce(async (...args) => {
    const stored = await append(...args);
    await new Promise<void>((resolve) => onStalled(resolve));
    return stored;
  });
}

const place = (date: string, key: string) =>
  t
    .http()
    .post('/api/assignments/placeassignment')
    .set(owner.auth)
    .set('Idempotency-Key', key)
    .send({ workplaceId, date, serviceType: 701, employeeId: null, timeStart: '09:00', timeEnd: '17:00', userId: owner.userId });

/** The assignments the event log holds for a day: the ground truth a doubled write would show in. */
const assignmentsAdded = async (date: string) =>
  (await t.eventStore.readStream(rotaStream(workplaceId, date))).filter((event) => event.type === 'AssignmentAdded');

describe('an Idempotency-Key whose outcome is unknown', () => {
  it('is resolved from the events the first attempt stored when the answer failed after the append', async () => {
    const date = freshDay();
    jest.spyOn(t.app.get(CrashPoints), 'afterAppend').mockImplementationOnce(() => {
      throw new Error('the answer failed after the append');
    });

    const first = await place(date, 'read-back-fails');
    const retry = await place(date, 'read-back-fails');
    const again = await place(date, 'read-back-fails');

    expect(first.status).toBe(500);
    expect(retry.status).toBe(201);
    const stored = await assignmentsAdded(date);
    expect(stored).toHaveLength(1);
    expect(retry.body).toEqual({
      assignment_id: stored[0].data.assignmentId,
      shift_id: stored[0].data.shiftId,
      changeId: stored[0].metadata.changeId,
    });
    // Resolved once, the answer is kept like any other.
    expect(again.status).toBe(201);
    expect(again.body).toEqual(retry.body);
  });

  it('is resolved when the store failed after committing, with the events it committed', async () => {
    const date = freshDay();
    const store = t.app.get(EventStore);
    const append = store.appendToStream.bind(store);
    jest.spyOn(store, 'appendToStream').mockImplementationOnce(async (...args) => {
      await append(...args);
      throw new Error('DEADLINE_EXCEEDED after the server committed');
    });

    expect((await place(date, 'store-times-out')).status).toBe(500);
    const retry = await place(date, 'store-times-out');

    expect(retry.status).toBe(201);
    expect((await assignmentsAdded(date)).map((event) => event.data.assignmentId)).toEqual([retry.body.assignment_id]);
  });

  it('answers 409 with the time to retry after while a claim is held, then resolves a claim its process left', async () => {
    const date = freshDay();
    // The first attempt appends, then never answers nor renews its claim (as if its process died right after the append).
    jest.spyOn(t.app.get(IdempotencyStore), 'renew').mockResolvedValue();
    let stalled: (() => void) | undefined;
    stallAfterAppend((resolve) => (stalled = resolve));
    // (then() sends it: supertest sends nothing until asked for the answer.)
    const orphan = place(date, 'process-died').then((answer) => answer);
    for (let tick = 0; !stalled && tick < 1_000; tick++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(stalled).toBeDefined();

    const waiting = await place(date, 'process-died');
    expect(waiting.status).toBe(409);
    const retryAt = new Date(t.clock.now().getTime() + LEASE_MS).toISOString().slice(0, 19);
    expect(waiting.body.message).toBe(
      `A request with this Idempotency-Key is still in progress. If it does not answer, retry after ${retryAt}Z.`,
    );
    expect(waiting.headers['retry-after']).toBe(String(LEASE_MS / 1000));

    t.clock.advance(LEASE_MS);
    // Another request with the key does not take the lapsed claim over: it is refused, and nothing is written.
    const other = await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .set('Idempotency-Key', 'process-died')
      .send({ workplaceId, date, serviceType: 701, employeeId: null, timeStart: '18:00', timeEnd: '20:00', userId: owner.userId });
    expect(other.status).toBe(422);
    const resolved = await place(date, 'process-died');

    expect(resolved.status).toBe(201);
    const stored = await assignmentsAdded(date);
    expect(stored.map((event) => event.data.assignmentId)).toEqual([resolved.body.assignment_id]);
    // The stalled attempt wakes up: it no longer holds the key, and its late answer changes nothing.
    stalled!();
    await orphan;
    expect((await place(date, 'process-died')).body).toEqual(resolved.body);
  });

  it('keeps its claim while the request runs after its client hung up: a retry waits (409) instead of taking it over', async () => {
    const date = freshDay();
    let stalled: (() => void) | undefined;
    stallAfterAppend((resolve) => (stalled = resolve));
    const renew = jest.spyOn(t.app.get(IdempotencyStore), 'renew');
    // The client gives up after 200 ms and closes its connection; the request goes on running.
    const hungUp = place(date, 'client-hung-up')
      .timeout(200)
      .then(
        () => 'answered',
        () => 'hung up',
      );
    for (let tick = 0; !stalled && tick < 1_000; tick++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(stalled).toBeDefined();
    expect(await hungUp).toBe('hung up');

    // Time passes beyond the lease, in steps shorter than it: the running request renews its claim each time.
    for (let step = 0; step < 3; step++) {
      t.clock.advance(LEASE_MS / 2);
      const renewals = renew.mock.calls.length;
      for (let tick = 0; renew.mock.calls.length === renewals && tick < 1_000; tick++)
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const retry = await place(date, 'client-hung-up');
    expect(retry.status).toBe(409);

    // The request finishes: its answer is the key's, and it was stored once.
    stalled!();
    let replay = await place(date, 'client-hung-up');
    for (let tick = 0; replay.status === 409 && tick < 200; tick++) replay = await place(date, 'client-hung-up');
    expect(replay.status).toBe(201);
    expect((await assignmentsAdded(date)).map((event) => event.data.assignmentId)).toEqual([replay.body.assignment_id]);
  });

  it('resolves a request over several streams cut off between them: the name reserved once, the employee added once', async () => {
    jest.spyOn(t.app.get(CrashPoints), 'afterAppend').mockImplementationOnce(() => {
      throw new Error('the answer failed after the first append');
    });
    const add = () =>
      t.http().post('/api/employees/createemployee').set(owner.auth).set('Idempotency-Key', 'employee-cut-off').send({
        workplace_id: workplaceId,
        display_name: 'Ottoline',
        first_name: 'Ottoline',
        surname: 'Tester',
        rate: '10.00',
        services: [],
        created_by: owner.userId,
      });

    expect((await add()).status).toBe(500);
    const retry = await add();

    expect(retry.status).toBe(201);
    const log = await t.eventStore.readAll({ after: 0, limit: 10_000 });
    const added = log.filter((event) => event.type === 'EmployeeAdded' && event.data.displayName === 'Ottoline');
    expect(added.map((event) => event.data.employeeId)).toEqual([retry.body.employee_id]);
  });

  it('answers a copy cut off mid-flight with the outcome of the whole copy, each day copied once', async () => {
    const fromWeekStart = '2026-06-01';
    const weeks = ['2026-06-08', '2026-06-15'];
    for (const offset of [0, 1, 2, 3]) {
      const shiftId = await addShift(t, owner, workplaceId, `2026-06-0${1 + offset}`);
      await addAssignment(t, owner, shiftId, '09:00', '12:00');
      await addAssignment(t, owner, shiftId, '13:00', '17:00');
    }
    const store = t.app.get(EventStore);
    const append = store.appendToStream.bind(store);
    let appends = 0;
    jest.spyOn(store, 'appendToStream').mockImplementation(async (...args) => {
      const result = await append(...args);
      if (++appends === 3) throw new Error('UNAVAILABLE after the server committed');
      return result;
    });
    const copy = () =>
      t
        .http()
        .post('/api/rota/copyweek')
        .set(owner.auth)
        .set('Idempotency-Key', 'copy-cut-off')
        .send({ workplaceId, fromWeekStart, toWeekStarts: weeks, userId: owner.userId });

    const first = await copy();
    const retry = await copy();

    expect(first.status).toBe(500);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ copied: 16, skipped: [], outsideAvailability: [], changeId: expect.any(String) });
    for (const week of weeks) {
      for (const offset of [0, 1, 2, 3]) {
        const date = `${week.slice(0, 8)}${String(Number(week.slice(8)) + offset).padStart(2, '0')}`;
        const added = (await store.readStream(rotaStream(workplaceId, date))).filter((event) => event.type === 'AssignmentAdded');
        expect({ date, copies: added.length }).toEqual({ date, copies: 2 });
      }
    }
  });
});
