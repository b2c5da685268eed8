import { test as base } from '@playwright/test';
import { installClock } from './clock';

/**
 * Playwright's `test` with the journeys' controlled clock installed in the default context
 * (so in `page`) before the test touches it. Journeys import `test` and `expect` from here;
 * contexts they open themselves come from `newContext` in ./clock.ts.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await installClock(context);
    await use(context);
  },
});

export { expect } from '@playwright/test';
