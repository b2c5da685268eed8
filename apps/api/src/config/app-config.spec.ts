import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from './app-config';
import { ConfigError } from './config-error';

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

  it('keeps a generated e-mail HMAC secret beside the data, takes EMAIL_HMAC_SECRET, and derives a stable one from JWT_SECRET with remote stores', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.emailHmacSecret).toBe(readFileSync(join(dir, 'email-hmac-secret'), 'utf8'));
    expect(config.emailHmacSecret).not.toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).emailHmacSecret).toBe(config.emailHmacSecret);
    expect(loadConfig({ DATA_DIR: dir, EMAIL_HMAC_SECRET: 'e'.repeat(32) }).emailHmacSecret).toBe('e'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dir, EMAIL_HMAC_SECRET: 'short' })).toThrow(/EMAIL_HMAC_SECRET/);
    const remote = {
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://rl:rl@127.0.0.1:5432/rl',
      RUN_PROJECTIONS: 'true',
      JWT_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail.invalid:25',
      PUBLIC_URL: 'https://rota.invalid',
    };
    const derived = loadConfig(remote).emailHmacSecret;
    expect(derived).toBe(loadConfig({ ...remote, DATA_DIR: dataDir() }).emailHmacSecret);
    expect(derived).not.toBe(remote.JWT_SECRET);
    expect(loadConfig({ ...remote, JWT_SECRET: 't'.repeat(40) }).emailHmacSecret).not.toBe(derived);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ RUN_PROJECTIONS: 'maybe' }, 'RUN_PROJECTIONS'],
    [{ EVENTSTORE_URL: 'http://localhost:2113' }, 'EVENTSTORE_URL'],
    [{ MONGO_URL: 'not a url' }, 'MONGO_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ READ_YOUR_WRITES_TIMEOUT_MS: '-1' }, 'READ_YOUR_WRITES_TIMEOUT_MS'],
    // The gateway gives up on an answer after 60 s (deploy/nginx): a write must answer well before.
    [{ READ_YOUR_WRITES_TIMEOUT_MS: '30001' }, 'READ_YOUR_WRITES_TIMEOUT_MS'],
    [{ LOG_FORMAT: 'yaml' }, 'LOG_FORMAT'],
    [{ WORKERS: 'two' }, 'WORKERS'],
    [{ WORKERS: '0' }, 'WORKERS'],
    [{ WORKERS: '65' }, 'WORKERS'],
    [{ WORKERS: '1.5' }, 'WORKERS'],
    [{ PROJECTOR_MAX_LAG_SECONDS: '0' }, 'PROJECTOR_MAX_LAG_SECONDS'],
    [{ PROJECTOR_PARTITIONS: '0' }, 'PROJECTOR_PARTITIONS'],
    [{ PROJECTOR_PARTITIONS: 'two' }, 'PROJECTOR_PARTITIONS'],
    [{ PROJECTOR_PARTITIONS: '2', PROJECTOR_PARTITION: '3' }, 'PROJECTOR_PARTITION'],
    [{ PROJECTOR_PARTITION: '0' }, 'PROJECTOR_PARTITION'],
    // A crash test's typo would otherwise run the test without its crash.
    [{ ROTALEDGER_CRASH_AFTER: 'append:x' }, 'ROTALEDGER_CRASH_AFTER'],
    [{ ROTALEDGER_CRASH_AFTER: 'append:0' }, 'ROTALEDGER_CRASH_AFTER'],
    [{ ROTALEDGER_CRASH_AFTER: 'fence' }, 'ROTALEDGER_CRASH_AFTER'],
  ])('stops on a bad variable and names it: %j', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it("reads the crash tests' hook (ROTALEDGER_CRASH_AFTER, ROTALEDGER_CRASH_ONCE_FILE) from the environment, empty when unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).crashPoints).toEqual({});
    expect(loadConfig({ DATA_DIR: dataDir(), ROTALEDGER_CRASH_AFTER: '' }).crashPoints).toEqual({});
    expect(loadConfig({ DATA_DIR: dataDir(), ROTALEDGER_CRASH_AFTER: 'append:4' }).crashPoints).toEqual({ after: { appendsStored: 4 } });
    expect(
      loadConfig({ DATA_DIR: dataDir(), ROTALEDGER_CRASH_AFTER: 'fenced', ROTALEDGER_CRASH_ONCE_FILE: '/tmp/crash' }).crashPoints,
    ).toEqual({
      after: 'fenced',
      onceFile: '/tmp/crash',
    });
  });

  it('runs one process unless WORKERS names how many API workers to run beside the projector', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).workers).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), WORKERS: '' }).workers).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), WORKERS: '2' }).workers).toBe(2);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: 'two' })).toThrow(
      'Invalid configuration: WORKERS must be a whole number from 1 to 64 (got "two")',
    );
  });

  it('runs one projector partition unless PROJECTOR_PARTITIONS says how many, and PROJECTOR_PARTITION which one this is', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ projectorPartitions: 1, projectorPartition: 1 });
    expect(loadConfig({ DATA_DIR: dataDir(), PROJECTOR_PARTITIONS: '4', PROJECTOR_PARTITION: '3' })).toMatchObject({
      projectorPartitions: 4,
      projectorPartition: 3,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PROJECTOR_PARTITIONS: '2', PROJECTOR_PARTITION: '3' })).toThrow(
      'Invalid configuration: PROJECTOR_PARTITION must be from 1 to PROJECTOR_PARTITIONS (2), got 3',
    );
  });

  it('logs requests as text unless LOG_FORMAT=json', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).logFormat).toBe('text');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'text' }).logFormat).toBe('text');
  });

  it('requires a shared JWT_SECRET in the distributed setup', () => {
    const remote = {
      DATA_DIR: dataDir(),
      EVENTSTORE_URL: 'kurrentdb://eventstore:2113?tls=false',
      MONGO_URL: 'mongodb://mongo:27017/?replicaSet=rs0',
      RUN_PROJECTIONS: 'false',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://rota.example.com',
    };
    expect(() => loadConfig(remote)).toThrow('JWT_SECRET is required');
    const config = loadConfig({ ...remote, JWT_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ runProjections: false, eventStoreUrl: 'kurrentdb://eventstore:2113?tls=false' });
    expect(() => loadConfig({ ...remote, JWT_SECRET: 'x'.repeat(40), WORKERS: '2' })).toThrow(
      'Invalid configuration: WORKERS is for the embedded stores on one machine',
    );
  });

  describe('PUBLIC_URL (the origin of e-mailed links)', () => {
    it("is the server's own origin when unset, never something a request says", () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).publicUrl).toBe('http://localhost:8080');
      expect(loadConfig({ DATA_DIR: dataDir(), PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
      expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://rota.example.com/' }).publicUrl).toBe('https://rota.example.com');
    });

    it('is required when e-mail goes out through SMTP_URL', () => {
      const smtp = { DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail.example.com:587' };
      expect(() => loadConfig(smtp)).toThrow(ConfigError);
      expect(() => loadConfig(smtp)).toThrow('PUBLIC_URL is required when SMTP_URL is set');
      expect(loadConfig({ ...smtp, PUBLIC_URL: 'https://rota.example.com' }).smtpUrl).toBe('smtp://mail.example.com:587');
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      ['1', 1],
      ['2', 2],
      ['loopback', 'loopback'],
      ['10.0.0.0/8, 172.16.0.0/12', '10.0.0.0/8,172.16.0.0/12'],
      ['loopback,uniquelocal,linklocal', 'loopback,uniquelocal,linklocal'],
      ['192.168.1.10', '192.168.1.10'],
      ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
      ['fd00::/8', 'fd00::/8'],
    ])('takes %p as a hop count or the trusted proxies: %p', (raw, expected) => {
      const env = raw === undefined ? {} : { TRUST_PROXY: raw };
      expect(loadConfig({ DATA_DIR: dataDir(), ...env }).trustProxy).toBe(expected);
    });

    it.each(['true', 'TRUE', 'yes', 'on', '*', 'all'])('refuses to trust every proxy (%p), naming TRUST_PROXY', (raw) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: raw })).toThrow(/TRUST_PROXY must not trust every proxy/);
    });

    it.each([
      'nginx',
      '10.0.0.0/33',
      '10.0.0/8',
      'loopback,',
      '-1',
      '1.5',
      '11',
      // Fastify's proxy-addr throws a raw TypeError at start-up on these: a netmask that is not a prefix, an IPv6 netmask.
      '10.0.0.0/255.0.255.0',
      'fd00::/ffff::',
    ])('refuses %p, naming TRUST_PROXY', (raw) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: raw })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    });

    it.each([
      ['0.0.0.0/0', 'IPv4'],
      ['0.0.0.0/0.0.0.0', 'IPv4'],
      // IPv6's whole space holds the IPv4-mapped block, so it trusts every IPv4 client as well.
      ['::/0', 'IPv4 and IPv6'],
      ['0.0.0.0/1,128.0.0.0/1,::/1,8000::/1', 'IPv4 and IPv6'],
      ['10.0.0.0/8, 0.0.0.0/1, 128.0.0.0/1', 'IPv4'],
      ['::/1,8000::/1', 'IPv4 and IPv6'],
      // Adjacent, overlapping and unordered ranges, and host bits after the prefix, merge into one.
      ['192.0.0.0/2, 1.2.3.4/1, 128.0.0.0/2, 10.0.0.0/8', 'IPv4'],
      ['c000::/2, ::/1, 8000::/2, fd00::/8', 'IPv4 and IPv6'],
      // An IPv4 client is matched against IPv6 subnets as ::ffff:a.b.c.d, so this trusts every IPv4 client.
      ['::ffff:0:0/96', 'IPv4'],
      ['::/1', 'IPv4'],
      ['::ffff:0.0.0.0/97, 128.0.0.0/1', 'IPv4'],
    ])('refuses %p: together its entries cover every %s address', (raw, family) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: raw })).toThrow(
        new RegExp(`^Invalid configuration: TRUST_PROXY must not trust every ${family} address \\(got "${raw}"\\)`),
      );
    });

    it.each([
      'loopback,uniquelocal,linklocal,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7',
      '10.0.0.0/255.0.0.0',
      '::ffff:10.0.0.0/104',
      '::ffff:10.0.0.1',
      // A gap is a gap: the rule refuses the whole space, which no proxy needs.
      '0.0.0.0/1, 192.0.0.0/2, 8000::/1',
    ])('Fastify starts with what it accepts: %p', (raw) => {
      const trustProxy = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: raw }).trustProxy;
      expect(trustProxy).toBe(raw.replace(/\s/g, ''));
      expect(() => Fastify({ trustProxy })).not.toThrow();
    });
  });
  it('runs on the system clock unless CLOCK_START (browser journeys only) shifts it, and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).clockStart).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), CLOCK_START: '' }).clockStart).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir(), CLOCK_START: '2026-06-10T09:30:00+01:00', CLOCK_STARTED_AT: '2026-12-02T01:00:00Z' }).clockStart,
    ).toEqual({ start: new Date('2026-06-10T08:30:00Z'), startedAt: new Date('2026-12-02T01:00:00Z') });
    // Without CLOCK_STARTED_AT the clock reads CLOCK_START when the configuration is read.
    const before = Date.now();
    const startedAt = loadConfig({ DATA_DIR: dataDir(), CLOCK_START: '2026-06-10T08:30:00Z' }).clockStart?.startedAt.getTime();
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());

    for (const env of [
      { CLOCK_START: 'tomorrow' },
      // A local time without its offset would mean a different instant on every machine.
      { CLOCK_START: '2026-06-10T09:30:00' },
      { CLOCK_START: '2026-06-10' },
      { CLOCK_START: '2026-13-10T09:30:00Z' },
      { CLOCK_START: '2026-06-10T09:30:00Z', CLOCK_STARTED_AT: 'now' },
      { CLOCK_STARTED_AT: '2026-06-10T09:30:00Z' },
      { CLOCK_START: '2026-06-10T09:30:00Z', NODE_ENV: 'production' },
    ]) {
      const name = 'CLOCK_START' in env ? (env.CLOCK_STARTED_AT ? 'CLOCK_STARTED_AT' : 'CLOCK_START') : 'CLOCK_STARTED_AT';
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), CLOCK_START: '2026-06-10T09:30:00Z', NODE_ENV: 'production' })).toThrow(
      'refused when NODE_ENV=production',
    );
  });
});
