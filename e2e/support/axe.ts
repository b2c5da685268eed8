import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test } from './test';

/**
 * axe-core in a page (the context needs `bypassCSP: true`: the app's CSP would refuse the
 * injected script). Answers the serious and critical findings inside `scope` (CSS selectors:
 * the UI under test) and notes the others on the test's report instead of hiding them.
 */

const require = createRequire(__filename);
const AXE = require.resolve('axe-core');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

export async function seriousViolationsIn(page: Page, scope: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((node) => ({
          inScope: document.querySelector(node.target[0])?.closest(selectors.join(',')) != null,
          line: `${v.impact} ${v.id} (${v.help}) at ${node.target.join(' ')}: ${node.failureSummary.replace(/\s+/g, ' ')}`,
        })),
      );
  }, scope);
  for (const older of found.filter((f) => !f.inScope))
    test.info().annotations.push({ type: 'older accessibility issue', description: older.line });
  return found.filter((f) => f.inScope).map((f) => f.line);
}
