import { prepareMoneyFormat } from '@rotaledger/domain';
import { startSession } from './session-start';
import { plannerDownload } from './signed-in-start';
import type { AppStore } from '../lib/store';

type Mount = (store: AppStore, container: HTMLElement) => void;

/**
 * What the entry (src/main.tsx) does: asks for the session (which, signed in, starts the first
 * screen's reads and the planner's code) while the app's screens download, then renders them.
 * When the session has already said "signed in on `/`" by then, it waits for the planner's
 * code too (building the money formatter meanwhile): rendered earlier, the page would suspend
 * behind the page-loading spinner, and React holds back what replaces a spinner until 300 ms
 * after it appeared. When the session is still unknown, the app renders at once and shows its
 * splash meanwhile.
 */
export async function boot(
  store: AppStore,
  container: HTMLElement,
  opened: { pathname: string; search: string },
  loadApp: () => Promise<{ mount: Mount }>,
) {
  startSession(store.dispatch, opened);
  const { mount } = await loadApp();
  const planner = plannerDownload();
  if (planner) {
    // The main thread waits for the planner's code here: it builds the money formatter the grid
    // needs meanwhile, since a page's first Intl number format loads ICU's data (30–100 ms in
    // Chromium), which the grid's first render would otherwise pay.
    prepareMoneyFormat();
    // A failed download is the route's to report (its lazy page tries again and shows the retry).
    await planner.catch(() => undefined);
  }
  mount(store, container);
}
