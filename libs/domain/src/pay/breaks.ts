import { invalid } from '../shared/errors';

/**
 * Unpaid breaks (issue 28). A workplace may say "after 6 hours, 30 minutes unpaid"
 * (`breakRules`); an assignment's own `breakMinutes`, when set, wins over the rules. Paid time is
 * the elapsed time less the unpaid break.
 */
export interface BreakRule {
  /** The rule applies to an assignment longer than this many hours (elapsed). */
  afterHours: number;
  unpaidMinutes: number;
}

export const MAX_BREAK_MINUTES = 180;
export const MAX_BREAK_RULES = 5;

export const BREAK_MESSAGES = {
  breakMinutes: `The break must be a whole number of minutes from 0 to ${MAX_BREAK_MINUTES}.`,
  breakTooLong: 'The break must be shorter than the shift.',
  breakRules: `Break rules must be a list of at most ${MAX_BREAK_RULES} rules, each { afterHours, unpaidMinutes }.`,
  afterHours: 'afterHours must be a number of hours above 0 and at most 24, in quarter hours.',
  unpaidMinutes: `unpaidMinutes must be a whole number of minutes from 1 to ${MAX_BREAK_MINUTES}.`,
  duplicateRule: 'Each break rule needs its own afterHours.',
} as const;

/** A valid `breakMinutes` (an integer 0-180), or a 400. */
export function checkedBreakMinutes(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_BREAK_MINUTES) {
    throw invalid(BREAK_MESSAGES.breakMinutes);
  }
  return value;
}

/** Valid break rules, sorted by `afterHours`, or a 400 naming the broken rule. */
export function checkedBreakRules(value: unknown): BreakRule[] {
  if (!Array.isArray(value) || value.length > MAX_BREAK_RULES) throw invalid(BREAK_MESSAGES.breakRules);
  const rules = value.map((rule: unknown) => {
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) throw invalid(BREAK_MESSAGES.breakRules);
    const { afterHours, unpaidMinutes } = rule as Record<string, unknown>;
    if (
      typeof afterHours !== 'number' ||
      !Number.isFinite(afterHours) ||
      afterHours <= 0 ||
      afterHours > 24 ||
      !Number.isInteger(afterHours * 4)
    ) {
      throw invalid(BREAK_MESSAGES.afterHours);
    }
    if (typeof unpaidMinutes !== 'number' || !Number.isInteger(unpaidMinutes) || unpaidMinutes < 1 || unpaidMinutes > MAX_BREAK_MINUTES) {
      throw invalid(BREAK_MESSAGES.unpaidMinutes);
    }
    return { afterHours, unpaidMinutes };
  });
  if (new Set(rules.map((r) => r.afterHours)).size !== rules.length) throw invalid(BREAK_MESSAGES.duplicateRule);
  return rules.sort((a, b) => a.afterHours - b.afterHours);
}

/** The unpaid break the rules give an assignment of `elapsed` minutes: the longest rule it passes (0 if none). */
export function ruleBreakMinutes(elapsed: number, rules: readonly BreakRule[] | undefined): number {
  let unpaid = 0;
  for (const rule of rules ?? []) if (elapsed > rule.afterHours * 60) unpaid = Math.max(unpaid, rule.unpaidMinutes);
  return unpaid;
}

/** The break that counts: the assignment's own when set (a number), else the rules'. Never the whole shift. */
export function breakFor(elapsed: number, breakMinutes: number | null | undefined, rules: readonly BreakRule[] | undefined): number {
  const unpaid = typeof breakMinutes === 'number' ? breakMinutes : ruleBreakMinutes(elapsed, rules);
  return Math.min(unpaid, Math.max(0, elapsed - 1));
}

/** Paid minutes: elapsed less the break that counts. */
export function paidMinutes(elapsed: number, breakMinutes: number | null | undefined, rules: readonly BreakRule[] | undefined): number {
  return elapsed - breakFor(elapsed, breakMinutes, rules);
}
