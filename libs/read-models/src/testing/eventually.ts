/** Tests: resolves once `check` holds, asking every 10 ms; throws after `timeoutMs` saying what it waited for. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'the runners'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
