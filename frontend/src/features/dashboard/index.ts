// The dashboard feature's public surface: the page the router loads on demand.
export { DashboardPage } from './DashboardPage';
