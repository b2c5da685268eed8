import {
  BREAK_MESSAGES,
  checkedBreakRules,
  DEFAULT_PAYROLL_CODES,
  MAX_PAYROLL_CODE,
  PAYROLL_CODE_FIELDS,
  PAYROLL_CODE_MESSAGES,
  CURRENCY_CODES,
  MAX_BREAK_MINUTES,
  MAX_BREAK_RULES,
  DEFAULT_TIME_ZONE,
  TEAM_ROLES,
  isTimeZone,
  TIME_ZONE_MESSAGES,
  DEFAULT_ROTA_END_TIME,
  DEFAULT_ROTA_START_TIME,
  WORKPLACE_MESSAGES,
  WORKPLACE_NAME_MAX_LENGTH,
  WORKPLACE_NAME_MIN_LENGTH,
  PUBLISH_MODES,
  type PublishMode,
  type BreakRule,
  type WorkplaceInput,
  checkedOvertime,
  checkedShortNotice,
  checkedPaySchedule,
  checkedPremiums,
  PAY_FREQUENCIES,
  PREMIUM_REGIONS,
  SHORT_NOTICE_PAY,
  PAY_RULE_MESSAGES,
  checkedHoliday,
  DEFAULT_HOLIDAY_PERCENT,
  HOLIDAY_MESSAGES,
  HOLIDAY_METHODS,
  checkedIpRanges,
  KIOSK_SETTINGS_MESSAGES,
  MAX_KIOSK_IP_RANGES,
} from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, optionalText, optionalWholeNumber, request, serviceIds, uuidField } from './fields';

/**
 * `/workplaces/*` and `GET /catalogue` (spec section 7). The fields are typed here; the
 * rules themselves (name length, category, services of the category, rota hours) are the
 * workplace decider's, so a rule changes in one place.
 */

export const WORKPLACE_REQUEST_MESSAGES = {
  invalidWorkplaceId: 'Please provide a valid workplace_id.',
} as const;

const workplaceId = uuidField(WORKPLACE_REQUEST_MESSAGES.invalidWorkplaceId).meta({ description: 'One of your workplaces.' });

const workplaceName = (description: string) =>
  optionalText(WORKPLACE_MESSAGES.nameTooShort).meta({
    description,
    minLength: WORKPLACE_NAME_MIN_LENGTH,
    maxLength: WORKPLACE_NAME_MAX_LENGTH,
  });

/** A category value of the catalogue; '' or null read as none. */
const industryType = (description: string) =>
  optionalText(WORKPLACE_MESSAGES.categoryRequired)
    .transform((category) => category || undefined)
    .meta({ description });

const workplaceServices = serviceIds(WORKPLACE_MESSAGES.servicesOutsideCategory);

/** Whole hours as numbers or digits; which hours a rota may span is the workplace rules' (answered as a 400). */
const rotaHour = (description: string) => optionalWholeNumber(WORKPLACE_MESSAGES.rotaHoursRange).meta({ description });
const rotaStartTime = rotaHour(`Opening hour of the rota, a whole number (${DEFAULT_ROTA_START_TIME} when created without it).`);
const rotaEndTime = rotaHour(
  `Closing hour of the rota, a whole number later than the opening hour (${DEFAULT_ROTA_END_TIME} when created without it).`,
);

/** An IANA zone name; absent, null or '' read as none (the default on create, unchanged on update). Which names are zones is the domain's rule. */
const timeZone = (description: string) =>
  optionalText(TIME_ZONE_MESSAGES.invalid)
    .transform((zone) => zone || undefined)
    .refine((zone) => zone === undefined || isTimeZone(zone), { error: TIME_ZONE_MESSAGES.invalid })
    .meta({ description, examples: ['Europe/London'] });

/** 'live' or 'on-publish'; absent or null read as none (the default 'live' on create, unchanged on update). */
const publishMode = z
  .enum(PUBLISH_MODES, { error: WORKPLACE_MESSAGES.publishModeInvalid })
  .nullable()
  .optional()
  .transform((mode): PublishMode | undefined => mode ?? undefined)
  .meta({
    type: 'string',
    enum: [...PUBLISH_MODES],
    description:
      "What staff see: 'live' (the default: links, personal pages and calendar feeds follow every change) or 'on-publish' (each week as last published with POST /rota/publish).",
  });

