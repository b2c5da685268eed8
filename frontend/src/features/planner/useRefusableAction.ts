import { useState } from 'react';
import { refusalMessage } from './refusal';

/**
 * A dialog's server actions: which one is running (`busy`, so the buttons wait) and the refusal
 * to show. `run(key, fallback, work)` marks `key` busy while `work` runs, shows the server's
 * refusal (or `fallback` when there is none to show) if it throws, and answers whether it worked.
 * Clearing the error before a new attempt, and checks made before sending, stay with the caller.
 */
export function useRefusableAction<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(key: Key, fallback: string, work: () => Promise<void>): Promise<boolean> {
    setBusy(key);
    try {
      await work();
      return true;
    } catch (err) {
      setError(refusalMessage(err, fallback));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, setError, run };
}
