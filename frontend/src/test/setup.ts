import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FIXED_NOW } from './clock';

// The first render of a page loads its lazy chunks and the planner's fake API: on a busy
// 2-core machine that can take over the default 1 s. A missing element still fails, later.
configure({ asyncUtilTimeout: 3000 });

// Tests never depend on the day they run: every test starts at the same instant. Only Date is
// faked, and it moves on with real time (a frozen clock would stall code that waits for time to
// pass); timers stay real. A file that needs another day calls setTestDate (src/test/clock.ts);
// a file with fake timers of its own calls vi.useFakeTimers with `now`.
const fixClock = () => vi.useFakeTimers({ now: FIXED_NOW, toFake: ['Date'], shouldAdvanceTime: true });
// Here too, before the test file loads: fixtures often work out "today" at module level.
fixClock();
beforeEach(fixClock);

// jsdom has no layout: scrolling is recorded, not performed.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(window.scrollTo).mockClear();
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  document.documentElement.removeAttribute('data-theme');
});
