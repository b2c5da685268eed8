/**
 * Passes an async function where React expects a `void` event handler (`onSubmit`, `onClick`).
 * React ignores a handler's result, so the promise is dropped on purpose: the handlers given
 * here catch their own failures and show them (a toast or a form message).
 */
export function asyncHandler<Args extends unknown[]>(handler: (...args: Args) => Promise<unknown>): (...args: Args) => void {
  return (...args) => void handler(...args);
}
