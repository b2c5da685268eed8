/**
 * Where to go after signing up or logging in: the `next` parameter when it is a path of this
 * site (an invitation link sends people through sign-up and back), else the planner. Anything
 * that could leave the site (`//host`, `https:`, a backslash) is ignored.
 */
export function nextPathOf(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next;
}

/** The `?next=` to carry between the sign-up and log-in pages, or nothing. */
export function nextQueryOf(search: string): string {
  const next = nextPathOf(search);
  return next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
}
