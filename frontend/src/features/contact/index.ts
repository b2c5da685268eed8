// The contact feature's public surface: the page the router shows.
export { ContactPage } from './ContactPage';
