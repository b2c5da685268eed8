/**
 * The session read, under the API base. optional=true: nobody signed in is a 204, not a 401 the
 * browser would log as an error. index.html preloads this very address (src/build-plugins/preload-session.ts),
 * so the answer is on its way before the app's code has loaded; the app's request then reuses it.
 */
// A relative import, not the alias: vite.config.ts loads this file too (build-plugins/preload-session.ts), before any alias applies.
import { ACCOUNT_ROUTES } from '../../../../libs/contracts/src/accounts.routes';

export const SESSION_PATH = `${ACCOUNT_ROUTES.me.path}?optional=true`;
