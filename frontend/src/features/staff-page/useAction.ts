import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-errors';

/** When no answer says why (no network, a fault): what the person can do about it. */
export const ACTION_FAILED = 'That did not go through. Check your connection and try again.';

/**
 * Runs one staff action and keeps its refusal (the server's `message`) to show beside it.
 * Answers whether it went through.
 */
export function useAction<Args>(send: (args: Args) => { unwrap: () => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(args: Args): Promise<boolean> {
    setError(null);
    setBusy(true);
    try {
      await send(args).unwrap();
      return true;
    } catch (caught) {
      setError(apiErrorMessage(caught, ACTION_FAILED));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, error, busy, clearError: () => setError(null) };
}
