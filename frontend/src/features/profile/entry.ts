/** What the signed-in start reads of this feature before any screen's code (app/signed-in-start.ts). */
export { profileApi } from './api';
