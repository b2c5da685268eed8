// The history feature's public surface: the page the router loads on demand.
export { HistoryPage } from './HistoryPage';
