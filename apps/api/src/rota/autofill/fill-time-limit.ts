/**
 * How long a fill may search before it answers its best (then `optimal: false`): 0.9 s up to
 * 20 people, 45 ms a person beyond (1.8 s for 40), at most 10 s. It is the search's budget, so
 * the time to a proposal stays under the goals (≤ 1 s for 20 staff, ≤ 2 s for 40) with
 * room for reading the input and recording the proposal; `npm run bench:autofill` measures
 * the fills with this very policy.
 */
export function fillTimeLimitMs(people: number): number {
  if (people <= 20) return 900;
  return Math.min(10_000, 45 * people);
}
