import { DAY_KEYS } from '../employees/availability';
import { MAX_ASSIGNMENTS_PER_DAY } from '../rota/rota.messages';
import { hasUnsafeDisplayCharacters, unsafeDisplayTextMessage } from '../shared/display-text';

/** Template limits and messages (issue 38), shared by the API and the browser. */
export const MAX_TEMPLATES_PER_WORKPLACE = 20;
export const MAX_NEEDS_PER_TEMPLATE = 200;
/** Like a workplace's name: at least 3 characters once trimmed; a little longer ("Christmas week, late"). */
export const TEMPLATE_NAME_MIN_LENGTH = 3;
export const TEMPLATE_NAME_MAX_LENGTH = 40;
/** A need asks for at most as many people as a rota day can hold. */
export const MAX_NEED_COUNT = MAX_ASSIGNMENTS_PER_DAY;

export const TEMPLATE_MESSAGES = {
  nameTooShort: `Template name must be at least ${TEMPLATE_NAME_MIN_LENGTH} characters long.`,
  nameTooLong: `Template name must be at most ${TEMPLATE_NAME_MAX_LENGTH} characters long.`,
  nameCharacters: unsafeDisplayTextMessage('Template name'),
  duplicateName: 'This workplace already has a template with this name.',
  cap: `A workplace can have at most ${MAX_TEMPLATES_PER_WORKPLACE} templates.`,
  tooManyNeeds: `A template can have at most ${MAX_NEEDS_PER_TEMPLATE} needs.`,
  noNeeds: 'A template needs at least one shift.',
  weekday: `Every need's weekday must be one of ${DAY_KEYS.join(', ')}.`,
  count: `Every need's count must be a whole number from 1 to ${MAX_NEED_COUNT}.`,
  duplicateNeed: 'Two needs have the same weekday, service and times: give one of them the larger count instead.',
  notFound: 'Template not found.',
  templateExists: 'This template already exists.',
  emptyWeek: 'That week has no shifts to save as a template.',
} as const;

/** The first broken name rule's message, or null. Length counts after trimming. */
export function templateNameProblem(name: unknown): string | null {
  if (typeof name === 'string' && hasUnsafeDisplayCharacters(name)) return TEMPLATE_MESSAGES.nameCharacters;
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed.length < TEMPLATE_NAME_MIN_LENGTH) return TEMPLATE_MESSAGES.nameTooShort;
  if (trimmed.length > TEMPLATE_NAME_MAX_LENGTH) return TEMPLATE_MESSAGES.nameTooLong;
  return null;
}

/** Names are unique per workplace ignoring case and surrounding spaces. */
export const templateNameKey = (name: string) => name.trim().toLowerCase();
