import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin reads of Rollup's output bundle: the chunks, their static imports and (Vite's) CSS. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  /** The modules bundled into the chunk (a dynamic entry may have no facade of its own). */
  moduleIds?: readonly string[];
  imports?: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * The `<link>` tags that make the browser fetch the chunk built from `moduleId` (a module the
 * entry imports dynamically), the chunks it imports statically and their CSS, while it fetches the
 * entry itself, instead of only once the entry has run. `entryFile` is left out (the page's own
 * script). The stylesheets block the first paint as the entry's own CSS does: the screens drawn
 * first need them.
 */
export function preloadTagsFor(
  bundle: Record<string, BundleChunk>,
  moduleId: string,
  entryFile: string,
  base: string,
): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const root = chunks.find((chunk) => chunk.moduleIds?.includes(moduleId));
  if (!root) throw new Error(`preload-dynamic-entry: no chunk holds ${moduleId}`);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    if (fileName === entryFile || scripts.includes(fileName)) return;
    const chunk = chunks.find((c) => c.fileName === fileName);
    if (!chunk) return;
    scripts.push(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(root.fileName);
  const link = (rel: string, file: string): HtmlTagDescriptor => ({
    tag: 'link',
    // crossorigin as Vite's own tags have it, so the module request reuses the preloaded file.
    attrs: { rel, crossorigin: true, href: base + file },
    injectTo: 'head',
  });
  return [...[...styles].map((file) => link('stylesheet', file)), ...scripts.map((file) => link('modulepreload', file))];
}

/** Adds preloadTagsFor's tags for `moduleId` (an absolute path) to the built index.html. */
export function preloadDynamicEntry(moduleId: string): Plugin {
  let base = '/';
  return {
    name: 'rotaledger:preload-dynamic-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        return preloadTagsFor(bundle, moduleId, chunk.fileName, base);
      },
    },
  };
}