const breakRuleShape = {
  type: 'object',
  properties: {
    afterHours: { type: 'number', description: 'Applies to an assignment longer than this many hours (elapsed), in quarter hours.' },
    unpaidMinutes: { type: 'integer', minimum: 1, maximum: MAX_BREAK_MINUTES },
  },
  required: ['afterHours', 'unpaidMinutes'],
} as const;

/** Unpaid breaks by length; absent or null read as none (none on create, unchanged on update). Which lists are rules is the domain's rule. */
const breakRules = (description: string) =>
  z
    .unknown()
    .optional()
    .transform((value, context): BreakRule[] | undefined => {
      if (value === undefined || value === null) return undefined;
      try {
        return checkedBreakRules(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : BREAK_MESSAGES.breakRules });
        return z.NEVER;
      }
    })
    .meta({
      type: 'array',
      maxItems: MAX_BREAK_RULES,
      items: breakRuleShape,
      description,
      examples: [[{ afterHours: 6, unpaidMinutes: 30 }]],
    });

/**
 * Payroll payment numbers by type of pay (issue 39); a field absent keeps its number (the
 * default on create). Whether they are numbers, and distinct, is the domain's rule
 * (`checkedPayrollCodes`), checked by the decider over the workplace's current numbers.
 */
const payrollCodes = z
  .unknown()
  .optional()
  .superRefine((value, context) => {
    if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      context.addIssue({ code: 'custom', message: PAYROLL_CODE_MESSAGES.shape });
    }
  })
  .meta({
    type: 'object',
    properties: Object.fromEntries(
      PAYROLL_CODE_FIELDS.map((field) => [
        field,
        { type: 'integer', minimum: 1, maximum: MAX_PAYROLL_CODE, examples: [DEFAULT_PAYROLL_CODES[field]] },
      ]),
    ),
    description:
      "The payroll software's payment number for each type of pay line (normal 1, overtime 2, premium 3, holiday 4, shortNotice 5, adjustment 6 by default), used by the sage50 export; each distinct. Absent fields keep theirs. Owner only.",
  });
/** A day the rules' check reads `effectiveFrom` against when it is absent; the decider dates it from the workplace's today. */
const ANY_DAY = '2000-01-01';

/**
 * A pay rule (issue 39): absent keeps it; the domain's check gives the 400 (the decider checks it
 * again with the workplace's today). `nullable`: null switches the rule off from `effectiveFrom`'s day (today).
 */
const payRule = (
  check: (value: unknown, today: string) => unknown,
  fallback: string,
  shape: Record<string, unknown>,
  description: string,
) =>
  z
    .unknown()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) return;
      try {
        check(value, ANY_DAY);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : fallback });
      }
    })
    .meta({ ...shape, description });

const effectiveFromShape = { type: 'string', format: 'date', description: 'yyyy-mm-dd the rule applies from (absent: today).' } as const;
const multiplierShape = { type: 'number', minimum: 1, maximum: 5, description: 'e.g. 1.5, at most 2 decimals.' } as const;
const paySchedule = payRule(
  checkedPaySchedule,
  PAY_RULE_MESSAGES.paySchedule,
  {
    type: 'object',
    properties: {
      frequency: { type: 'string', enum: [...PAY_FREQUENCIES] },
      anchorDate: { type: 'string', format: 'date', description: 'A first day of a pay period.' },
      effectiveFrom: effectiveFromShape,
    },
    required: ['frequency', 'anchorDate'],
  },
  'The pay schedule (absent keeps it; weekly from Mondays until set). A change starts a period on its effectiveFrom day.',
);
const overtime = payRule(
  checkedOvertime,
  PAY_RULE_MESSAGES.overtime,
  {
    type: 'object',
    nullable: true,
    properties: {
      afterWeeklyHours: { type: 'number', description: 'Paid hours a week (7-day blocks from the period start) before overtime.' },
      afterDailyHours: { type: 'number', description: 'Paid hours a rota day before overtime.' },
      multiplier: multiplierShape,
      effectiveFrom: effectiveFromShape,
    },
    required: ['multiplier'],
  },
  'Overtime (absent keeps it, null: none from today); dated like rates, it never reprices a finalised period.',
);
const premiums = payRule(
  checkedPremiums,
  PAY_RULE_MESSAGES.premiums,
  {
    type: 'object',
    nullable: true,
    properties: {
      region: { type: 'string', enum: [...PREMIUM_REGIONS], description: 'Whose bank holidays are premium days.' },
      dates: { type: 'array', items: { type: 'string', format: 'date' }, maxItems: 50 },
      multiplier: multiplierShape,
      effectiveFrom: effectiveFromShape,
    },
    required: ['region', 'multiplier'],
  },
  'Premium days (absent keeps them, null: none from today): the public holidays of a region and chosen dates, at a multiplier.',
);

