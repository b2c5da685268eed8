import {
  ACCOUNT_ERRORS,
  CURRENCY_CODES,
  DISPLAY_NAME_MAX_LENGTH,
  WEEK_STARTS,
  PASSWORD_MAX_LENGTH,
  THEME_MODES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type PreferenceValues,
} from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, request } from './fields';

/**
 * The accounts context: `/auth/*`, `/users/*` and `/preferences/*`. A form field is a
 * non-empty string; anything else (missing, a number, a list) answers the form's own
 * "required" message, as an empty form does. What a valid e-mail, password or username is
 * stays the domain's rule (checked by the command), documented here as limits.
 */
const formText = (message: string, meta: z.core.GlobalMeta = {}) => z.string({ error: message }).min(1, { error: message }).meta(meta);

const email = (message: string) => formText(message, { format: 'email', examples: ['ann@example.com'] });
const password = (message: string, description: string) => formText(message, { maxLength: PASSWORD_MAX_LENGTH, description });

// --- Requests --------------------------------------------------------------------------

/** `POST /auth/signup` and `POST /auth/login`. */
export const CredentialsRequest = request({
  email: email(ACCOUNT_ERRORS.emailAndPasswordRequired),
  password: password(
    ACCOUNT_ERRORS.emailAndPasswordRequired,
    'Sign-up: at least 8 characters with an uppercase letter, a number and a special character.',
  ),
});

/** The name others in a team see; its rules are the domain's (the command checks them). Typed as the string clients send. */
const displayName = (description: string) =>
  (z.unknown() as z.ZodType<unknown, string>).meta({
    type: 'string',
    maxLength: DISPLAY_NAME_MAX_LENGTH,
    examples: ['Ann Lee'],
    description,
  });

/** `POST /auth/signup`: the credentials, and the person's name when the form asks it. */
export const SignUpRequest = CredentialsRequest.extend({
  displayName: displayName('Your name, as your team sees it (optional: without it, the generated username stands for it).').optional(),
});

/** `PUT /users/displayname` */
export const UpdateDisplayNameRequest = request({
  userId: claimedUserId,
  displayName: displayName('Your name, as your team sees it (required).').optional(),
});

/** `POST /auth/forgot-password`. */
export const ForgotPasswordRequest = request({ email: email(ACCOUNT_ERRORS.emailRequired) });

/** `POST /auth/reset-password`: the token from the e-mailed link and the new password. */
export const ResetPasswordRequest = request({
  token: formText(ACCOUNT_ERRORS.resetLinkInvalid, { description: 'The token from the e-mailed link.' }),
  password: password(ACCOUNT_ERRORS.newPasswordRequired, 'The new password (same rules as sign-up).'),
});

/** `POST /auth/change-password`. */
export const ChangePasswordRequest = request({
  currentPassword: password(ACCOUNT_ERRORS.passwordsRequired, 'The password in use now.'),
  newPassword: password(ACCOUNT_ERRORS.passwordsRequired, 'The new password (same rules as sign-up).'),
});

/** `GET /users/getuser`, `GET /preferences/getpreferences`, `POST /preferences/createpreferences`. */
export const OwnUserIdRequest = request({ userId: claimedUserId });

/** `POST /users/createuser` (the spec's field name). */
export const CreateUserRequest = request({ user_id: claimedUserId });

/** `PUT /users/updateUsername`: the username's rules are the domain's (the command checks them). */
export const UpdateUsernameRequest = request({
  user_id: claimedUserId,
  // Optional here so a missing one gets the domain's message; typed as the string clients send.
  new_username: (z.unknown().optional() as z.ZodType<unknown, string>).meta({
    type: 'string',
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    pattern: '^[a-z0-9]+$',
    examples: ['ann'],
    description: 'The new username (required).',
  }),
});

/** `DELETE /users/deleteuser`: the password re-authenticates. */
export const DeleteUserRequest = request({
  user_id: claimedUserId,
  password: formText(ACCOUNT_ERRORS.reauthenticationPasswordRequired, { description: 'Your current password.' }),
});

// --- Answers ---------------------------------------------------------------------------

/** The backend user record under the spec's field names (section 3). */
export const UserAnswer = answer(
  'UserAnswer',
  z.object({
    user_id: z.string().meta({ format: 'uuid' }),
    email: z.string(),
    username: z.string(),
    displayName: z.string().meta({ description: 'The name others see: the one given at sign-up or in Settings, else the username.' }),
    createdAt: z.string().meta({ format: 'date-time' }),
  }),
);

/** Sign-up and log-in: the user and the session token (also set as the httpOnly `rotaledger_session` cookie). */
export const SessionAnswer = answer('SessionAnswer', z.object({ user: UserAnswer, token: z.string() }));

export const UsernameAnswer = answer('UsernameAnswer', z.object({ username: z.string() }));

export const DisplayNameAnswer = answer('DisplayNameAnswer', z.object({ displayName: z.string() }));

/** One user's preferences (spec section 3), the values the domain allows. */
export const PreferenceValuesSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  theme_mode: z.enum(THEME_MODES),
  allow_workplace_edit: z.boolean(),
  allow_employee_edit: z.boolean(),
  public_rota: z.boolean(),
  tf_1: z.boolean().meta({ description: 'true: planner times as 12-hour AM/PM.' }),
  tf_2: z.boolean().meta({ description: 'true: weekly pay periods; false: monthly.' }),
  num_1: z.int().min(0).max(6).meta({
    description: "The spec's weekly pay period start day, 0 = Sunday … 6 = Saturday; kept, but week_start now decides every week.",
  }),
  week_start: z.enum(WEEK_STARTS).meta({
    description: "Where weeks begin (default monday): the planner's weeks and the dashboard's weekly pay periods alike.",
  }),
}) satisfies z.ZodType<PreferenceValues>;

export const PreferencesAnswer = answer(
  'PreferencesAnswer',
  PreferenceValuesSchema.extend({ userId: z.string().meta({ format: 'uuid' }) }),
);

/**
 * `PUT /preferences/updatepreferences`: `{ userId, ...one or more preferences }`. Every other
 * field is kept for the domain, which checks them in the order sent (an unknown field is
 * refused by name), so the fields are documented here rather than parsed.
 */
export const UpdatePreferencesRequest = request({ userId: claimedUserId })
  .catchall(z.unknown())
  .meta({
    description: 'One or more preferences to change, besides userId.',
    properties: z.toJSONSchema(OwnUserIdRequest.extend(PreferenceValuesSchema.partial().shape), { io: 'input' }).properties,
  });

export type CredentialsRequest = z.input<typeof CredentialsRequest>;
export type SignUpRequest = z.input<typeof SignUpRequest>;
export type UpdateDisplayNameRequest = z.input<typeof UpdateDisplayNameRequest>;
export type DisplayNameAnswer = z.output<typeof DisplayNameAnswer>;
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;
export type OwnUserIdRequest = z.input<typeof OwnUserIdRequest>;
export type CreateUserRequest = z.input<typeof CreateUserRequest>;
export type UpdateUsernameRequest = z.input<typeof UpdateUsernameRequest>;
export type DeleteUserRequest = z.input<typeof DeleteUserRequest>;
/** Typed for clients; the server hands the fields to the domain as sent. */
export type UpdatePreferencesRequest = { userId?: string } & Partial<z.input<typeof PreferenceValuesSchema>>;
export type UserAnswer = z.output<typeof UserAnswer>;
export type SessionAnswer = z.output<typeof SessionAnswer>;
export type UsernameAnswer = z.output<typeof UsernameAnswer>;
export type PreferencesAnswer = z.output<typeof PreferencesAnswer>;
