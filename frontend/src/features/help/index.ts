// The help feature's public surface: the page the router shows.
export { HelpPage } from './HelpPage';
