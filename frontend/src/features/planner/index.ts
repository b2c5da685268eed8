export { PlannerPage } from './PlannerPage';
