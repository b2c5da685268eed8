export { StaffPage } from './StaffPage';
