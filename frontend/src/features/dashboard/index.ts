// The dashboard feature's public surface: the pages the router loads on demand.
export { DashboardPage } from './DashboardPage';
export { PayslipPage } from './periods/PayslipPage';