const shortNotice = payRule(
  checkedShortNotice,
  PAY_RULE_MESSAGES.shortNotice,
  {
    type: 'object',
    nullable: true,
    properties: {
      hours: {
        type: 'number',
        minimum: 1,
        maximum: 168,
        description: 'Notice below this many hours, from when the employee was told, is short.',
      },
      pay: { type: 'string', enum: [...SHORT_NOTICE_PAY], description: "'lost-hours': the paid hours lost; 'fixed': fixedHours." },
      fixedHours: { type: 'number', minimum: 0.25, maximum: 24, description: "The hours paid with pay 'fixed'." },
      effectiveFrom: effectiveFromShape,
    },
    required: ['hours', 'pay'],
  },
  'Short-notice pay (absent keeps it, null: none from today; off until set): a shift cancelled or cut less than `hours` before it starts pays the lost paid hours, or fixedHours, at the rate.',
);
const holiday = payRule(
  checkedHoliday,
  HOLIDAY_MESSAGES.holiday,
  {
    type: 'object',
    properties: {
      method: { type: 'string', enum: [...HOLIDAY_METHODS] },
      percent: { type: 'number', description: `percent: the share of paid hours worked (default ${DEFAULT_HOLIDAY_PERCENT}).` },
      hoursPerYear: { type: 'number', description: 'entitlement: hours a leave year, accrued pro rata by day.' },
      leaveYearStart: {
        type: 'string',
        format: 'date',
        description: 'entitlement: its day and month start each leave year (default 1 January).',
      },
      carryOverHours: {
        type: 'number',
        multipleOf: 0.25,
        description: 'entitlement: the most unused hours that carry into the next leave year (default 0: the rest lapses).',
      },
      effectiveFrom: effectiveFromShape,
    },
    required: ['method'],
  },
  "Holiday accrual (absent keeps it; none until set), per finalised period; an employee's own rule wins.",
);
const allowNegativeHolidayBalance = z
  .boolean({ error: HOLIDAY_MESSAGES.allowNegative })
  .optional()
  .meta({ description: 'Whether paid holiday may take a balance below zero (absent keeps it; false until set).' });
/** The kiosk's address ranges (issue 41); absent or null keep them. Which texts are ranges is the domain's rule. */
const kioskIpRanges = z
  .unknown()
  .optional()
  .transform((value, context): string[] | undefined => {
    if (value === undefined || value === null) return undefined;
    try {
      return checkedIpRanges(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : KIOSK_SETTINGS_MESSAGES.ipRanges });
      return z.NEVER;
    }
  })
  .meta({
    type: 'array',
    nullable: true,
    maxItems: MAX_KIOSK_IP_RANGES,
    items: { type: 'string', examples: ['203.0.113.0/24'] },
    description:
      "Owner only. The address ranges (CIDR, IPv4 or IPv6; a single address is its own range) the workplace's kiosks accept clock events from, as the server sees the client (behind a proxy only with TRUST_PROXY); [] for any network. Absent keeps them.",
    examples: [['203.0.113.0/24', '2001:db8:1234::/48']],
  });

const clockInWithoutShift = z
  .boolean({ error: KIOSK_SETTINGS_MESSAGES.clockInWithoutShift })
  .nullable()
  .optional()
  .transform((value) => value ?? undefined)
  .meta({
    type: 'boolean',
    nullable: true,
    description:
      'Owner only. true: a person with no shift today can clock in, at the kiosk or on their personal page (a shift from then to the closing hour is put on the rota for them); false (the default): they cannot. Absent keeps it.',
  });

/** `GET /workplaces/getworkplaces?userId=` */
export const ListWorkplacesRequest = request({ userId: claimedUserId });

