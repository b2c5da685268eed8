import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp } from '../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../test/rota-fixtures';
import { createTestApp } from '../test/test-app';
import { ProjectionService } from './infrastructure/read-your-writes';
import { rotaProjection } from './rota/projections/rota.projection';
import { RETIRED_PROJECTIONS, ROTA_DAYS } from './read-side';

/**
 * Issue 31 folded the rota, pay, timesheets and employee-assignments day copies into one day
 * document under new names. A store an older version wrote still holds the old projections'
 * documents and checkpoints, and none of the new one's: the next start drops the old and
 * replays the log into the new.
 */
describe('a store written before the one day document', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-retired-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses the retired projections’ documents and checkpoints, and replays the day documents from the log', async () => {
    let workplaceId = '';
    const before = await createTestApp({ dataDir });
    try {
      const owner = await signUp(before);
      workplaceId = await createWorkplace(before, owner);
      const ann = await createEmployee(before, owner, workplaceId, 'Ann');
      await addAssignment(before, owner, await addShift(before, owner, workplaceId, '2026-01-05'), '09:00', '17:00', ann);
      // As an older version left it: the old projections' documents and checkpoints, none of the new one's.
      const head = Math.max(...Object.values(await before.readModels.getCheckpoints()));
      for (const { name, collections } of RETIRED_PROJECTIONS) {
        await before.readModels.applyBatch(name, head, async (batch) => {
          for (const collection of collections) batch.put(collection, { id: `${workplaceId}_2026-01-05`, workplaceId });
        });
      }
      await before.readModels.reset(rotaProjection.name, [...rotaProjection.collections]);
      expect(await before.readModels.find(ROTA_DAYS, { workplaceId })).toEqual([]);
    } finally {
      await before.close();
    }

    const after = await createTestApp({ dataDir });
    try {
      const checkpoints = await after.readModels.getCheckpoints();
      for (const { name, collections } of RETIRED_PROJECTIONS) {
        expect(checkpoints[name]).toBeUndefined();
        for (const collection of collections) expect(await after.readModels.dump(collection)).toEqual([]);
      }
      await after.app.get(ProjectionService).waitFor(await after.eventStore.highWaterMark());
      const days = await after.readModels.find(ROTA_DAYS, { workplaceId });
      expect(days).toEqual([expect.objectContaining({ rotaDate: '2026-01-05', minutesByEmployee: expect.any(Object) })]);
    } finally {
      await after.close();
    }
  });
});
