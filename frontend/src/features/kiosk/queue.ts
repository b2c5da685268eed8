import type { KioskClockRequest } from '@rotaledger/contracts';

/**
 * The kiosk's offline queue: clock events taken while the connection was down, each with its real
 * time (`at`) and its own Idempotency-Key, kept in localStorage until the server has answered them,
 * so a reload or a closed tab loses none and a retry is applied once.
 */
export interface QueuedClock {
  key: string;
  body: KioskClockRequest & { at: string };
  displayName: string;
}

const storageKey = (token: string) => `rotaledger.kiosk-queue.${token.slice(0, 12)}`;

export function readQueue(token: string): QueuedClock[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(token)) ?? '[]');
    return Array.isArray(stored) ? (stored as QueuedClock[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(token: string, queue: readonly QueuedClock[]): void {
  if (queue.length === 0) localStorage.removeItem(storageKey(token));
  else localStorage.setItem(storageKey(token), JSON.stringify(queue));
}

export function enqueue(token: string, event: QueuedClock): QueuedClock[] {
  const queue = [...readQueue(token), event];
  writeQueue(token, queue);
  return queue;
}

export function dequeue(token: string, key: string): QueuedClock[] {
  const queue = readQueue(token).filter((e) => e.key !== key);
  writeQueue(token, queue);
  return queue;
}

/** A new Idempotency-Key for one clock event. */
export const newClockKey = () => `kiosk-${crypto.randomUUID()}`;
