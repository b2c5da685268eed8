/** The password lengths, in a file of their own so the messages and the rules both build on them. */
export const PASSWORD_MIN_LENGTH = 8;

/** Upper bound so a hash request cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's identity provider refused anything shorter with its own message. */
export const WEAK_PASSWORD_LENGTH = 6;
