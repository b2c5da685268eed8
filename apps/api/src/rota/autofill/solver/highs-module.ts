import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One solve's outcome: whether it proved optimality, stopped at its limit, or found nothing usable; the binaries' values. */
export interface HighsAnswer {
  status: 'optimal' | 'time-limit' | 'none';
  /** The value of each asked column (by name) in the best solution found. */
  values: Map<string, number>;
}

export interface HighsModule {
  /**
   * Solves LP text from a start (a known feasible point, by column name: the solver then only
   * searches for better) and reads back the named columns.
   */
  solve(program: string, start: ReadonlyMap<string, number>, read: readonly string[], options: Record<string, unknown>): HighsAnswer;
  version: string;
}

interface PersistentModel {
  options: { set(options: Record<string, unknown>): void };
  getColByName(name: string): number;
  setSolution(solution: { indices: Int32Array; values: Float64Array }): void;
  run(): void;
  getModelStatus(): number;
  getSolution(): { colValue: Float64Array };
  dispose(): void;
}
interface HighsPackage {
  createModel(source: { format: 'lp'; data: string }): PersistentModel;
  constants: { modelStatus: { optimal: number; timeLimit: number } };
}

/** Loads the WebAssembly solver once (about 100 ms); its version is the package's. */
export async function loadHighs(): Promise<HighsModule> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const load = require('highs') as () => Promise<HighsPackage>;
  const highs = await load();
  // The package exports no ./package.json: read it beside its entry point.
  const manifest = join(dirname(require.resolve('highs')), '..', 'package.json');
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  return { solve: (program, start, read, options) => solveOnce(highs, program, start, read, options), version };
}

function solveOnce(
  highs: HighsPackage,
  program: string,
  start: ReadonlyMap<string, number>,
  read: readonly string[],
  options: Record<string, unknown>,
): HighsAnswer {
  const model = highs.createModel({ format: 'lp', data: program });
  try {
    model.options.set(options);
    if (start.size > 0) {
      const names = [...start.keys()];
      model.setSolution({
        indices: Int32Array.from(names.map((n) => model.getColByName(n))),
        values: Float64Array.from(names.map((n) => start.get(n)!)),
      });
    }
    model.run();
    const code = model.getModelStatus();
    const { optimal, timeLimit } = highs.constants.modelStatus;
    const status = code === optimal ? 'optimal' : code === timeLimit ? 'time-limit' : 'none';
    const columns = model.getSolution().colValue;
    const values = new Map(read.map((name) => [name, columns[model.getColByName(name)] ?? 0]));
    return { status, values };
  } finally {
    model.dispose();
  }
}
