import {
  checkedContract,
  checkedEmployeeHoliday,
  HOLIDAY_MESSAGES,
  HOLIDAY_METHODS,
  CONTRACT_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  DomainError,
  EMAIL_MAX_LENGTH,
  EMPLOYEE_MESSAGES,
  isIsoDate,
  isSupportedYear,
  PAYROLL_ID_MAX_LENGTH,
  PAYROLL_ID_MESSAGES,
  PHONE_MESSAGES,
  rateToPence,
  STAFF_EMAIL_MESSAGES,
  TEAM_ROLES,
} from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isMissing, request, serviceIds, uuidField } from './fields';

/**
 * The spec's `/employees/*` routes. Shapes and types are checked here with the spec's
 * messages; the rules (names, workplace, services, rate history) are the employee decider's.
 */

const employeeId = uuidField(EMPLOYEE_MESSAGES.invalidEmployeeId);

/** A name: absent reads as '' (then "required"), any other type is `wrongType` (the edit form's message unless told). */
const nameField = (description: string, wrongType: string = EMPLOYEE_MESSAGES.invalidEdit) =>
  z
    .union([z.string(), z.null()], { error: wrongType })
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value.trim() !== '', { error: EMPLOYEE_MESSAGES.required })
    .meta({ type: 'string', description });

/** The hourly rate as a decimal or text ('7.55', '7,55'), read in pence by the employees' own rule. */
const rateField = z
  .unknown()
  .transform((value, context) => {
    try {
      return rateToPence(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof DomainError ? error.message : EMPLOYEE_MESSAGES.required });
      return z.NEVER;
    }
  })
  .meta({ type: 'number', examples: [12.21], description: 'Per hour, at most 2 decimals; answered back in pence internally.' });

const servicesField = serviceIds(EMPLOYEE_MESSAGES.invalidEdit);

/** The workplace: absent, null or '' read as undefined (the decider decides whether that is allowed). */
const workplaceField = (message: string) =>
  z
    .union([z.literal(''), z.null(), uuidField(message)], { error: message })
    .optional()
    .transform((id) => (isMissing(id) ? undefined : id));

/** The day a changed rate applies from; absent: today (UTC). */
const rateEffectiveFromField = z
  .string({ error: EMPLOYEE_MESSAGES.rateEffectiveFromInvalid })
  .refine((value) => isIsoDate(value) && isSupportedYear(Number(value.slice(0, 4))), { error: EMPLOYEE_MESSAGES.rateEffectiveFromInvalid })
  .nullable()
  .optional()
  .transform((value) => value ?? undefined)
  .meta({
    type: 'string',
    nullable: true,
    format: 'date',
    examples: ['2026-12-01'],
    description: 'yyyy-mm-dd the new rate applies from (default today); earlier days keep the rate in force then.',
  });

/**
 * The first day of a move to another workplace (absent: tomorrow). Text here; whether it is a
 * real date, today or later, is the domain's rule (`checkedMoveEffectiveFrom`), one message each.
 */
const moveEffectiveFromField = z
  .string({ error: EMPLOYEE_MESSAGES.moveEffectiveFromInvalid })
  .nullable()
  .optional()
  .transform((value) => value ?? undefined)
  .meta({
    type: 'string',
    nullable: true,
    format: 'date',
    examples: ['2026-12-10'],
    description:
      "yyyy-mm-dd, with a new workplace_id: the first day the employee works at the new workplace (default tomorrow; today or later). The old workplace's assignments from that day are open shifts; earlier ones stay theirs and are paid there. Ignored when the workplace stays the same.",
  });

/**
 * The employee's own e-mail, for rota e-mails: text or null (null or '' clear it); absent leaves it.
 * Whether it is an address is the employee decider's rule (`staffEmailOf`).
 */
export const staffEmailField = z
  .union([z.string().max(EMAIL_MAX_LENGTH + 64, { error: STAFF_EMAIL_MESSAGES.invalid }), z.null()], {
    error: STAFF_EMAIL_MESSAGES.invalid,
  })
  .optional()
  .meta({
    type: 'string',
    nullable: true,
    format: 'email',
    description: "The employee's e-mail for rota e-mails (published changes, answers to their requests); null or '' clears it.",
  });

