import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyDomainEvent } from '@rotaledger/domain';
import type { StoredEvent } from '@rotaledger/event-store';
import { VersionedReadModelStore } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../test/accounts.helpers';
import { createWorkplace } from '../test/rota-fixtures';
import { createTestApp, TestApp } from '../test/test-app';
import type { DomainProjection } from './infrastructure/domain-log';
import { ProjectionService } from './infrastructure/read-your-writes';
import { WORKPLACE_DIRECTORY, WORKPLACE_LIST } from './organisation/workplaces/read-models';
import { workplacesProjection } from './organisation/workplaces/projections/workplaces.projection';

/**
 * Issue 42 §3: a store an older version wrote (the workplaces projection at version 1), started
 * with version 2 of it, whose output differs (names in capitals). Version 2 is built beside
 * version 1 and held mid-replay by a gate, so the test decides when the replay ends: meanwhile
 * every command succeeds and is visible at once, and every read answers the complete version 1
 * model; once the gate opens, the switch comes, reads show version 2 (also for what was written
 * during the replay) and version 1's documents and checkpoint are gone.
 */
describe('upgrading a projection on a running system', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-upgrade-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { RATE_LIMITS: 'false', PROJECTION_DRAIN_MS: '0' };

  /** Version 2: the same documents, names in capitals; its replay waits at the gate on its third workplace. */
  function version2(gate: Promise<void>, reachedGate: () => void): DomainProjection {
    let created = 0;
    return {
      ...workplacesProjection,
      version: 2,
      previous: workplacesProjection,
      async apply(event: StoredEvent<AnyDomainEvent>, batch) {
        if (event.type === 'WorkplaceCreated' && ++created === 3) {
          reachedGate();
          await gate;
        }
        if ((event.type !== 'WorkplaceCreated' && event.type !== 'WorkplaceUpdated') || event.data.name === undefined) {
          return workplacesProjection.apply(event, batch);
        }
        const capitals = { ...event, data: { ...event.data, name: event.data.name.toUpperCase() } } as StoredEvent<AnyDomainEvent>;
        return workplacesProjection.apply(capitals, batch);
      },
    };
  }

  /** A gate version 2's replay waits at, opened by the test. */
  function gated() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reached!: () => void;
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    const changeProjection = (projection: DomainProjection) =>
      projection.name === workplacesProjection.name ? version2(gate, reached) : projection;
    return { open, atGate, changeProjection };
  }

  /** The store as the older version leaves it: `owners` owners with two workplaces each, by version 1. */
  async function writtenByVersion1(dataDir: string, owners: number) {
    const signedUp: SignedUpUser[] = [];
    const named = new Map<string, Map<string, string>>();
    const before = await createTestApp({ dataDir, env });
    try {
      for (let i = 0; i < owners; i++) {
        const owner = await signUp(before);
        signedUp.push(owner);
        named.set(owner.userId, new Map());
        for (const name of [`Cafe ${i}a`, `Bar ${i}b`]) named.get(owner.userId)!.set(await createWorkplace(before, owner, { name }), name);
      }
    } finally {
      await before.close();
    }
    return { owners: signedUp, named };
  }

  /** A read answers one whole model: every workplace the owner has, all named as given (version 1) or all in capitals (version 2). */
  async function readWholeOf(
    t: TestApp,
    named: Map<string, Map<string, string>>,
    owner: SignedUpUser,
    endTimes: Map<string, number> = new Map(),
  ): Promise<1 | 2> {
    const answer = await list(t, owner);
    const expected = named.get(owner.userId)!;
    expect(answer.map((w) => w.workplace_id).sort()).toEqual([...expected.keys()].sort());
    for (const [id, end] of endTimes) expect(answer.find((w) => w.workplace_id === id)?.rota_end_time).toBe(end);
    const old = answer.every((w) => w.name === expected.get(w.workplace_id));
    const upgraded = answer.every((w) => w.name === expected.get(w.workplace_id)!.toUpperCase());
    expect({ old, upgraded }).not.toEqual({ old: false, upgraded: false });
    return old ? 1 : 2;
  }

  const list = async (t: TestApp, owner: SignedUpUser) => {
    const response = await t.http().get('/api/workplaces/getworkplaces').set(owner.auth);
    expect(response.status).toBe(200);
    return response.body as { workplace_id: string; name: string; rota_end_time: number }[];
  };

  it('builds version 2 beside version 1 while commands and reads go on, then switches and drops version 1', async () => {
    const { owners, named } = await writtenByVersion1(dataDir, 4);
    const { open: openGate, atGate, changeProjection } = gated();
    const t = await createTestApp({ dataDir, env, changeProjection });
    try {
      const unversioned = (t.readModels as VersionedReadModelStore).unversioned;
      const readWhole = (owner: SignedUpUser, endTimes?: Map<string, number>) => readWholeOf(t, named, owner, endTimes);

      await atGate;
      // Version 2 is half built, beside version 1.
      const halfBuilt = (await unversioned.dump(`${WORKPLACE_LIST}__b1`)).length;
      expect(halfBuilt).toBeLessThan(8);
      for (const owner of owners) expect(await readWhole(owner)).toBe(1);

      // Commands during the replay: each answers at once (version 1 follows the log), and its caller reads it.
      for (const [i, owner] of owners.entries()) {
        const name = `Deli ${i}c`;
        named.get(owner.userId)!.set(await createWorkplace(t, owner, { name }), name);
        expect(await readWhole(owner)).toBe(1);
        const [id] = named.get(owner.userId)!.keys();
        const update = await t
          .http()
          .put('/api/workplaces/updateworkplace')
          .set(owner.auth)
          .send({ workplace_id: id, rotaEndTime: 20 + i });
        expect(update.status).toBe(200);
        expect(await readWhole(owner, new Map([[id, 20 + i]]))).toBe(1);
      }
      expect((await unversioned.dump(`${WORKPLACE_LIST}__b1`)).length).toBe(halfBuilt);

      // The replay ends while writes and reads go on: each write visible to its caller, each read whole.
      openGate();
      const settled = t.app.get(ProjectionService).upgradesSettled();
      let done = false;
      void settled.then(() => (done = true));
      const seen = new Set<number>();
      // Until a round that began after the switch (so one read of the loop is version 2), two at least.
      for (let round = 0, switchedAtStart = false; !switchedAtStart || round < 2; round++) {
        switchedAtStart = done;
        await Promise.all(
          owners.map(async (owner, i) => {
            const [id] = named.get(owner.userId)!.keys();
            const end = 12 + ((round + i) % 12);
            const update = await t
              .http()
              .put('/api/workplaces/updateworkplace')
              .set(owner.auth)
              .send({ workplace_id: id, rotaEndTime: end });
            expect(update.status).toBe(200);
            seen.add(await readWhole(owner, new Map([[id, end]])));
          }),
        );
      }
      await settled;

      // Switched: every read is version 2, what was written during the replay included.
      for (const owner of owners) expect(await readWhole(owner)).toBe(2);
      expect(seen.has(2)).toBe(true);
      const checkpoints = await t.readModels.getCheckpoints();
      expect(checkpoints['workplaces@active']).toBe(1);
      expect(checkpoints['workplaces@b1']).toBeGreaterThan(0);
      // Version 1's documents and checkpoint are gone.
      expect(checkpoints.workplaces).toBeUndefined();
      expect(await unversioned.dump(WORKPLACE_LIST)).toEqual([]);
      expect(await unversioned.dump(WORKPLACE_DIRECTORY)).toEqual([]);
      expect((await unversioned.dump(`${WORKPLACE_LIST}__b1`)).length).toBe(12);
    } finally {
      openGate();
      await t.close();
    }

    // The next start reads version 2 where it is, and builds nothing.
    const again = await createTestApp({
      dataDir,
      env,
      changeProjection: (projection) =>
        projection.name === workplacesProjection.name
          ? { ...workplacesProjection, version: 2, previous: workplacesProjection }
          : projection,
    });
    try {
      const answer = await list(again, owners[0]);
      expect(answer.map((w) => w.name).sort()).toEqual([...named.get(owners[0].userId)!.values()].map((n) => n.toUpperCase()).sort());
      expect(await again.readModels.getCheckpoints()).not.toHaveProperty('workplaces@b2');
    } finally {
      await again.close();
    }
  }, 180_000);

  it('lets an API replica (no projections) write and read throughout, and switch when the stored record says so', async () => {
    const replicaDir = mkdtempSync(join(tmpdir(), 'rotaledger-upgrade-replica-'));
    try {
      const { owners, named } = await writtenByVersion1(replicaDir, 2);
      const { open: openGate, atGate, changeProjection } = gated();
      // The old build stays for as long as the test runs: the replica's switch is shown by its reads, not by a drop.
      const projector = await createTestApp({ dataDir: replicaDir, env: { ...env, PROJECTION_DRAIN_MS: '600000' }, changeProjection });
      try {
        const replica = await createTestApp({ dataDir: replicaDir, env: { ...env, RUN_PROJECTIONS: 'false' }, changeProjection });
        try {
          await atGate;
          for (const [i, owner] of owners.entries()) {
            expect(await readWholeOf(replica, named, owner)).toBe(1);
            const name = `Deli ${i}c`;
            named.get(owner.userId)!.set(await createWorkplace(replica, owner, { name }), name);
            expect(await readWholeOf(replica, named, owner)).toBe(1);
          }
          openGate();
          const switched = async () =>
            (await (replica.readModels as VersionedReadModelStore).unversioned.getCheckpoints())['workplaces@active'] === 1;
          while (!(await switched())) await new Promise((resolve) => setTimeout(resolve, 20));
          // The replica's next write waits on the new build, and its reads then go there.
          for (const [i, owner] of owners.entries()) {
            const [id] = named.get(owner.userId)!.keys();
            const update = await replica
              .http()
              .put('/api/workplaces/updateworkplace')
              .set(owner.auth)
              .send({ workplace_id: id, rotaEndTime: 21 + i });
            expect(update.status).toBe(200);
            expect(await readWholeOf(replica, named, owner, new Map([[id, 21 + i]]))).toBe(2);
          }
        } finally {
          await replica.close();
        }
      } finally {
        openGate();
        await projector.close();
      }
    } finally {
      rmSync(replicaDir, { recursive: true, force: true });
    }
  }, 180_000);
});
