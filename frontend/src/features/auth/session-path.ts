/**
 * The session read, under the API base. optional=true: nobody signed in is a 204, not a 401 the
 * browser would log as an error. index.html preloads this very address (src/build-plugins/preload-session.ts),
 * so the answer is on its way before the app's code has loaded; the app's request then reuses it.
 */
export const SESSION_PATH = '/auth/me?optional=true';
