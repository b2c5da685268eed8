// Backend tests. Projects: unit (pure, *.spec.ts), contract (store adapters,
// *.contract.spec.ts), api (Nest app over the real embedded stores, *.int.spec.ts).
const transform = '<rootDir>/scripts/typescript-transpile.cjs';

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': transform },
  moduleNameMapper: { '^@rotaledger/(domain|event-store|read-models|contracts)$': '<rootDir>/libs/$1/src/index.ts' },
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/scripts'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

module.exports = {
  // API and contract tests start real stores and apps; pure unit tests finish far sooner.
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ['\\.contract\\.spec\\.ts$', '\\.int\\.spec\\.ts$', '\\.e2e\\.spec\\.ts$', '/dist/'],
    },
    { ...shared, displayName: 'contract', testMatch: ['**/*.contract.spec.ts'] },
    { ...shared, displayName: 'api', testMatch: ['**/*.int.spec.ts'] },
  ],
};
