import type { ProjectionBatch, ProjectionBatchEntry } from '@rotaledger/read-models';
import { signUp } from '../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../test/rota-fixtures';
import { createTestApp, TestApp } from '../test/test-app';

/**
 * Issue 42: the read side's work for one command is its documents. This is the budget of the
 * bench's command, a `placeassignment` on a new day: which collections its events write, each
 * once. A projection that starts copying the day (or any per-assignment document) shows here as
 * a change of this list, to be weighed, not slipped in.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

/**
 * The documents the read models write for `command` until they have caught up, by collection:
 * each document once, as the commit writes it (a batch puts a day twice, once per event, and
 * commits it once).
 */
async function documentsWrittenBy(command: () => Promise<void>): Promise<string[]> {
  await t.caughtUp();
  const written = new Map<string, string>();
  const applyBatches = t.readModels.applyBatches.bind(t.readModels);
  jest.spyOn(t.readModels, 'applyBatches').mockImplementation((entries: readonly ProjectionBatchEntry[]) =>
    applyBatches(
      entries.map((entry) => ({
        ...entry,
        work: (batch: ProjectionBatch) =>
          entry.work(
            new Proxy(batch, {
              get(target, key, receiver) {
                const value = Reflect.get(target, key, receiver) as unknown;
                if (key !== 'put' && key !== 'delete') return typeof value === 'function' ? value.bind(target) : value;
                return (collection: string, document: { id: string } | string) => {
                  written.set(`${collection}/${typeof document === 'string' ? document : document.id}`, collection);
                  return (value as (...args: unknown[]) => unknown).call(target, collection, document);
                };
              },
            }),
          ),
      })),
    ),
  );
  await command();
  await t.caughtUp();
  return [...written.values()].sort();
}

it('a placement on a new day writes these documents, and no copy of the day but the day document and what staff see', async () => {
  const owner = await signUp(t);
  const workplaceId = await createWorkplace(t, owner, { name: 'Budget Cafe', services: [706] });
  const employeeId = await createEmployee(t, owner, workplaceId, 'Ann');
  const written = await documentsWrittenBy(async () => {
    await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .send({ workplaceId, date: '2026-12-07', serviceType: 706, employeeId, timeStart: '09:00', timeEnd: '17:00' })
      .expect(201);
  });
  expect(written).toEqual([
    // The workplace's history: the two events (each naming its one employee itself), the replay's state, the day stream joining it.
    'audit_history',
    'audit_history',
    'audit_history_states',
    'audit_history_streams',
    'audit_streams',
    // The day (one document: the grid, the rules, pay, timesheets), its id index (shift and assignment) and the calendar's dot.
    'day_documents',
    'day_index',
    'day_index',
    'day_populated_dates',
    // What staff see (the staff feeds' copy of the day, read by shared links too since sharing version 2) and the employee's feed entry.
    'feed_assignments',
    'feed_rota_days',
    // The owner of each new stream, for the account's deletion: the day's and (the employee's first placement) their person rota's.
    'owned_streams',
    'owned_streams',
    'pay_day_sources',
    'rota_changes',
  ]);
});
