/**
 * "You are no longer a member of {business}." answered to any call: the base query announces it,
 * the layout (`RemovedFromTeam`) shows it and takes the person to their own account.
 */
const removals = new EventTarget();

export function announceRemovalFromTeam(message: string): void {
  removals.dispatchEvent(new CustomEvent<string>('removed', { detail: message }));
}

/** Calls `listener` with each announcement's message; returns the unsubscribe. */
export function onRemovalFromTeam(listener: (message: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  removals.addEventListener('removed', handle);
  return () => removals.removeEventListener('removed', handle);
}