/**
 * The employee's date of birth, for the minimum wage of their age band: yyyy-mm-dd or null
 * (clears it); absent leaves it. Whether it gives an age from 13 to 100 is the decider's rule.
 */
export const dateOfBirthField = z
  .union([z.string(), z.null()], { error: DATE_OF_BIRTH_MESSAGES.invalid })
  .refine((value) => value === null || isIsoDate(value), { error: DATE_OF_BIRTH_MESSAGES.invalid })
  .optional()
  .meta({
    type: 'string',
    nullable: true,
    format: 'date',
    examples: ['2001-06-15'],
    description:
      'yyyy-mm-dd, for the minimum-wage check of their age band (without it the 21 and over rate is assumed); null clears it. Personal data: never on shared rotas, personal pages, feeds or e-mails.',
  });

/**
 * The employee's contract (issue 38): paid hours and days a week, each optional (absent: no
 * limit). Null or {} clears it; absent leaves it (an update) or means none (a create). Its rules
 * are the domain's (`checkedContract`), one message each.
 */
export const contractField = z
  .unknown()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    try {
      return checkedContract(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof DomainError ? error.message : CONTRACT_MESSAGES.shape });
      return z.NEVER;
    }
  })
  .meta({
    type: 'object',
    nullable: true,
    properties: {
      minWeeklyHours: { type: 'number', minimum: 0, maximum: 168, multipleOf: 0.25, examples: [20] },
      maxWeeklyHours: { type: 'number', minimum: 0, maximum: 168, multipleOf: 0.25, examples: [37.5] },
      maxDaysPerWeek: { type: 'integer', minimum: 1, maximum: 7, examples: [5] },
    },
    description:
      'Paid hours a week (quarter hours, 0 to 168; the minimum at most the maximum) and days a week (1 to 7); each absent is no limit. null or {} clears it; absent leaves it.',
  });

/**
 * The works number payroll files match on (issue 39): trimmed, up to 20 letters, digits and
 * . _ / -; null or '' clears it, absent leaves it. Its rule is the domain's (`checkedPayrollId`).
 */
export const payrollIdField = z
  .union([z.string().max(PAYROLL_ID_MAX_LENGTH + 64, { error: PAYROLL_ID_MESSAGES.invalid }), z.null()], {
    error: PAYROLL_ID_MESSAGES.invalid,
  })
  .optional()
  .meta({
    type: 'string',
    nullable: true,
    maxLength: PAYROLL_ID_MAX_LENGTH,
    examples: ['0042'],
    description:
      "The employee's works number in the payroll software (Sage 50's employee reference, BrightPay's works number), needed by the sage50 and brightpay exports; null or '' clears it, absent leaves it.",
  });

/**
 * The employee's phone number (issue 41), for the "Call" link on the manager's phone day: as
 * written, 7 to 15 digits; null or '' clears it, absent leaves it. Its rule is the domain's (`checkedPhone`).
 */
export const phoneField = z
  .union([z.string().max(64, { error: PHONE_MESSAGES.invalid }), z.null()], { error: PHONE_MESSAGES.invalid })
  .optional()
  .meta({
    type: 'string',
    nullable: true,
    maxLength: 64,
    examples: ['07700 900123'],
    description:
      "The employee's phone number (7 to 15 digits; spaces, dots, dashes, brackets and a leading + allowed); null or '' clears it, absent leaves it. Owners and managers see it; auditors never do.",
  });

/**
 * The employee's own holiday rule (issue 39), which wins over the workplace's: null clears it (the
 * workplace's again); absent leaves it (an update) or means none (a create). Its rules are the domain's.
 */
export const holidayField = z
  .unknown()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    try {
      return checkedEmployeeHoliday(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof DomainError ? error.message : HOLIDAY_MESSAGES.employeeHoliday });
      return z.NEVER;
    }
  })
  .meta({
    type: 'object',
    nullable: true,
    properties: {
      method: { type: 'string', enum: [...HOLIDAY_METHODS] },
      percent: { type: 'number', examples: [12.07] },
      hoursPerYear: { type: 'number', multipleOf: 0.25 },
      leaveYearStart: { type: 'string', format: 'date' },
      carryOverHours: { type: 'number', multipleOf: 0.25 },
    },
    required: ['method'],
    description: "Their own holiday accrual, which wins over the workplace's; null clears it, absent leaves it.",
  });

