import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The first render of a page loads its lazy chunks and the planner's fake API: on a busy
// 2-core machine that can take over the default 1 s. A missing element still fails, later.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no layout: scrolling is recorded, not performed.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(window.scrollTo).mockClear();
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  document.documentElement.removeAttribute('data-theme');
});
