// One TypeScript-to-CommonJS transpile used by jest (as a transformer) and by
// scripts/ts-register.cjs (tools, benchmarks, test child processes). Transpile only, no
// type check (`npm run typecheck` type-checks everything, tests included, and `npm test`
// runs it); decorators and their metadata are emitted because Nest's dependency injection
// reads them.
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  useDefineForClassFields: false,
  sourceMap: true,
  inlineSources: true,
};

function transpile(source, fileName) {
  const { outputText, sourceMapText } = ts.transpileModule(source, { compilerOptions, fileName });
  return { code: outputText, map: sourceMapText };
}

module.exports = {
  transpile,
  // jest transformer API
  process(sourceText, sourcePath) {
    return transpile(sourceText, sourcePath);
  },
  getCacheKey(sourceText, sourcePath) {
    return require('node:crypto')
      .createHash('sha1')
      .update(ts.version)
      .update(JSON.stringify(compilerOptions))
      .update(sourcePath)
      .update(sourceText)
      .digest('hex');
  },
};
