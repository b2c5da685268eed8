import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personalDataPolicy } from '@rotaledger/domain';
import { SealingEventStore, SqliteEventStore, SqliteKeyStore } from '@rotaledger/event-store';
import { outboxMails } from '../../test/accounts.helpers';
import { leftovers } from '../../test/deletion-harness';
import { createErasureAccount, deleteAccount, erasureMarkers, keepWritingPersonalData } from '../../test/erasure-scenario';
import { createTestApp, TestApp } from '../../test/test-app';
import { emailDigestFor } from '../infrastructure/personal-data';

/** A backup of the log alone, as an operator copies it: events.db and its WAL (keys.db is kept apart). */
function backUpLog(dataDir: string, into: string): void {
  for (const name of ['events.db', 'events.db-wal'])
    if (existsSync(join(dataDir, name))) copyFileSync(join(dataDir, name), join(into, name));
}

describe('erasure that reaches every copy (crypto-shredding, embedded stores)', () => {
  let t: TestApp;
  let backup: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    backup = mkdtempSync(join(tmpdir(), 'rotaledger-log-backup-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(backup, { recursive: true, force: true });
  });

  it("leaves a deleted member's e-mail unreadable in the owner's team stream, which stays", async () => {
    const m = erasureMarkers('kxq', 1961);
    const account = await createErasureAccount(t, m, true);
    expect(leftovers(t.dataDir, [m.memberEmail]).length).toBeGreaterThan(0); // the read models hold it while they are a member

    expect((await deleteAccount(t, account.member!)).status).toBe(204);

    expect((await t.eventStore.readStream(`team-${account.owner.userId}`)).map((e) => e.type)).toContain('MemberInvited');
    const [invited] = (await t.eventStore.readStream(`team-${account.owner.userId}`)).filter((e) => e.type === 'MemberInvited');
    expect(invited.data.email).toBe('(deleted person)');
    expect(leftovers(t.dataDir, [m.memberEmail])).toEqual([]);
  });

  it('after deleting an account with a team, staff, requests and e-mails, no file of DATA_DIR nor a backup of the log taken before holds a readable marker', async () => {
    const m = erasureMarkers('pzv', 1958);
    const account = await createErasureAccount(t, m, true);
    // The member is another person, still here: their address is theirs to keep.
    const markers = Object.values(m).filter((marker) => marker !== m.memberEmail);
    // The outbox stands for mailboxes: the invitation the member received is in their mailbox, not the owner's data.
    const inOwnersData = (found: string[]) =>
      found.filter((where) => !where.includes(`/outbox/`) || !invitationFiles.has(where.split(' in ')[1]));
    const invitationFiles = new Set<string>();
    let stopped = false;
    const writing = keepWritingPersonalData(t, account, m, () => stopped);
    await new Promise((resolve) => setTimeout(resolve, 150));
    backUpLog(t.dataDir, backup); // while the writers write
    // The backup is a real copy of the log: its events are there, sealed.
    const openBackup = async () =>
      new SealingEventStore(
        await SqliteEventStore.open({ dataDir: backup }),
        await SqliteKeyStore.open({ dataDir: t.dataDir }),
        personalDataPolicy({ emailDigest: emailDigestFor(t.config.emailHmacSecret) }),
      );
    const copy = await openBackup();
    const employeeStream = `employee-${account.employeeId}`;
    expect((await copy.readStream(employeeStream))[0].data).toMatchObject({
      firstName: m.firstName,
      email: m.staffEmail,
      dateOfBirth: m.dateOfBirth,
    });
    expect(leftovers(backup, markers)).toEqual([]);

    const deleted = await deleteAccount(t, account.owner);
    stopped = true;
    const statuses = await writing;
    expect(deleted.status).toBe(204);
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    for (const mail of outboxMails(t)) if (mail.to === m.memberEmail) invitationFiles.add(join(t.dataDir, 'outbox', mail.file));
    expect(inOwnersData(leftovers(t.dataDir, markers))).toEqual([]);
    expect(leftovers(backup, markers)).toEqual([]);
    await copy.close();
    // The backup's events are still there, but their person is gone (read as a process started now would).
    const restored = await openBackup();
    const [added] = await restored.readStream(employeeStream);
    expect(added.data).toMatchObject({
      displayName: '(deleted person)',
      firstName: '(deleted person)',
      surname: '(deleted person)',
      ratePence: 1250,
    });
    expect(added.data).not.toHaveProperty('email');
    await restored.close();
  });
});
