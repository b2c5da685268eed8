import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint guards of issue 37 fire: the repository's own eslint.config.mjs, run on snippets as if
 * they were frontend sources. Only the guard rules run (no type information is needed for them).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const GUARDS = ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax', 'time/wire-time-only'];
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => GUARDS.includes(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { project: null, projectService: false } } },
});

/** The guard messages ESLint gives `code` placed at `file` (a path under frontend/src). */
async function guardMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => m.message);
}

const SCREEN = 'frontend/src/features/planner/daily/Guarded.tsx';

describe('no pricing in the browser', () => {
  it("refuses the domain's pay maths in frontend code", async () => {
    const messages = await guardMessages(
      "import { payPence, formatMoney } from '@rotaledger/domain';\nexport const p = payPence(60, formatMoney.length);\n",
      SCREEN,
    );
    expect(messages).toEqual([expect.stringContaining('The server prices')]);
  });

  it('refuses it in a file outside the features too, and allows formatting money', async () => {
    expect(
      await guardMessages(
        "import { payForDatedDays } from '@rotaledger/domain';\nexport const f = payForDatedDays;\n",
        'frontend/src/lib/guarded.ts',
      ),
    ).toEqual([expect.stringContaining('The server prices')]);
    expect(await guardMessages("import { formatMoney } from '@rotaledger/domain';\nexport const m = formatMoney(100);\n", SCREEN)).toEqual(
      [],
    );
  });

  it('lets tests and fakes price as the server does', async () => {
    const code = "import { payPence } from '@rotaledger/domain';\nexport const p = payPence(60, 1000);\n";
    expect(await guardMessages(code, 'frontend/src/features/planner/testing/fakeGuarded.ts')).toEqual([]);
  });
});

describe('permissions from the table, not role names', () => {
  it.each([
    "export const readOnly = (w: { role: string }) => w.role === 'auditor';",
    "export const mine = (role: string) => 'owner' !== role;",
    "export function note(role: string) { switch (role) { case 'manager': return 'm'; default: return ''; } }",
  ])('refuses %s', async (code) => {
    expect(await guardMessages(code, SCREEN)).toEqual([expect.stringContaining('can(role')]);
  });

  it('accepts can() from the domain', async () => {
    const code =
      "import { can, type TeamRole } from '@rotaledger/domain';\nexport const plans = (role: TeamRole) => can(role, 'rota.write');\n";
    expect(await guardMessages(code, SCREEN)).toEqual([]);
    expect(
      await guardMessages("export const readOnly = (w: { role: string }) => w.role === 'auditor';", 'frontend/src/components/Guarded.tsx'),
    ).toEqual([expect.stringContaining('can(role')]);
  });
});

describe("one time span: 'HH:MM' only through the contracts' wire-time", () => {
  it.each([
    ['cut', 'export const hhmm = (time: string) => time.slice(0, 5);'],
    ['split', "export const minutes = (time: string) => time.split(':').map(Number);"],
    ['written', "export const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;"],
    ['parsed', 'export const CLOCK = /^([01]\\d|2[0-4]):([0-5]\\d)$/;'],
    ['parsed', 'export const CLOCK = /^(\\d{2}):(\\d{2})$/;'],
    ['called', "import { parseTimeOfDay } from '@rotaledger/domain';\nexport const m = parseTimeOfDay('09:00');"],
  ])('refuses a time %s by hand: %s', async (_what, code) => {
    expect(await guardMessages(code, SCREEN)).toEqual([expect.stringContaining("use the contracts' wire-time")]);
    expect(await guardMessages(code, 'apps/api/src/rota/queries/guarded.ts')).toEqual([
      expect.stringContaining("use the contracts' wire-time"),
    ]);
  });

  it('accepts the wire-time functions, the clock, keys split on a colon and ISO instants', async () => {
    const code = [
      "import { fromWireSpan, toWireTime } from '@rotaledger/contracts/wire-time';",
      "import { formatClock } from '../../../components/clock';",
      "export const span = fromWireSpan('22:00:00', '02:00:00');",
      "export const text = `${toWireTime(span.startMinute, 'HH:MM')} (${formatClock(span.endMinute, false)})`;",
      "export const at = (key: string) => key.split(':').map(Number);",
      'export const INSTANT = /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$/;',
    ].join('\n');
    expect(await guardMessages(code, SCREEN)).toEqual([]);
  });

  it('lets the homes of the conversion, and tests, write times by hand', async () => {
    const code = 'export const hhmm = (time: string) => time.slice(0, 5);';
    expect(await guardMessages(code, 'libs/contracts/src/wire-time.ts')).toEqual([]);
    expect(await guardMessages(code, 'frontend/src/features/planner/daily/Guarded.test.tsx')).toEqual([]);
  });
});
