// The requests feature's public surface: the planner header's tab and its panel, and the phone day's list.
export { RequestsTab } from './RequestsTab';
export { RequestsWaiting } from './RequestsWaiting';
export type { RequestsAnswer } from './types';
