/**
 * What the app's start needs of this feature before any screen's code (app/session-start.ts):
 * the session query and the slice that keeps its answer, which injects itself into the store.
 * index.ts is the feature's screens; this file keeps them out of the entry's chunk.
 */
export { authApi } from './api';
export { sessionSlice } from './sessionSlice';
