import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'rotaledger-config-'));

  it('defaults to the embedded stores on port 8080 and keeps a generated secret beside the data', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 8080, dataDir: dir, runProjections: true, serveFrontend: true });
    expect(config.eventStoreUrl).toBeUndefined();
    expect(config.mongoUrl).toBeUndefined();
    expect(config.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ RUN_PROJECTIONS: 'maybe' }, 'RUN_PROJECTIONS'],
    [{ EVENTSTORE_URL: 'http://localhost:2113' }, 'EVENTSTORE_URL'],
    [{ MONGO_URL: 'not a url' }, 'MONGO_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ READ_YOUR_WRITES_TIMEOUT_MS: '-1' }, 'READ_YOUR_WRITES_TIMEOUT_MS'],
  ])('stops on a bad variable and names it: %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('requires a shared JWT_SECRET in the distributed setup', () => {
    const remote = {
      DATA_DIR: dataDir(),
      EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      MONGO_URL: 'mongodb://mongo:27017/?replicaSet=rs0',
      RUN_PROJECTIONS: 'false',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://rota.example.com',
    };
    expect(() => loadConfig(remote)).toThrow('JWT_SECRET is required');
    const config = loadConfig({ ...remote, JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ runProjections: false, eventStoreUrl: 'esdb://eventstore:2113?tls=false' });
  });
});
