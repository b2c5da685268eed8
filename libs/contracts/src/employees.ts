import { DomainError, EMPLOYEE_MESSAGES, isIsoDate, isSupportedYear, rateToPence } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isMissing, request, serviceIds, uuidField } from './fields';

/**
 * The employee routes written against the contract so far: `PUT /employees/updateemployee`
 * (it gained `rate_effective_from`), `GET /employees/upcomingshifts`, and the employee answer
 * with its `rate_history`. Shapes and types are checked here with the spec's messages; the
 * rules (names, workplace, services, rate history) are the employee decider's.
 */

const employeeId = uuidField(EMPLOYEE_MESSAGES.invalidEmployeeId);

/** A name: absent reads as '' (then "required"), any other type is the edit form's message. */
const nameField = (description: string) =>
  z
    .union([z.string(), z.null()], { error: EMPLOYEE_MESSAGES.invalidEdit })
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

const workplaceField = z
  .union([z.literal(''), z.null(), uuidField(EMPLOYEE_MESSAGES.workplaceRequiredOnEdit)], {
    error: EMPLOYEE_MESSAGES.workplaceRequiredOnEdit,
  })
  .optional()
  .transform((id) => (isMissing(id) ? undefined : (id as string)));

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

export const UpdateEmployeeRequest = request({
  employee_id: employeeId,
  display_name: nameField('Shown on the planner and the shared rota.'),
  first_name: nameField('First name.'),
  surname: nameField('Surname.'),
  rate: rateField,
  services: servicesField,
  workplace_id: workplaceField,
  rate_effective_from: rateEffectiveFromField,
  user_id: claimedUserId,
});

export const UpdateEmployeeAnswer = answer('UpdateEmployeeAnswer', z.object({ employee_id: z.string() }));

export const UpcomingShiftsRequest = request({
  employee_id: employeeId,
  userId: claimedUserId,
});

export const UpcomingShiftsAnswer = answer(
  'UpcomingShiftsAnswer',
  z.object({
    count: z.number().int().min(0).meta({
      description: "The employee's assignments at their current workplace after today: the ones a removal or a move would open.",
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

export type UpdateEmployeeRequest = z.input<typeof UpdateEmployeeRequest>;
export type UpdateEmployeeAnswer = z.output<typeof UpdateEmployeeAnswer>;
export type UpcomingShiftsRequest = z.input<typeof UpcomingShiftsRequest>;
export type UpcomingShiftsAnswer = z.output<typeof UpcomingShiftsAnswer>;
export type RateHistoryEntry = z.output<typeof RateHistoryEntry>;
