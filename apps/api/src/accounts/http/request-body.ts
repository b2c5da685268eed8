/*
 * Lenient on purpose, unlike `common/http/request-parsers.ts`: an account form with a wrong
 * shape answers the field's own "required" message (ACCOUNT_ERRORS), as an empty form does.
 */

/** The JSON body as an object; anything else (absent, an array) reads as no fields. */
export function bodyOf(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A non-empty string field, or undefined for anything else (missing, a number, an object). */
export function textField(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