/** `POST /workplaces/createworkplace` */
export const CreateWorkplaceRequest = request({
  workplaceName: workplaceName('The name, unique in your account (ignoring case and surrounding spaces).'),
  industryType: industryType('The industry category (`value` of GET /catalogue `industries`).'),
  workplaceServices,
  rotaStartTime,
  rotaEndTime,
  timeZone: timeZone(`The IANA time zone of the workplace's clock (${DEFAULT_TIME_ZONE} when created without it); calendar feeds use it.`),
  publishMode,
  breakRules: breakRules(
    "Unpaid breaks by an assignment's length: the longest rule it passes applies unless the assignment has its own break (none when created without).",
  ),
  payrollCodes,
  paySchedule,
  overtime,
  premiums,
  shortNotice,
  holiday,
  allowNegativeHolidayBalance,
  email: z
    .unknown()
    .optional()
    .meta({ type: 'string', description: 'Ignored (the spec sends it): the session decides whose workplace this is.' }),
  userId: claimedUserId,
})
  .meta({ description: 'Omitted services read as none; omitted hours take their defaults.' })
  .transform(
    ({
      userId,
      workplaceName,
      industryType,
      workplaceServices,
      rotaStartTime,
      rotaEndTime,
      timeZone,
      publishMode,
      breakRules,
      payrollCodes,
      paySchedule,
      overtime,
      premiums,
      shortNotice,
      holiday,
      allowNegativeHolidayBalance,
    }) => ({
      userId,
      workplace: {
        name: workplaceName ?? '',
        industryCategory: industryType,
        services: workplaceServices,
        rotaStartTime,
        rotaEndTime,
        timeZone,
        publishMode,
        breakRules,
        payrollCodes,
        paySchedule,
        overtime,
        premiums,
        shortNotice,
        holiday,
        allowNegativeHolidayBalance,
      } satisfies WorkplaceInput,
    }),
  );

/** `PUT /workplaces/updateworkplace` */
export const UpdateWorkplaceRequest = request({
  workplace_id: workplaceId,
  name: workplaceName('A new name, unique in your account.'),
  industryType: industryType('A new industry category.'),
  services: workplaceServices,
  rotaStartTime,
  rotaEndTime,
  timeZone: timeZone("A new IANA time zone for the workplace's clock."),
  publishMode,
  breakRules: breakRules('New break rules ([] for none); absent keeps them. They apply to assignments placed or re-timed afterwards.'),
  payrollCodes,
  paySchedule,
  overtime,
  premiums,
  shortNotice,
  holiday,
  allowNegativeHolidayBalance,
  kioskIpRanges,
  clockInWithoutShift,
  user_id: claimedUserId,
})
  .meta({
    description: 'Omitted fields keep their value; a new category without a service list keeps only the services the new category offers.',
  })
  .transform(
    ({
      workplace_id,
      user_id,
      name,
      industryType,
      services,
      rotaStartTime,
      rotaEndTime,
      timeZone,
      publishMode,
      breakRules,
      payrollCodes,
      kioskIpRanges,
      clockInWithoutShift,
      ...pay
    }) => ({
      workplaceId: workplace_id,
      userId: user_id,
      changes: {
        name,
        industryCategory: industryType,
        services,
        rotaStartTime,
        rotaEndTime,
        timeZone,
        publishMode,
        breakRules,
        payrollCodes,
        paySchedule: pay.paySchedule,
        overtime: pay.overtime,
        premiums: pay.premiums,
        shortNotice: pay.shortNotice,
        holiday: pay.holiday,
        allowNegativeHolidayBalance: pay.allowNegativeHolidayBalance,
        kioskIpRanges,
        clockInWithoutShift,
      } satisfies Partial<WorkplaceInput>,
    }),
  );

/** `DELETE /workplaces/deleteworkplace` */
export const DeleteWorkplaceRequest = request({ workplace_id: workplaceId, user_id: claimedUserId }).meta({
  description: 'Sent as the body or as query parameters (some clients drop DELETE bodies).',
});

const hour = z.int().min(0);

