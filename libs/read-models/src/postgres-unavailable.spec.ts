import { createServer } from 'node:net';
import { isPostgresConnectionLoss, PostgresEventStore, StoreUnavailableError } from '@rotaledger/event-store';
import { PostgresReadModelStore } from './postgres-read-model-store';

/** A loopback port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('PostgreSQL connection errors are StoreUnavailableError (the API answers 503 with Retry-After)', () => {
  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('read ECONNRESET', 'ECONNRESET'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('timeout exceeded when trying to connect'),
  ])('a lost connection: %p', (error) => {
    expect(isPostgresConnectionLoss(error)).toBe(true);
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('canceling statement due to lock timeout', '55P03'),
    withCode('syntax error at or near "SELEC"', '42601'),
    new Error('something else'),
    'not an error',
  ])('not a lost connection: %p', (error) => {
    expect(isPostgresConnectionLoss(error)).toBe(false);
  });

  it('both adapters throw it when the server cannot be reached', async () => {
    const connectionString = `postgres://nobody@127.0.0.1:${await closedPort()}/nothing`;
    const eventStore = await PostgresEventStore.open({ connectionString }).catch((error: unknown) => error);
    expect(eventStore).toBeInstanceOf(StoreUnavailableError);
    expect((eventStore as StoreUnavailableError).message).toMatch(/^The event store cannot be reached right now: .*ECONNREFUSED/);
    const readModels = await PostgresReadModelStore.open({ connectionString }).catch((error: unknown) => error);
    expect(readModels).toBeInstanceOf(StoreUnavailableError);
    expect((readModels as StoreUnavailableError).message).toMatch(/^The read-model store cannot be reached right now: /);
  });
});
