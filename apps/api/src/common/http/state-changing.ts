/** The methods that change something; GET, HEAD and OPTIONS never do (the CSRF guard and idempotency keys apply to these). */
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING_METHODS.has(method.toUpperCase());
}
