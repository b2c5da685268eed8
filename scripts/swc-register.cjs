// CommonJS require hook: compiles TypeScript with @swc/core (legacy decorators + metadata,
// as Nest needs) and resolves @rotaledger/<lib> to libs/<lib>/src. For tools and child
// processes in tests; the app itself runs from tsc's output.
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '..');
const libs = { '@rotaledger/domain': 'libs/domain/src/index.ts', '@rotaledger/event-store': 'libs/event-store/src/index.ts', '@rotaledger/read-models': 'libs/read-models/src/index.ts' };

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (libs[request]) return join(root, libs[request]);
  return originalResolve.call(this, request, ...rest);
};

require.extensions['.ts'] = function (module, filename) {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
  });
  module._compile(code, filename);
};
