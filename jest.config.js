// Backend tests. Projects: unit (pure, *.spec.ts), contract (store adapters,
// *.contract.spec.ts), api (Nest app over the real embedded stores, *.int.spec.ts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@rotaledger/(domain|event-store|read-models)$': '<rootDir>/libs/$1/src/index.ts' },
  roots: ['<rootDir>/libs', '<rootDir>/apps'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ['\\.contract\\.spec\\.ts$', '\\.int\\.spec\\.ts$', '\\.e2e\\.spec\\.ts$', '/dist/'],
    },
    { ...shared, displayName: 'contract', testMatch: ['**/*.contract.spec.ts'], testTimeout: 30000 },
    { ...shared, displayName: 'api', testMatch: ['**/*.int.spec.ts'], testTimeout: 30000 },
  ],
};
