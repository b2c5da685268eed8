import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceUnavailableException } from '@nestjs/common';
import type { AnyDomainEvent } from '@rotaledger/domain';
import { SqliteEventStore } from '@rotaledger/event-store';
import { ReadModelStore, SqliteReadModelStore } from '@rotaledger/read-models';
import { loadConfig } from '../config/app-config';
import { HeadOfLog } from './head-of-log';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionService, SAVED_NOT_YET_VISIBLE } from './read-your-writes';

/** The real store, except that reading checkpoints fails while `failing()` says so (a dropped connection). */
function failingWhile(store: SqliteReadModelStore, failing: () => boolean): ReadModelStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'getCheckpoints' && failing()) {
        return async () => {
          throw new Error('connection reset by peer');
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('read-your-writes on an API replica behind a separate projector', () => {
  let dataDir: string;
  let eventStore: SqliteEventStore<AnyDomainEvent>;
  let readModels: SqliteReadModelStore;
  const timeoutMs = 300;

  const serviceOver = (store: ReadModelStore) => {
    const config = { ...loadConfig({ DATA_DIR: dataDir }), runProjections: false, readYourWritesTimeoutMs: timeoutMs };
    const registry = new ProjectionRegistry();
    registry.register({ name: 'tally', collections: ['tallies'], eventTypes: ['Added'], apply: async () => {} });
    return new ProjectionService(config, eventStore, store, registry, new HeadOfLog(eventStore, store, registry));
  };

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-ryw-'));
    eventStore = await SqliteEventStore.open<AnyDomainEvent>({ dataDir });
    readModels = await SqliteReadModelStore.open({ dataDir });
    // The projector has processed up to position 5.
    await readModels.applyBatch('tally', 5, async () => {});
  });

  afterEach(async () => {
    await readModels.close();
    await eventStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps polling through store errors and sees the write once the store answers again', async () => {
    const recoversAt = Date.now() + 100;
    const service = serviceOver(failingWhile(readModels, () => Date.now() < recoversAt));

    await expect(service.waitFor(5, ['Added'])).resolves.toBeUndefined();
    expect(Date.now()).toBeGreaterThanOrEqual(recoversAt);
  });

  it('answers 503 "saved, not yet visible" at the deadline when the store keeps failing, never the store error', async () => {
    const service = serviceOver(failingWhile(readModels, () => true));
    const started = Date.now();

    const failure = await service.waitFor(5, ['Added']).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ServiceUnavailableException);
    expect((failure as ServiceUnavailableException).getStatus()).toBe(503);
    expect((failure as Error).message).toBe(SAVED_NOT_YET_VISIBLE);
    expect(SAVED_NOT_YET_VISIBLE).toContain('saved, not yet visible');
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs - 5);
  });

  it('answers 503 at the deadline when the store hangs instead of failing', async () => {
    const hanging = new Proxy(readModels, {
      get(target, property) {
        if (property === 'getCheckpoints') return () => new Promise(() => {});
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const started = Date.now();

    await expect(serviceOver(hanging).waitFor(5, ['Added'])).rejects.toThrow(SAVED_NOT_YET_VISIBLE);
    // It answers at its deadline rather than waiting on the store: far sooner than the test timeout, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(timeoutMs + 5_000);
  });
});

describe('read-your-writes: one shared poller per process', () => {
  let dataDir: string;
  let eventStore: SqliteEventStore<AnyDomainEvent>;
  let readModels: SqliteReadModelStore;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-ryw-shared-'));
    eventStore = await SqliteEventStore.open<AnyDomainEvent>({ dataDir });
    readModels = await SqliteReadModelStore.open({ dataDir });
  });

  afterEach(async () => {
    await readModels.close();
    await eventStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the checkpoints once per poll for all the writes waiting, not once per write', async () => {
    let reads = 0;
    let onRead: (() => void) | undefined;
    const counting = new Proxy(readModels, {
      get(target, property) {
        if (property === 'getCheckpoints') {
          return async () => {
            reads += 1;
            onRead?.();
            return target.getCheckpoints();
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const config = { ...loadConfig({ DATA_DIR: dataDir }), runProjections: false, readYourWritesTimeoutMs: 30_000 };
    const registry = new ProjectionRegistry();
    registry.register({ name: 'tally', collections: ['tallies'], eventTypes: ['Added'], apply: async () => {} });
    const service = new ProjectionService(config, eventStore, counting, registry, new HeadOfLog(eventStore, counting, registry));

    const waitingWrites = 25;
    const waits = Array.from({ length: waitingWrites }, (_, i) => service.waitFor(i + 1, ['Added']));
    // Three polls go by, then the projector commits past every write.
    await new Promise<void>((resolve) => (onRead = () => reads >= 3 && resolve()));
    onRead = undefined;
    await readModels.applyBatch('tally', waitingWrites, async () => {});
    await Promise.all(waits);

    // Polling per write would have read at least once for each of them before the first answer.
    expect(reads).toBeLessThan(waitingWrites);
  });
});
