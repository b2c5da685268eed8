import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { ProjectorStatus, ProjectorStatusFile } from './projector-status';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * The projector container's own health (issue 30, finding 7): the projector process renews a
 * status file, and `deploy/healthcheck.cjs --projector` calls the container healthy only while
 * that file is fresh and says this process holds the projector lease and keeps up.
 */
const repositoryRoot = join(__dirname, '..', '..', '..', '..');
const healthcheck = join(repositoryRoot, 'deploy/healthcheck.cjs');

/** The health check's verdict on a status file: 'healthy', or what it printed. */
function verdict(file: string): string {
  try {
    execFileSync(process.execPath, [healthcheck, '--projector'], {
      env: { ...process.env, PROJECTOR_STATUS_FILE: file, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return 'healthy';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error).trim();
  }
}

let dir: string;
let t: TestApp | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rotaledger-projector-status-'));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe("the projector container's health check", () => {
  it('is healthy from the file a projecting process writes', async () => {
    t = await createTestApp();
    const file = join(dir, 'status.json');
    const written = await t.app.get(ProjectorStatus).writeFile(file);

    expect(written.projector).toMatchObject({ ok: true, holdsLeaseHere: true, lagSeconds: 0 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(written);
    expect(existsSync(`${file}.tmp`)).toBe(false);
    expect(verdict(file)).toBe('healthy');
  });

  it('is unhealthy for a process without the lease, a stalled projector, a stale file or none', () => {
    const file = join(dir, 'status.json');
    const status = (over: Partial<ProjectorStatusFile['projector']>, writtenAt = Date.now()): void => {
      const projector = { ok: true, holder: 'host#1#a', holdsLeaseHere: true, lagSeconds: 0, maxLagSeconds: 30, ...over };
      writeFileSync(file, JSON.stringify({ writtenAt, projector } satisfies ProjectorStatusFile));
    };

    status({});
    expect(verdict(file)).toBe('healthy');
    status({ holdsLeaseHere: false, holder: 'other#2#b' });
    expect(verdict(file)).toContain('does not hold the projector lease (holder: other#2#b)');
    status({ ok: false, lagSeconds: 95, detail: 'The projections trail the event log by 95 s (more than 30 s).' });
    expect(verdict(file)).toContain('trail the event log by 95 s');
    status({}, Date.now() - 31_000);
    // 31 s old when written, a little older by the time the check has read it (seconds, on a loaded machine).
    const age = Number(/the projector status is (\d+) s old/.exec(verdict(file))?.[1]);
    expect(age).toBeGreaterThanOrEqual(31);
    expect(age).toBeLessThan(61);
    expect(verdict(join(dir, 'missing.json'))).toContain('no projector status');
  });
});

describe('the projector health with PROJECTOR_PARTITIONS (issue 42 §5)', () => {
  it("an API replica calls it working only while every partition's lease is held", async () => {
    t = await createTestApp({ env: { RUN_PROJECTIONS: 'false', PROJECTOR_PARTITIONS: '2' } });
    const health = async () => (await t!.app.get(ProjectorStatus).measure()).projector;
    expect(await health()).toMatchObject({ ok: false, holder: null, detail: 'Nobody holds the projector lease.' });

    // Partition 1 alone is not enough: partition 2's businesses would see nothing of their writes.
    expect(await t.readModels.acquireLease('projector~p1of2', 'host#101#a', 15_000, Date.now())).toBe(true);
    expect(await health()).toMatchObject({ ok: false, holder: null });

    expect(await t.readModels.acquireLease('projector~p2of2', 'host#102#b', 10_000, Date.now())).toBe(true);
    // Both held: working, and the holder named is the one whose lease runs out first.
    expect(await health()).toMatchObject({ ok: true, holder: 'host#102#b' });
  });

  it('a projector process of a partition answers for its own partition’s lease', async () => {
    t = await createTestApp({ env: { RUN_PROJECTIONS: 'false', PROJECTOR_PARTITIONS: '2' } });
    expect(await t.readModels.acquireLease('projector~p2of2', 'host#102#b', 15_000, Date.now())).toBe(true);
    const asPartition = (index: number) =>
      new ProjectorStatus(
        t!.app.get<EventStore, EventStore<AnyDomainEvent>>(EventStore),
        t!.readModels,
        t!.app.get(ProjectionService),
        t!.app.get(ProjectionRegistry),
        {
          ...t!.config,
          runProjections: true,
          projectorPartition: index,
        },
      ).measure();
    expect((await asPartition(2)).projector).toMatchObject({ ok: true, holder: 'host#102#b' });
    expect((await asPartition(1)).projector).toMatchObject({ ok: false, holder: null });
  });
});
