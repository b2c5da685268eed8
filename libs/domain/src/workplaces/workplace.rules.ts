import { hasUnsafeDisplayCharacters, unsafeDisplayTextMessage } from '../shared/display-text';
import { isIndustryCategory, isServiceOf } from '../shared/catalogue';

/** Workplace limits and messages (spec sections 5 and 9), shared by the API and the browser. */
export const WORKPLACE_NAME_MIN_LENGTH = 3;
export const WORKPLACE_NAME_MAX_LENGTH = 24;
export const MAX_WORKPLACES_PER_ACCOUNT = 3;
export const DEFAULT_ROTA_START_TIME = 0;
export const DEFAULT_ROTA_END_TIME = 24;
/** Rota hours may run past midnight: 30 is 06:00 the next day, at most a day after the start. */
export const LATEST_ROTA_END_TIME = 30;
export const LONGEST_ROTA_HOURS = 24;

export const WORKPLACE_MESSAGES = {
  nameTooShort: `Workplace name must be at least ${WORKPLACE_NAME_MIN_LENGTH} characters long`,
  nameTooLong: `Workplace name must be at most ${WORKPLACE_NAME_MAX_LENGTH} characters long`,
  nameCharacters: unsafeDisplayTextMessage('Workplace name'),
  duplicateName: 'You already have a workplace with this name.',
  categoryRequired: 'Please select a category.',
  servicesOutsideCategory: "Services must belong to the workplace's industry category.",
  rotaHoursRange: `Rota hours must be whole hours: a start from 0 to 23 and an end up to ${LATEST_ROTA_END_TIME} (06:00 the next day).`,
  rotaEndAfterStart: 'The end hour must be later than the start hour.',
  rotaHoursTooLong: `Rota hours can span at most ${LONGEST_ROTA_HOURS} hours.`,
  cap: `You can have at most ${MAX_WORKPLACES_PER_ACCOUNT} workplaces.`,
  notFound: 'Workplace not found.',
  publishModeInvalid: "publishMode must be 'live' or 'on-publish'.",
} as const;

/** The first broken name rule's message, or null. Length counts after trimming. */
export function workplaceNameProblem(name: unknown): string | null {
  if (typeof name === 'string' && hasUnsafeDisplayCharacters(name)) return WORKPLACE_MESSAGES.nameCharacters;
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed.length < WORKPLACE_NAME_MIN_LENGTH) return WORKPLACE_MESSAGES.nameTooShort;
  if (trimmed.length > WORKPLACE_NAME_MAX_LENGTH) return WORKPLACE_MESSAGES.nameTooLong;
  return null;
}

/** Names are unique per account ignoring case and surrounding spaces. */
export function workplaceNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function industryCategoryProblem(category: unknown): string | null {
  return isIndustryCategory(category) ? null : WORKPLACE_MESSAGES.categoryRequired;
}

/** An end past 24 is the next morning (26 = 02:00), for a bar that closes after midnight. */
export function rotaHoursProblem(start: number, end: number): string | null {
  const isHour = (h: number, last: number) => Number.isInteger(h) && h >= 0 && h <= last;
  if (!isHour(start, 23) || !isHour(end, LATEST_ROTA_END_TIME)) return WORKPLACE_MESSAGES.rotaHoursRange;
  if (end <= start) return WORKPLACE_MESSAGES.rotaEndAfterStart;
  if (end - start > LONGEST_ROTA_HOURS) return WORKPLACE_MESSAGES.rotaHoursTooLong;
  return null;
}

export function servicesProblem(category: string, services: readonly number[]): string | null {
  return services.every((id) => isServiceOf(category, id)) ? null : WORKPLACE_MESSAGES.servicesOutsideCategory;
}
