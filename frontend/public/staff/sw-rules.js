/* What the personal page's service worker (sw.js) keeps for offline use, and nothing else.
   A classic script (importScripts) that the frontend's unit test evaluates too
   (src/features/staff-page/sw-rules.test.ts), so the rule has one home. */
(function (root) {
  'use strict';

  /** A personal link's token, as the server issues them (base64url, 43 characters or more). */
  var TOKEN = '[A-Za-z0-9_-]{43,}';
  var PAGE_ANSWER = new RegExp('^/api/staff/' + TOKEN + '$');
  var PAGE = new RegExp('^/staff/' + TOKEN + '/?$');
  /** The files the page's shell loads besides its hashed assets. */
  var SHELL_FILES = ['/theme.js', '/favicon.svg'];

  /**
   * How a request is kept: 'page' (a personal page's navigation: network first, the last shell
   * when offline), 'answer' (GET /api/staff/{token}: network first, the last answer when
   * offline, marked with when it was loaded), 'asset' (hashed build files and the shell's own
   * files: network first too, kept for offline), or null: not kept, not touched at all
   * (every other route, any other /api call, any other page, anything not a GET, other origins).
   */
  function cacheKind(request, origin) {
    if (request.method !== 'GET') return null;
    var url = new URL(request.url);
    if (url.origin !== origin || url.search) return null;
    var path = url.pathname;
    if (request.mode === 'navigate') return PAGE.test(path) ? 'page' : null;
    if (PAGE_ANSWER.test(path)) return 'answer';
    if (path.indexOf('/assets/') === 0 || SHELL_FILES.indexOf(path) !== -1 || path.indexOf('/icons/') === 0) return 'asset';
    return null;
  }

  root.rotaledgerStaffCache = { cacheKind: cacheKind };
})(self);
