// The terms feature's public surface: the page the router shows.
export { TermsPage } from './TermsPage';