const holidayRuleAnswer = z
  .object({
    method: z.enum(HOLIDAY_METHODS),
    percent: z.number().optional(),
    hoursPerYear: z.number().optional(),
    leaveYearStart: z.string().optional(),
    carryOverHours: z.number().optional(),
  })
  .nullable()
  .meta({ description: "Their own holiday rule, or null (the workplace's applies)." });

/** A holiday balance: hours to 2 places. */
export const HolidayBalanceAnswer = z.object({
  accruedHours: z.number().meta({ description: 'Accrued in finalised pay periods (under the entitlement method: in this leave year).' }),
  takenHours: z
    .number()
    .meta({ description: 'Paid holiday approved (booked days, future ones included; under the entitlement method: in this leave year).' }),
  carriedOverHours: z.number().optional().meta({
    description: 'Under the entitlement method only: carried into this leave year from the one before (capped by carryOverHours).',
  }),
  balanceHours: z.number().meta({ description: '(carriedOverHours +) accruedHours − takenHours: what is left to book.' }),
});

/** The contract as answered: every field absent when there is none. */
const contractAnswer = z
  .object({
    minWeeklyHours: z.number().optional(),
    maxWeeklyHours: z.number().optional(),
    maxDaysPerWeek: z.number().int().optional(),
  })
  .meta({ description: 'Contracted paid hours and days a week; an absent field (or {}) is no limit.' });

export const UpdateEmployeeRequest = request({
  employee_id: employeeId,
  display_name: nameField('Shown on the planner and the shared rota.'),
  first_name: nameField('First name.'),
  surname: nameField('Surname.'),
  rate: rateField,
  services: servicesField,
  workplace_id: workplaceField(EMPLOYEE_MESSAGES.workplaceRequiredOnEdit),
  rate_effective_from: rateEffectiveFromField,
  move_effective_from: moveEffectiveFromField,
  email: staffEmailField,
  date_of_birth: dateOfBirthField,
  contract: contractField,
  payrollId: payrollIdField,
  phone: phoneField,
  holiday: holidayField,
  user_id: claimedUserId,
});

/** What a write answers: the employee it changed. */
export const EmployeeIdAnswer = answer('EmployeeIdAnswer', z.object({ employee_id: z.string().meta({ format: 'uuid' }) }));
export const UpdateEmployeeAnswer = EmployeeIdAnswer;

/** `POST /employees/createemployee`: a name of the wrong type reads as missing, like an empty one. */
export const CreateEmployeeRequest = request({
  display_name: nameField('Shown on the planner and the shared rota; unique per account.', EMPLOYEE_MESSAGES.required),
  first_name: nameField('First name.', EMPLOYEE_MESSAGES.required),
  surname: nameField('Surname.', EMPLOYEE_MESSAGES.required),
  rate: rateField,
  services: servicesField,
  workplace_id: workplaceField(EMPLOYEE_MESSAGES.workplaceRequired).meta({ type: 'string', format: 'uuid' }),
  email: staffEmailField,
  date_of_birth: dateOfBirthField,
  contract: contractField,
  payrollId: payrollIdField,
  phone: phoneField,
  holiday: holidayField,
  created_by: claimedUserId,
});

/** `GET /employees/getemployees`: every employee of the account, removed ones left out. */
export const ListEmployeesRequest = request({ userId: claimedUserId });

/** `DELETE /employees/deleteemployee`: the spec sends the ids in the body; query parameters are accepted too. */
export const DeleteEmployeeRequest = request({ employee_id: employeeId, user_id: claimedUserId });

/** `POST /employees/forgetemployee`: erases a removed employee's personal data for good (their hours and pay stay). */
export const ForgetEmployeeRequest = request({ employee_id: employeeId, userId: claimedUserId });

