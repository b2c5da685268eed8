/**
 * The working-time thresholds the weekly rota is checked against (issue 28): the UK's Working
 * Time Regulations 1998 by default, as the product's currency default is the pound. Warnings
 * only, never refusals. The one place to change them.
 */
export const WORKING_TIME_RULES = {
  /** Daily rest: at least 11 hours between one working day's last shift and the next day's first. */
  minRestMinutes: 11 * 60,
  /** At most 48 paid hours in a Monday-Sunday week. */
  maxWeeklyPaidMinutes: 48 * 60,
  /** A shift longer than 6 hours (elapsed) needs an unpaid break of at least 20 minutes. */
  breakNeededOverMinutes: 6 * 60,
  minBreakMinutes: 20,
} as const;

export type WorkingTimeRules = typeof WORKING_TIME_RULES;