export const WorkplaceAnswer = answer(
  'Workplace',
  z.object({
    workplace_id: z.string().meta({ format: 'uuid' }),
    name: z.string(),
    industry_category: z.string(),
    services: z.array(z.int()),
    rota_start_time: hour,
    rota_end_time: hour,
    time_zone: z
      .string()
      .meta({ examples: ['Europe/London'], description: `IANA time zone (${DEFAULT_TIME_ZONE} for workplaces created before zones).` }),
    publishMode: z
      .enum(PUBLISH_MODES)
      .meta({ description: "'live' (staff see every change) or 'on-publish' (staff see each week as last published)." }),
    breakRules: z
      .array(z.object({ afterHours: z.number(), unpaidMinutes: z.int() }))
      .meta({ description: 'Unpaid breaks by length, sorted by afterHours ([] when none).' }),
    payrollCodes: z
      .object({
        normal: z.int(),
        overtime: z.int(),
        premium: z.int(),
        holiday: z.int(),
        shortNotice: z.int(),
        adjustment: z.int(),
      })
      .meta({ description: "The payroll software's payment number of each type of pay line (the defaults unless changed)." }),
    paySchedule: z
      .object({ frequency: z.enum(PAY_FREQUENCIES), anchorDate: z.string(), effectiveFrom: z.string().nullable() })
      .meta({ description: 'The latest pay schedule decided (effectiveFrom null: the default, weekly from Mondays).' }),
    overtime: z
      .object({
        afterWeeklyHours: z.number().optional(),
        afterDailyHours: z.number().optional(),
        multiplier: z.number(),
        effectiveFrom: z.string(),
      })
      .nullable()
      .meta({ description: 'The latest overtime rule decided, with its day; null when none (never set, or switched off).' }),
    premiums: z
      .object({ region: z.enum(PREMIUM_REGIONS), dates: z.array(z.string()).optional(), multiplier: z.number(), effectiveFrom: z.string() })
      .nullable()
      .meta({ description: 'The latest premium-day rule decided, with its day; null when none.' }),
    shortNotice: z
      .object({ hours: z.number(), pay: z.enum(SHORT_NOTICE_PAY), fixedHours: z.number().optional(), effectiveFrom: z.string() })
      .nullable()
      .meta({ description: 'The latest short-notice rule decided, with its day; null when none (off by default).' }),
    holiday: z
      .object({
        method: z.enum(HOLIDAY_METHODS),
        percent: z.number().optional(),
        hoursPerYear: z.number().optional(),
        leaveYearStart: z.string().optional(),
        carryOverHours: z.number().optional(),
        effectiveFrom: z.string().nullable(),
      })
      .meta({ description: "The latest holiday rule decided, with its day (effectiveFrom null: never set, method 'none')." }),
    allowNegativeHolidayBalance: z.boolean().meta({ description: 'Whether paid holiday may take a balance below zero.' }),
    kioskIpRanges: z
      .array(z.string())
      .meta({ description: "The address ranges the workplace's kiosks accept clock events from ([]: any network)." }),
    clockInWithoutShift: z
      .boolean()
      .meta({ description: 'Whether a person with no shift today can clock in (false unless the owner allows it).' }),
    employee_count: z.int().min(0),
    ownerId: z.string().meta({ format: 'uuid', description: "The team's owner: you, or the owner of a team you belong to." }),
    role: z.enum(TEAM_ROLES).meta({ description: 'Your role in that team: owner of your own workplaces, else manager or auditor.' }),
    currency: z
      .enum(CURRENCY_CODES)
      .meta({ description: "The owner's currency: money of this workplace shows in it for everyone on the team." }),
  }),
);

export const WorkplaceListAnswer = answer(
  'WorkplaceList',
  z.array(WorkplaceAnswer).meta({
    description:
      "Your live workplaces in creation order, then those of the teams you belong to (within your scope), each team's in creation order.",
  }),
);

/** What create, update and delete answer. */
export const WorkplaceIdAnswer = answer('WorkplaceId', z.object({ workplace_id: z.string().meta({ format: 'uuid' }) }));

/** `GET /catalogue` (public) */
export const CatalogueAnswer = answer(
  'Catalogue',
  z.object({
    industries: z
      .array(z.object({ value: z.string(), label: z.string() }))
      .readonly()
      .meta({ description: 'The industry categories (`value` is what `industryType` takes).' }),
    services: z
      .partialRecord(z.string(), z.array(z.object({ service_id: z.int(), service_name: z.string(), service_icon: z.string() })).readonly())
      .meta({ description: 'The services by category value; a category without a catalogue has none.' }),
  }),
);

export type ListWorkplacesRequest = z.input<typeof ListWorkplacesRequest>;
export type CreateWorkplaceRequest = z.input<typeof CreateWorkplaceRequest>;
export type UpdateWorkplaceRequest = z.input<typeof UpdateWorkplaceRequest>;
export type DeleteWorkplaceRequest = z.input<typeof DeleteWorkplaceRequest>;
export type WorkplaceAnswer = z.output<typeof WorkplaceAnswer>;
export type WorkplaceListAnswer = z.output<typeof WorkplaceListAnswer>;
export type WorkplaceIdAnswer = z.output<typeof WorkplaceIdAnswer>;
export type CatalogueAnswer = z.output<typeof CatalogueAnswer>;
