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

/**
 * The young workers' limits (under 18 on the day, Working Time Regulations 1998, regs 5A and
 * 10): at most 8 paid hours a day and 40 a week, and 12 hours' rest between working days.
 */
export const YOUNG_WORKER_RULES = {
  /** Younger than this on the day: the limits below apply. */
  underAge: 18,
  maxDailyPaidMinutes: 8 * 60,
  maxWeeklyPaidMinutes: 40 * 60,
  minRestMinutes: 12 * 60,
} as const;

export type YoungWorkerRules = typeof YOUNG_WORKER_RULES;
