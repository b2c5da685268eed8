import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';
import { ConfigError } from './config-error';

/** The distributed rules: what loadConfig refuses when the stores are remote. */
describe('loadConfig with remote stores', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'rotaledger-remote-config-'));
  /** A complete, valid distributed configuration (one API replica). */
  const remote = (overrides: Record<string, string | undefined> = {}) => ({
    DATA_DIR: dataDir(),
    EVENTSTORE_URL: 'kurrentdb://eventstore:2113?tls=false',
    MONGO_URL: 'mongodb://app:secret@mongo:27017/?replicaSet=rs0&authSource=admin',
    JWT_SECRET: 'x'.repeat(40),
    RUN_PROJECTIONS: 'false',
    SMTP_URL: 'smtp://mail.example.com:587',
    PUBLIC_URL: 'https://rota.example.com',
    ...overrides,
  });
  const refusal = (env: Record<string, string | undefined>): ConfigError => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('loadConfig accepted the configuration');
  };

  it('accepts a complete distributed configuration', () => {
    expect(loadConfig(remote())).toMatchObject({
      eventStoreUrl: 'kurrentdb://eventstore:2113?tls=false',
      mongoUrl: 'mongodb://app:secret@mongo:27017/?replicaSet=rs0&authSource=admin',
      mongoDbName: 'rotaledger',
      runProjections: false,
    });
  });

  it.each([
    ['EVENTSTORE_URL without MONGO_URL', { MONGO_URL: undefined }, 'MONGO_URL must be set when EVENTSTORE_URL is set'],
    ['MONGO_URL without EVENTSTORE_URL', { EVENTSTORE_URL: undefined }, 'EVENTSTORE_URL must be set when MONGO_URL is set'],
    ['an empty MONGO_URL beside EVENTSTORE_URL', { MONGO_URL: '' }, 'MONGO_URL must be set when EVENTSTORE_URL is set'],
  ])('refuses one remote store without the other: %s', (_case, overrides, message) => {
    // Without a shared secret as well, the store rule is still the one reported.
    expect(refusal(remote({ ...overrides, JWT_SECRET: undefined })).message).toContain(message);
  });

  it.each([
    ['eventstoredb://eventstore:2113?tls=false', 'not a scheme of this client'],
    ['http://eventstore:2113', 'the HTTP address, not a connection string'],
    ['kurrentdb://eventstore:port?tls=false', 'a port that is not a number'],
    ['kurrentdb://', 'no host'],
  ])('refuses EVENTSTORE_URL %s, naming the variable (%s)', (url) => {
    const error = refusal(remote({ EVENTSTORE_URL: url }));
    expect(error.message).toMatch(/^Invalid configuration: EVENTSTORE_URL is not a connection string the KurrentDB client accepts/);
  });

  it.each([
    ['postgres://mongo:27017/rotaledger', 'another scheme'],
    ['mongodb://mongo:27017/?replicaSet=rs0&w=sometimes&wtimeoutMS=soon', 'an option value the driver rejects'],
    ['mongodb+srv://cluster.example.com:27017/', 'a port on an SRV address'],
    ['mongodb://', 'no host'],
  ])('refuses MONGO_URL %s, naming the variable (%s)', (url) => {
    const error = refusal(remote({ MONGO_URL: url }));
    expect(error.message).toMatch(/^Invalid configuration: MONGO_URL is not a connection string the MongoDB driver accepts/);
  });

  it('uses the database named in MONGO_URL, then MONGO_DB, then "rotaledger"', () => {
    expect(loadConfig(remote({ MONGO_URL: 'mongodb://mongo:27017/rota_prod?replicaSet=rs0' })).mongoDbName).toBe('rota_prod');
    expect(loadConfig(remote({ MONGO_URL: 'mongodb://mongo:27017/rota_prod?replicaSet=rs0', MONGO_DB: 'rota_prod' })).mongoDbName).toBe(
      'rota_prod',
    );
    expect(loadConfig(remote({ MONGO_URL: 'mongodb://mongo:27017/?replicaSet=rs0', MONGO_DB: 'rota_staging' })).mongoDbName).toBe(
      'rota_staging',
    );
    expect(loadConfig(remote({ MONGO_URL: 'mongodb://mongo:27017' })).mongoDbName).toBe('rotaledger');
  });

  it('refuses MONGO_DB naming another database than MONGO_URL, and names that are not databases', () => {
    expect(refusal(remote({ MONGO_URL: 'mongodb://mongo:27017/rota_prod', MONGO_DB: 'rotaledger' })).message).toContain(
      'MONGO_DB names "rotaledger" but MONGO_URL names "rota_prod"',
    );
    expect(refusal(remote({ MONGO_DB: 'rota.prod' })).message).toContain('MONGO_DB must name a MongoDB database');
    expect(refusal(remote({ MONGO_DB: 'r'.repeat(60) })).message).toContain('MONGO_DB must name a MongoDB database');
  });

  it('requires RUN_PROJECTIONS to be stated when the stores are remote', () => {
    expect(refusal(remote({ RUN_PROJECTIONS: undefined })).message).toContain('RUN_PROJECTIONS must be set when the stores are remote');
    expect(loadConfig(remote({ RUN_PROJECTIONS: 'true' })).runProjections).toBe(true);
    // Embedded stores keep their default: the one process runs the projections.
    expect(loadConfig({ DATA_DIR: dataDir() }).runProjections).toBe(true);
  });

  it.each(['SMTP_URL', 'PUBLIC_URL'])('requires %s when the stores are remote', (variable) => {
    expect(refusal(remote({ [variable]: undefined })).message).toContain(`${variable} is required when the stores are remote`);
    expect(refusal(remote({ [variable]: '' })).message).toContain(`${variable} is required when the stores are remote`);
  });

  describe('PostgreSQL (DATABASE_URL)', () => {
    const postgres = (overrides: Record<string, string | undefined> = {}) =>
      remote({ EVENTSTORE_URL: undefined, MONGO_URL: undefined, DATABASE_URL: 'postgres://rota:secret@db:5432/rotaledger', ...overrides });

    it('accepts DATABASE_URL alone as a complete distributed configuration', () => {
      const config = loadConfig(postgres());

      expect(config).toMatchObject({ databaseUrl: 'postgres://rota:secret@db:5432/rotaledger', runProjections: false });
      expect(config.eventStoreUrl).toBeUndefined();
      expect(config.mongoUrl).toBeUndefined();
      expect(loadConfig(postgres({ DATABASE_URL: 'postgresql:///rotaledger?host=/var/run/postgresql' })).databaseUrl).toBe(
        'postgresql:///rotaledger?host=/var/run/postgresql',
      );
    });

    it.each([
      ['EVENTSTORE_URL', { EVENTSTORE_URL: 'kurrentdb://eventstore:2113?tls=false' }],
      ['MONGO_URL', { MONGO_URL: 'mongodb://mongo:27017/?replicaSet=rs0' }],
    ])('refuses DATABASE_URL beside %s', (other, overrides) => {
      expect(refusal(postgres(overrides)).message).toBe(
        `Invalid configuration: DATABASE_URL cannot be combined with ${other}: PostgreSQL holds both the events and the read models (set DATABASE_URL, or EVENTSTORE_URL and MONGO_URL)`,
      );
    });

    it.each([
      ['rotaledger', 'not a URL'],
      ['mysql://db:3306/rotaledger', 'the scheme is mysql: (postgres: or postgresql:)'],
      ['postgres://db:port/rotaledger', 'not a URL'],
      ['postgres:///rotaledger', 'no host'],
      ['postgres://rota:secret@db:5432', 'no database (the path after the host)'],
      ['postgres://rota:secret@db:5432/', 'no database (the path after the host)'],
    ])('refuses DATABASE_URL %s, naming the variable and why', (url, why) => {
      expect(refusal(postgres({ DATABASE_URL: url })).message).toBe(
        `Invalid configuration: DATABASE_URL is not a PostgreSQL connection string (postgres://user:password@host:5432/database): ${why}`,
      );
    });

    it.each(['RUN_PROJECTIONS', 'SMTP_URL', 'PUBLIC_URL', 'JWT_SECRET'])('requires %s as the other remote stores do', (variable) => {
      expect(refusal(postgres({ [variable]: undefined })).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    });
  });
});
