// CommonJS require hook for tools and test child processes: transpiles TypeScript on load
// and resolves @rotaledger/<lib> to libs/<lib>/src. The app itself runs from tsc's output.
const Module = require('node:module');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { transpile, getCacheKey } = require('./typescript-transpile.cjs');

const root = join(__dirname, '..');
const libs = {
  '@rotaledger/domain': 'libs/domain/src/index.ts',
  '@rotaledger/event-store': 'libs/event-store/src/index.ts',
  '@rotaledger/read-models': 'libs/read-models/src/index.ts',
  '@rotaledger/contracts': 'libs/contracts/src/index.ts',
};

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (libs[request]) return join(root, libs[request]);
  return originalResolve.call(this, request, ...rest);
};

// Transpiled files are kept on disk, keyed by their source (as jest's cache is): transpiling is
// about two thirds of a child server's start, which crash tests pay at every restart.
const cacheDir = join(root, 'node_modules', '.cache', 'rotaledger-ts-register');

function compiled(filename) {
  const source = readFileSync(filename, 'utf8');
  const cached = join(cacheDir, `${getCacheKey(source, filename)}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    // Not cached yet.
  }
  const { code, map } = transpile(source, filename);
  const inlineMap = `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}`;
  const output = code.replace(/\n\/\/# sourceMappingURL=.*$/, '') + inlineMap;
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside, then renamed: a process reading it at the same moment sees all of it or nothing.
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, output);
    renameSync(partial, cached);
  } catch {
    // A read-only tree: run without the cache.
  }
  return output;
}

require.extensions['.ts'] = function (module, filename) {
  module._compile(compiled(filename), filename);
};
