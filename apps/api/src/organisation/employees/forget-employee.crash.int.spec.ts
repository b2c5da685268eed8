import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { EMPLOYEE_FORGETTINGS_STREAM, employeeKeyId } from '@rotaledger/domain';
import { SqliteKeyStore } from '@rotaledger/event-store';
import { leftovers, recordOnceCompleted, startChild } from '../../../test/deletion-harness';
import { createErasureAccount, erasureMarkers } from '../../../test/erasure-scenario';
import { FixtureApp, removeEmployee } from '../../../test/rota-fixtures';
import type { TestApp } from '../../../test/test-app';

/** The child servers run on the test clock's Monday, so the scenario's time off is ahead of "today" whatever the date. */
const CLOCK = { CLOCK_START: '2026-01-05T09:00:00.000Z' };

/** Whether the staff member's data key is still in DATA_DIR's key store (read through a connection of the test's own). */
async function keyKept(dataDir: string, employeeId: string): Promise<boolean> {
  const keys = await SqliteKeyStore.open({ dataDir });
  try {
    return (await keys.find([employeeKeyId(employeeId)])).size > 0;
  } finally {
    await keys.close();
  }
}

/** The `employee-forgettings` record once it shows the staff member's forgetting completed. */
const forgettingRecordOnceCompleted = (dataDir: string, employeeId: string) =>
  recordOnceCompleted(
    dataDir,
    { stream: EMPLOYEE_FORGETTINGS_STREAM, idField: 'employeeId', completed: 'EmployeeForgetCompleted' },
    employeeId,
  );

describe('forgetting a staff member survives a crash (issue 40 §2)', () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];

  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('finishes a forgetting killed right after EmployeeForgotten at the next start: the key destroyed, no marker in any file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-forget-crash-'));
    dataDirs.push(dataDir);
    const m = erasureMarkers('fcr', 1961);
    const markers = [m.firstName, m.surname, m.staffEmail, m.dateOfBirth, m.note];
    const first = await startChild(dataDir, { ...CLOCK, ROTALEDGER_CRASH_AFTER: 'employee-forgotten' });
    children.push(first.child);
    const remote: FixtureApp = { http: () => request(first.url) };
    const { owner, employeeId } = await createErasureAccount(remote as unknown as TestApp, m, false);
    await removeEmployee(remote, owner, employeeId);

    await remote
      .http()
      .post('/api/employees/forgetemployee')
      .set(owner.auth)
      .send({ employee_id: employeeId })
      .catch(() => undefined); // the process dies before answering
    expect(await first.exited).toBe('SIGKILL');
    // The crash left the forgetting unfinished: the key opens their events, the outbox holds their e-mail.
    expect(await keyKept(dataDir, employeeId)).toBe(true);
    expect(leftovers(dataDir, markers).length).toBeGreaterThan(0);

    // The restart alone finishes it.
    const restarted = await startChild(dataDir, CLOCK);
    children.push(restarted.child);
    expect(await forgettingRecordOnceCompleted(dataDir, employeeId)).toEqual([
      ['EmployeeForgetStarted', employeeId],
      ['EmployeeForgetCompleted', employeeId],
    ]);
    expect(await keyKept(dataDir, employeeId)).toBe(false);
    expect(leftovers(dataDir, markers)).toEqual([]);
    // The owner's own data stays (the scan finds what is there).
    expect(leftovers(dataDir, [m.ownerEmail]).length).toBeGreaterThan(0);
    restarted.child.kill('SIGTERM');
    await restarted.exited;
    expect(leftovers(dataDir, markers)).toEqual([]);
  }, 120_000);
});
