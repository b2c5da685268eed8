// The planner feature's public surface: the page the router loads on demand, and its
// endpoints (the app's own tests exercise the shared base query through them).
export { PlannerPage } from './PlannerPage';
export { plannerApi } from './api';
export { prefetchPlannerWeek } from './startReads';
