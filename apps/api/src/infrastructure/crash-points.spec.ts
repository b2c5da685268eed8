import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig, CrashPointsConfig } from '../config/app-config';
import { CrashPoints } from './crash-points';

/** The crash tests' hook, with process.kill caught: which stored append makes the process die. */
describe('CrashPoints', () => {
  let dir: string;
  let kill: jest.SpyInstance;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'crash-points-'));
    kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
  });
  afterEach(() => {
    kill.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });
  const points = (crashPoints: CrashPointsConfig) => new CrashPoints({ crashPoints } as AppConfig);
  /** The appends after which the process was told to die (1-based). */
  const deathsOver = (crash: CrashPoints, appends: number, before?: (n: number) => void, streamOf = (_n: number) => 'rota-1') => {
    const deaths: number[] = [];
    for (let n = 1; n <= appends; n++) {
      before?.(n);
      const calls = kill.mock.calls.length;
      crash.afterAppend(streamOf(n));
      if (kill.mock.calls.length > calls) deaths.push(n);
    }
    return deaths;
  };

  it('never dies without a hook', () => {
    expect(deathsOver(points({}), 5)).toEqual([]);
    expect(deathsOver(points({ onceFile: join(dir, 'absent') }), 5)).toEqual([]);
  });

  it('dies with SIGKILL from the n-th stored append on with ROTALEDGER_CRASH_AFTER=append:<n>', () => {
    expect(deathsOver(points({ after: { appendsStored: 3 } }), 4)).toEqual([3, 4]);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
  });

  it('dies once, at the first append after the crash file says "append", and removes the file first', () => {
    const file = join(dir, 'crash-once');
    const crash = points({ onceFile: file });
    expect(deathsOver(crash, 6, (n) => n === 3 && writeFileSync(file, 'append\n'))).toEqual([3]);
    expect(existsSync(file)).toBe(false);
  });

  it('with "append:<prefix>", dies once at the first append to such a stream after the file appears', () => {
    const file = join(dir, 'crash-once');
    const crash = points({ onceFile: file });
    const streamOf = (n: number) => (n % 3 === 0 ? `employee-${n}` : `roster-${n}`);
    expect(deathsOver(crash, 10, (n) => n === 4 && writeFileSync(file, 'append:employee-'), streamOf)).toEqual([6]);
    expect(existsSync(file)).toBe(false);
  });

  it('leaves a crash file naming another step for that step', () => {
    const file = join(dir, 'crash-once');
    writeFileSync(file, 'fenced');
    const crash = points({ onceFile: file });
    expect(deathsOver(crash, 3)).toEqual([]);
    crash.after('fenced');
    expect(kill).toHaveBeenCalledTimes(1);
    expect(existsSync(file)).toBe(false);
  });
});
