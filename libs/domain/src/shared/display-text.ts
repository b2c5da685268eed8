/**
 * One rule for every name a user chooses and others see (username, workplace, employee,
 * contact name): no control characters (C0 and C1, tab and newline included), no
 * bidirectional controls, which can make a name read differently from what it is
 * ("Trojan Source" tricks), and no lone surrogates, which are not text at all and break
 * exports and e-mails.
 */
const CONTROL = '\\u0000-\\u001F\\u007F-\\u009F';
const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNSAFE_DISPLAY_TEXT = new RegExp(`[${CONTROL}${BIDI}]|${LONE_SURROGATE}`);

/** True when the text holds a character no displayed name may hold. */
export function hasUnsafeDisplayCharacters(text: string): boolean {
  return UNSAFE_DISPLAY_TEXT.test(text);
}

/** The refusal for such a name, e.g. unsafeDisplayTextMessage('Workplace name'). */
export function unsafeDisplayTextMessage(what: string): string {
  return `${what} cannot contain control characters, hidden text-direction marks or broken characters.`;
}
