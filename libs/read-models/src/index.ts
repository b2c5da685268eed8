export * from './read-model-store.port';
export { matchesFilter, parseFilter, documentComparator, compareValues } from './filter';
export type { Clause } from './filter';
export { SqliteReadModelStore } from './sqlite-read-model-store';
export { MongoReadModelStore } from './mongo-read-model-store';
export { createReadModelStore } from './create-read-model-store';
export * from './projection';
export * from './projection-runner';
export * from './projection-rebuild';
