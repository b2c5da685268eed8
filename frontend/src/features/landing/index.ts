// The landing feature's public surface: the page the router shows when signed out.
export { LandingPage } from './LandingPage';
