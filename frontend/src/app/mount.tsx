import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { AppStore } from '../lib/store';

/** Renders the app into `container`: React and the screens, loaded by the entry once it has started the reads. */
export function mount(store: AppStore, container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
