import { randomUUID } from 'node:crypto';
import { KeyStore } from '../key-store.port';

export interface KeyStoreFixture {
  store: KeyStore;
  /** A second handle on the same store: what another process sees. */
  openAnother(): Promise<KeyStore>;
  cleanup(): Promise<void>;
}

/** What every key store adapter must do (embedded, PostgreSQL, MongoDB). */
export function describeKeyStoreContract(name: string, open: () => Promise<KeyStoreFixture>): void {
  describe(`KeyStore contract: ${name}`, () => {
    let fixture: KeyStoreFixture;
    beforeEach(async () => {
      fixture = await open();
    });
    afterEach(async () => {
      await fixture.cleanup();
    });
    const id = (kind: string) => `${kind}:${randomUUID()}`;

    it('creates a 32-byte key once and answers the same key to every handle', async () => {
      const keyId = id('account');
      const first = await fixture.store.obtain([{ keyId, ownerId: 'owner-1' }]);
      const key = first.get(keyId);
      expect(key).toBeInstanceOf(Buffer);
      expect(key!.length).toBe(32);
      const other = await fixture.openAnother();
      expect((await other.obtain([{ keyId, ownerId: 'owner-1' }])).get(keyId)!.equals(key!)).toBe(true);
      expect((await other.find([keyId])).get(keyId)!.equals(key!)).toBe(true);
    });

    it('gives two people two different keys, and two racing handles one key', async () => {
      const [a, b] = [id('employee'), id('employee')];
      const other = await fixture.openAnother();
      const [mine, theirs] = await Promise.all([
        fixture.store.obtain([
          { keyId: a, ownerId: 'o' },
          { keyId: b, ownerId: 'o' },
        ]),
        other.obtain([
          { keyId: b, ownerId: 'o' },
          { keyId: a, ownerId: 'o' },
        ]),
      ]);
      expect(mine.get(a)!.equals(mine.get(b)!)).toBe(false);
      expect(mine.get(a)!.equals(theirs.get(a)!)).toBe(true);
      expect(mine.get(b)!.equals(theirs.get(b)!)).toBe(true);
    });

    it('answers two handles racing for many keys in opposite orders, each key once, neither failing', async () => {
      // Opposite orders once made two PostgreSQL inserts wait on each other's rows: "deadlock detected".
      const other = await fixture.openAnother();
      for (let round = 0; round < 10; round += 1) {
        const keyIds = Array.from({ length: 40 }, () => id('employee'));
        const forwards = keyIds.map((keyId) => ({ keyId, ownerId: 'o' }));
        const [mine, theirs] = await Promise.all([fixture.store.obtain(forwards), other.obtain([...forwards].reverse())]);
        for (const keyId of keyIds) expect(mine.get(keyId)!.equals(theirs.get(keyId)!)).toBe(true);
      }
    });

    it('destroys every key of an owner, and only theirs, for good', async () => {
      const owner = randomUUID();
      const [account, employee, stranger] = [id('account'), id('employee'), id('account')];
      await fixture.store.obtain([
        { keyId: account, ownerId: owner },
        { keyId: employee, ownerId: owner },
        { keyId: stranger, ownerId: randomUUID() },
      ]);
      expect((await fixture.store.destroy({ ownerId: owner })).sort()).toEqual([account, employee].sort());
      const other = await fixture.openAnother();
      expect([...(await other.find([account, employee, stranger])).keys()]).toEqual([stranger]);
      // Never created again: a late writer gets no key, so nothing readable can follow the deletion.
      expect((await other.obtain([{ keyId: account, ownerId: owner }])).get(account)).toBeNull();
      expect(await fixture.store.destroy({ ownerId: owner })).toEqual([]);
    });

    it("destroys a subject's keys across owners (an invitee's address in every team)", async () => {
      const subject = `email:${randomUUID()}`;
      const [inTeamA, inTeamB, other] = [id('invitation'), id('invitation'), id('invitation')];
      await fixture.store.obtain([
        { keyId: inTeamA, ownerId: randomUUID(), subject },
        { keyId: inTeamB, ownerId: randomUUID(), subject },
        { keyId: other, ownerId: randomUUID(), subject: `email:${randomUUID()}` },
      ]);
      expect((await fixture.store.destroy({ subject })).sort()).toEqual([inTeamA, inTeamB].sort());
      expect([...(await fixture.store.find([inTeamA, inTeamB, other])).keys()]).toEqual([other]);
    });

    it('destroys one key by id, also one never asked for, which is then never created', async () => {
      const [kept, gone, never] = [id('employee'), id('employee'), id('employee')];
      await fixture.store.obtain([
        { keyId: kept, ownerId: 'o' },
        { keyId: gone, ownerId: 'o' },
      ]);
      expect(await fixture.store.destroy({ keyId: gone })).toEqual([gone]);
      expect(await fixture.store.destroy({ keyId: never })).toEqual([]);
      const keys = await fixture.store.obtain([
        { keyId: kept, ownerId: 'o' },
        { keyId: gone, ownerId: 'o' },
        { keyId: never, ownerId: 'o' },
      ]);
      expect(keys.get(kept)).toBeInstanceOf(Buffer);
      expect(keys.get(gone)).toBeNull();
      expect(keys.get(never)).toBeNull();
    });

    it('answers nothing for unknown ids and an empty request', async () => {
      expect((await fixture.store.find([id('account')])).size).toBe(0);
      expect((await fixture.store.find([])).size).toBe(0);
      expect((await fixture.store.obtain([])).size).toBe(0);
    });
  });
}
