import { lazy, type ComponentType } from 'react';

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

/** React.lazy for a page loaded on demand: a failed download surfaces as a ChunkLoadError. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(error);
    }),
  );
}
