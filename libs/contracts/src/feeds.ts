import { EMPLOYEE_MESSAGES, FEED_DAYS_AHEAD, FEED_DAYS_BACK, FEED_TOKEN } from '@rotaledger/domain';
import { z } from 'zod';
import { staffEmailField } from './employees';
import { answer, claimedUserId, request, uuidField } from './fields';
import { staffPageRequestFields } from './staff-requests';
import { StaffAssignmentAnswer } from './staff-assignment';

export { StaffAssignmentAnswer } from './staff-assignment';

/**
 * Personal links (issue 15): each employee's upcoming shifts on a phone-first page and as an
 * iCalendar feed, behind one unguessable token. The manager issues, rotates and revokes it
 * with `/employees/feedlink`; `/staff/{token}` (page JSON) and `/feeds/{token}.ics` are public.
 */

const employeeId = uuidField(EMPLOYEE_MESSAGES.invalidEmployeeId).meta({ description: 'One of your employees.' });

/** `POST /employees/feedlink` (issue or rotate) and `DELETE /employees/feedlink` (revoke); also `GET` (the current link). */
export const FeedLinkRequest = request({ employee_id: employeeId, userId: claimedUserId });

export const FeedLinkAnswer = answer(
  'FeedLink',
  z.object({
    token: z.string().regex(FEED_TOKEN).meta({ description: '32 random bytes, base64url: the only key to the page and the feed.' }),
    url: z.string().meta({ format: 'uri', description: 'The phone-first page with the upcoming shifts: {PUBLIC_URL}/staff/{token}.' }),
    icsUrl: z.string().meta({ format: 'uri', description: 'The iCalendar feed to subscribe to: {PUBLIC_URL}/api/feeds/{token}.ics.' }),
  }),
);

/**
 * `GET /employees/feedlink`: what the Edit dialog shows. The token is the key to every staff write
 * for the employee, so only a role that may hold it (owner, manager: `feed.token`) reads `link`;
 * an auditor reads whether there is one and when it was made.
 */
export const CurrentFeedLinkAnswer = answer(
  'CurrentFeedLink',
  z.object({
    link: FeedLinkAnswer.nullable().meta({
      description: 'The live link, or null when none was issued, it was revoked, or the caller may not hold its token (an auditor).',
    }),
    hasLink: z.boolean().meta({ description: 'Whether the employee has a live link (for every role that may read links).' }),
    // Spelled out for the document: a top-level nullable string would otherwise read there as an array.
    issuedAt: z.string().nullable().meta({
      type: 'string',
      format: 'date-time',
      nullable: true,
      description: 'When the live link was issued or last rotated; null without one (or for a link issued before this was recorded).',
    }),
  }),
);

/** `GET /staff/{token}` (public): the page's data. No rates, no colleagues. */
export const StaffPageAnswer = answer(
  'StaffPage',
  z
    .object({
      display_name: z.string().meta({ description: "The employee's display name." }),
      email: z
        .string()
        .nullable()
        .meta({ type: 'string', nullable: true, description: 'Their e-mail for rota e-mails (set here or by the manager), or null.' }),
      ics_url: z.string().meta({ format: 'uri' }),
      webcal_url: z.string().meta({ format: 'uri', description: 'The feed as webcal:// for "Add to my calendar".' }),
      shifts: z.array(StaffAssignmentAnswer).meta({
        description: `Today (each workplace's own date) to ${FEED_DAYS_AHEAD} days ahead, in start order, across the account's workplaces.`,
      }),
      ...staffPageRequestFields(),
    })
    .meta({ description: 'An unknown, rotated or revoked token, or a removed employee, answers 404.' }),
);

/** `PUT /staff/{token}/email` (public): the employee sets or clears their own e-mail. */
export const StaffEmailRequest = request({ email: staffEmailField.transform((email) => email ?? null) }).meta({
  description: "An e-mail address, or null or '' to stop rota e-mails.",
});

/** How the feed reaches, for the docs. */
export const FEED_WINDOW_DESCRIPTION = `One VEVENT per assignment from ${FEED_DAYS_BACK} days back to ${FEED_DAYS_AHEAD} days ahead, in the workplace's time zone (TZID + VTIMEZONE).`;

export type FeedLinkRequest = z.input<typeof FeedLinkRequest>;
export type FeedLinkAnswer = z.output<typeof FeedLinkAnswer>;
export type CurrentFeedLinkAnswer = z.output<typeof CurrentFeedLinkAnswer>;
export type StaffPageAnswer = z.output<typeof StaffPageAnswer>;
export type StaffEmailRequest = z.input<typeof StaffEmailRequest>;
