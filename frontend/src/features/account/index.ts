// The account feature's public surface: the settings page the router shows.
export { SettingsPage } from './SettingsPage';
