// The auth feature's public surface for other features (planner, profile, dashboard...).
export { useSession, useSignedInUser } from './useSession';
export type { SessionUser } from './types';
export { selectSessionUser } from './sessionSlice';
