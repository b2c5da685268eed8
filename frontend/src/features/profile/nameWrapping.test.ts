/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read from disk: the test run skips CSS (`css: false`), so importing it yields nothing.
const stylesheet = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const plannerCss = stylesheet('../planner/planner.css');
const profileCss = stylesheet('./profile.css');

/** The declarations of one rule, as written in the stylesheet. */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, `${selector} is styled`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

// jsdom lays nothing out, so this checks the rule itself: `overflow-wrap: anywhere` lets a narrow
// phone column shrink below the longest word and split names mid-word ("Ma|ry Ann");
// `break-word` wraps between words and splits only a single word wider than the line.
describe('long names on a phone', () => {
  it.each([
    ['.employee-name', profileCss],
    ['.weekly-employee-display', plannerCss],
    ['.weekly-employee-full', plannerCss],
  ])('%s wraps between words', (selector, css) => {
    const body = ruleBody(css, selector);
    expect(body).toContain('overflow-wrap: break-word;');
    expect(body).not.toContain('anywhere');
  });
});
