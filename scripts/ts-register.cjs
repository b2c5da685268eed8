// CommonJS require hook for tools and test child processes: transpiles TypeScript on load
// and resolves @rotaledger/<lib> to libs/<lib>/src. The app itself runs from tsc's output.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transpile } = require('./typescript-transpile.cjs');

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

require.extensions['.ts'] = function (module, filename) {
  const { code, map } = transpile(readFileSync(filename, 'utf8'), filename);
  const inlineMap = `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}`;
  module._compile(code.replace(/\n\/\/# sourceMappingURL=.*$/, '') + inlineMap, filename);
};