export const UpcomingShiftsRequest = request({
  employee_id: employeeId,
  move_effective_from: moveEffectiveFromField.meta({
    type: 'string',
    format: 'date',
    description: 'yyyy-mm-dd a move would start (default tomorrow; today or later): count the assignments from that day.',
  }),
  userId: claimedUserId,
});

export const UpcomingShiftsAnswer = answer(
  'UpcomingShiftsAnswer',
  z.object({
    count: z.number().int().min(0).meta({
      description:
        "The employee's assignments at their current workplace after today (with move_effective_from: from that day): the ones a removal or a move would open.",
    }),
  }),
);

export const RateHistoryEntry = answer(
  'RateHistoryEntry',
  z.object({
    rate: z.number().meta({ description: 'Per hour, a decimal like `rate`.' }),
    effective_from: z.string().nullable().meta({ description: 'yyyy-mm-dd it applies from; null for the first rate (every earlier day).' }),
  }),
);

/** One row of `GET /employees/getemployees`. */
export const EmployeeAnswer = answer(
  'EmployeeAnswer',
  z.object({
    employee_id: z.string().meta({ format: 'uuid' }),
    workplace_id: z.string().meta({ format: 'uuid' }),
    workplace_name: z.string().meta({ description: "'Unknown Workplace' if the workplace is gone." }),
    display_name: z.string(),
    first_name: z.string(),
    surname: z.string(),
    rate: z.number().meta({ description: 'Per hour, a decimal with at most two places: 7.55.' }),
    rate_history: z.array(RateHistoryEntry).meta({ description: 'Rates by date, oldest first.' }),
    services: z.array(z.number().int()),
    email: z
      .string()
      .nullable()
      .meta({ type: 'string', nullable: true, description: "The employee's e-mail for rota e-mails, or null (none)." }),
    date_of_birth: z.string().nullable().meta({
      type: 'string',
      nullable: true,
      format: 'date',
      description: 'yyyy-mm-dd, or null (not given: the adult minimum wage is assumed).',
    }),
    contract: contractAnswer,
    payrollId: z
      .string()
      .nullable()
      .meta({ type: 'string', nullable: true, description: 'The works number payroll files match on, or null (none).' }),
    phone: z.string().nullable().optional().meta({
      type: 'string',
      nullable: true,
      description: 'Their phone number as written, or null (none). Absent when your role may not see it (an auditor).',
    }),
    holiday: holidayRuleAnswer,
    holidayBalance: HolidayBalanceAnswer,
    created_by: z.string().meta({ format: 'uuid', description: 'The owning account.' }),
    ownerId: z
      .string()
      .meta({ format: 'uuid', description: "The team's owner (as created_by): you, or the owner of a team you belong to." }),
    role: z.enum(TEAM_ROLES).meta({ description: 'Your role in that team.' }),
  }),
);
export const EmployeeListAnswer = answer(
  'EmployeeListAnswer',
  z.array(EmployeeAnswer).meta({ description: 'Your employees, then those of the teams you belong to (of the workplaces in your scope).' }),
);

export type EmployeeIdAnswer = z.output<typeof EmployeeIdAnswer>;
export type CreateEmployeeRequest = z.input<typeof CreateEmployeeRequest>;
export type ListEmployeesRequest = z.input<typeof ListEmployeesRequest>;
export type DeleteEmployeeRequest = z.input<typeof DeleteEmployeeRequest>;
export type ForgetEmployeeRequest = z.input<typeof ForgetEmployeeRequest>;
export type EmployeeAnswer = z.output<typeof EmployeeAnswer>;
export type EmployeeListAnswer = z.output<typeof EmployeeListAnswer>;
export type UpdateEmployeeRequest = z.input<typeof UpdateEmployeeRequest>;
export type UpdateEmployeeAnswer = z.output<typeof UpdateEmployeeAnswer>;
export type UpcomingShiftsRequest = z.input<typeof UpcomingShiftsRequest>;
export type UpcomingShiftsAnswer = z.output<typeof UpcomingShiftsAnswer>;
export type RateHistoryEntry = z.output<typeof RateHistoryEntry>;
