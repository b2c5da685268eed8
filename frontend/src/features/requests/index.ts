// The requests feature's public surface: the planner header's tab and its panel.
export { RequestsTab } from './RequestsTab';
export type { RequestsAnswer } from './types';
