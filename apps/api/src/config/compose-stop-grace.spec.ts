import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STOP_GRACE_MIN_MS } from './app-config';

/**
 * docker-compose.yml gives every container that answers requests (the app's, through the
 * `x-app` anchor, and the gateway) time to finish them when it is stopped: at least
 * STOP_GRACE_MIN_MS, a write's longest wait. Compose's default is 10 s, then SIGKILL.
 */
const compose = readFileSync(join(__dirname, '../../../../docker-compose.yml'), 'utf8');

/** The lines of a block: from its key's line to the next line indented as little or less. */
function block(key: RegExp): string {
  const lines = compose.split('\n');
  const start = lines.findIndex((line) => key.test(line));
  if (start < 0) throw new Error(`no ${key} in docker-compose.yml`);
  const indent = /^ */.exec(lines[start])![0].length;
  const end = lines.findIndex(
    (line, i) => i > start && line.trim() !== '' && !line.trim().startsWith('#') && /^ */.exec(line)![0].length <= indent,
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

function stopGraceMs(text: string): number | undefined {
  const match = /^\s*stop_grace_period:\s*(\d+)(ms|s|m)\s*$/m.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * { ms: 1, s: 1_000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
}

describe('docker-compose.yml stop grace periods', () => {
  it.each([
    ['the app containers (x-app)', /^x-app: &app\b/],
    ['the gateway', /^ {2}gateway: &gateway\b/],
  ])('%s: a stop waits for the longest write before SIGKILL', (_what, key) => {
    expect(stopGraceMs(block(key))).toBeGreaterThanOrEqual(STOP_GRACE_MIN_MS);
  });

  it('no service made from them sets a shorter one', () => {
    const services = block(/^services:/).split(/\n(?= {2}[a-z][\w-]*:)/);
    const made = services.filter((service) => /<<: \*(app|gateway)\b/.test(service));
    expect(made.length).toBeGreaterThanOrEqual(4);
    for (const service of made) {
      const own = stopGraceMs(service);
      if (own !== undefined) expect(own).toBeGreaterThanOrEqual(STOP_GRACE_MIN_MS);
    }
  });
});
