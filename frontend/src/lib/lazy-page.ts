import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * A page's code could not be downloaded: the network dropped, or a new deploy replaced
 * the hashed file this tab still points at. Only a reload fetches the new file names
 * (and React.lazy keeps the failure), so retrying means reloading the page.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`A page's code could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** How browsers (and Vite's preloader) word a failed dynamic import, for imports not made with lazyPage. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));
}

/**
 * React.lazy for a page loaded on demand: a failed download surfaces as a ChunkLoadError.
 * `loaded` says whether the page's code has already arrived (started early, e.g. while the
 * session was read): the page then renders straight away instead of suspending, because React
 * holds back what replaces a Suspense fallback until 300 ms after the fallback appeared.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, loaded?: () => T | undefined) {
  const LazyPage = lazy(() =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(error);
    }),
  );
  if (!loaded) return LazyPage;
  function Page(props: ComponentProps<T>) {
    // Chosen once per mount: switching later between the two would remount the page and lose its state.
    const [ready] = useState(() => loaded?.());
    return createElement(ready ?? LazyPage, props);
  }
  return Page;
}
