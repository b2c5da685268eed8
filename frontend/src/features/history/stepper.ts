/** How many of the day's changes (in order) had happened by `at`: the slider's position. */
export function changesMadeBy(changes: readonly { at: string }[], at: string): number {
  const limit = Date.parse(at);
  return changes.filter((change) => Date.parse(change.at) <= limit).length;
}
