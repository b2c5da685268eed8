/** What the auto-fill's screens say (our own wording; reasons and refusals are the server's). */
export const AUTOFILL_MESSAGES = {
  fillFailed: 'The fill could not be worked out. Please try again.',
  acceptFailed: 'The proposal could not be accepted. Please try again.',
  placed: (placed: number) => `${placed} ${placed === 1 ? 'assignment' : 'assignments'} placed by auto-fill.`,
  filled: (filled: number, open: number) => `${filled} of ${open} open ${open === 1 ? 'shift' : 'shifts'} filled`,
  nothingOpen: 'No open shifts to fill.',
  notOptimal: 'The solver stopped at its time limit: a better fill may exist.',
} as const;
