import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { PostgresReadModelStore } from './postgres-read-model-store';
import { describeReadModelStoreContract } from './testing/read-model-store.contract';

const url = process.env.DATABASE_URL;
// A schema per test, so the suite can share a database with anything else.
const factory = async () => {
  const schema = `rm_contract_${randomUUID().slice(0, 8)}`;
  const store = await PostgresReadModelStore.open({ connectionString: url!, schema });
  const others: PostgresReadModelStore[] = [];
  return {
    schema,
    store,
    // A second pool on the same schema: what a second process sees.
    openAnother: async () => {
      const other = await PostgresReadModelStore.open({ connectionString: url!, schema });
      others.push(other);
      return other;
    },
    cleanup: async () => {
      await store.dropSchema();
      await Promise.all([store, ...others].map((handle) => handle.close()));
    },
  };
};

if (url) {
  describeReadModelStoreContract('PostgreSQL (DATABASE_URL)', factory);
} else {
  const reason = 'PostgreSQL contract suite skipped: set DATABASE_URL (postgres://user:password@127.0.0.1:5432/db; .ci/run does)';
  console.log(reason);
  // Declared but skipped, so the report counts every contract test as skipped, not passed.
  describe.skip(reason, () => describeReadModelStoreContract('PostgreSQL', factory));
}

const describePostgres = url ? describe : describe.skip;

describePostgres('PostgresReadModelStore beyond the shared contract', () => {
  let under: Awaited<ReturnType<typeof factory>>;
  beforeEach(async () => {
    under = await factory();
  });
  afterEach(async () => {
    await under.cleanup();
  });

  it('keeps a document holding U+0000 (which JSONB cannot) exactly as it was put, and its neighbours too', async () => {
    const note = { id: 'n1', note: 'before\u0000after', [`key\u0000`]: ['\uE000', '\uE0000', 'x\u0000\uE000y'], plain: 'é' };
    const privateUse = { id: 'n2', note: 'only \uE000 here, and \uE0000' };
    await under.store.applyBatch('notes', 1, async (batch) => {
      batch.put('notes', note);
      batch.put('notes', privateUse);
    });

    expect(await under.store.get('notes', 'n1')).toEqual(note);
    expect(await under.store.dump('notes')).toEqual([note, privateUse]);
    expect(await under.store.find('notes', { plain: 'é' })).toEqual([note]);
    await under.store.applyBatch('notes', 2, async (batch) => {
      expect(await batch.get('notes', 'n1')).toEqual(note);
    });
  });

  it('creates each declared index as an expression index on the fields, then the id, drops one retired, and leaves one it does not know', async () => {
    const indexes = async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ indexdef: string }>(
          "SELECT indexdef FROM pg_indexes WHERE tablename = 'docs_staff' AND indexname LIKE 'cx\\_%' AND schemaname = $1",
          [under.schema],
        );
        return rows.map((row) => row.indexdef.replace(/^.* USING btree /, ''));
      } finally {
        await client.end();
      }
    };
    await under.store.ensureIndexes([
      { collection: 'staff', fields: ['team', 'age'] },
      { collection: 'staff', fields: ['name'] },
    ]);
    expect((await indexes()).sort()).toEqual(["(((doc -> 'name'::text)), id)", "(((doc -> 'team'::text)), ((doc -> 'age'::text)), id)"]);

    // Not declared and not retired: perhaps a newer version's, running beside this one in a rolling deploy.
    await under.store.ensureIndexes([{ collection: 'staff', fields: ['team', 'age'] }]);
    expect(await indexes()).toHaveLength(2);

    await under.store.ensureIndexes(
      [{ collection: 'staff', fields: ['team', 'age'] }],
      [
        { collection: 'staff', fields: ['name'] },
        { collection: 'staff', fields: ['team', 'age'] },
      ],
    );

    expect(await indexes()).toEqual(["(((doc -> 'team'::text)), ((doc -> 'age'::text)), id)"]);
  });
});
