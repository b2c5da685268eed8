import { describe, expect, it } from 'vitest';
import { preloadTagsFor, type BundleChunk } from './preload-dynamic-entry';

const MOUNT = '/repo/frontend/src/app/mount.tsx';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []): BundleChunk {
  return { type: 'chunk', fileName, moduleIds, imports, viteMetadata: { importedCss: new Set(css) } };
}

describe('preloadTagsFor', () => {
  const bundle: Record<string, BundleChunk> = Object.fromEntries(
    [
      chunk('assets/index-1.js', ['/repo/frontend/index.html', '/repo/frontend/src/main.tsx'], [], ['assets/index-1.css']),
      chunk(
        'assets/mount-2.js',
        ['/repo/frontend/src/app/App.tsx', MOUNT],
        ['assets/index-1.js', 'assets/shared-3.js'],
        ['assets/mount-2.css'],
      ),
      chunk('assets/shared-3.js', ['/repo/frontend/src/components/Dialog.tsx'], ['assets/index-1.js'], ['assets/shared-3.css']),
      chunk('assets/planner-4.js', ['/repo/frontend/src/features/planner/index.ts'], ['assets/shared-3.js'], ['assets/planner-4.css']),
      { type: 'asset' as const, fileName: 'assets/index-1.css' },
    ].map((output) => [output.fileName, output]),
  );

  it('names the chunk holding the module, the chunks it imports and their CSS, but not the entry or chunks loaded later', () => {
    const tags = preloadTagsFor(bundle, MOUNT, 'assets/index-1.js', '/');
    expect(tags.map((tag) => [tag.attrs?.rel, tag.attrs?.href])).toEqual([
      ['stylesheet', '/assets/mount-2.css'],
      ['stylesheet', '/assets/shared-3.css'],
      ['modulepreload', '/assets/mount-2.js'],
      ['modulepreload', '/assets/shared-3.js'],
    ]);
    // As Vite's own tags: a module request reuses a preload only with the same CORS mode.
    expect(tags.every((tag) => tag.attrs?.crossorigin === true && tag.injectTo === 'head')).toBe(true);
  });

  it('puts the base before each file', () => {
    const tags = preloadTagsFor(bundle, MOUNT, 'assets/index-1.js', '/app/');
    expect(tags.map((tag) => tag.attrs?.href)).toContain('/app/assets/mount-2.js');
  });

  it('fails the build when no chunk holds the module (a renamed file must not silently stop the preload)', () => {
    expect(() => preloadTagsFor(bundle, '/repo/frontend/src/app/gone.tsx', 'assets/index-1.js', '/')).toThrow(/no chunk holds/);
  });
});
