import { hasUnsafeDisplayCharacters, unsafeDisplayTextMessage } from '../shared/display-text';
import { invalid } from '../shared/errors';

/** The name a person is known by in a team (e-mails, the Team page, the history), not the spec's generated username. */
export const DISPLAY_NAME_MAX_LENGTH = 60;

export const DISPLAY_NAME_MESSAGES = {
  empty: 'Please enter your name.',
  length: `Your name can be up to ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  unsafe: unsafeDisplayTextMessage('Your name'),
} as const;

/** Spaces at either end dropped and runs of spaces made one, so "  Ann   Lee " and "Ann Lee" are the same name. */
export function tidyDisplayName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** The first broken rule's message, or null when the name is valid. */
export function displayNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return DISPLAY_NAME_MESSAGES.empty;
  if (hasUnsafeDisplayCharacters(name)) return DISPLAY_NAME_MESSAGES.unsafe;
  if (tidyDisplayName(name).length > DISPLAY_NAME_MAX_LENGTH) return DISPLAY_NAME_MESSAGES.length;
  return null;
}

/** The tidied name, or a validation error. */
export function assertValidDisplayName(name: unknown): string {
  const problem = displayNameProblem(name);
  if (problem) throw invalid(problem);
  return tidyDisplayName(name as string);
}
