import { z } from 'zod';
import { answer, claimedUserId, refusalsOf, request, requiredId } from './fields';
import { payDates, PAY_DATES_MESSAGES } from './pay-dates';

/** `GET /pay/getpayfordates?workplaceId&dates=["07/12/26",...]`: each day's hours and pay per employee. */
export const PayForDatesRequest = request({
  workplaceId: requiredId('workplaceId'),
  dates: payDates,
  userId: claimedUserId,
});

/** What the request refuses with, in the order it checks. */
export const PAY_FOR_DATES_REFUSALS = [
  ...refusalsOf(requiredId('workplaceId'), [undefined, 'not-an-id']),
  ...Object.values(PAY_DATES_MESSAGES),
];

/** Keyed by 'dd/mm/yy', like the spec's `hoursInDays`. */
const byDay = (description: string) => z.record(z.string(), z.number()).meta({ description });

/**
 * One employee's entry of `GET /pay/getpayfordates`. Each day is priced at the rate in force that
 * day, so a later rate change never reprices it.
 */
export const PayForDatesEntry = answer(
  'PayForDatesEntry',
  z.object({
    employee_id: z.string(),
    display_name: z.string(),
    removed: z.boolean().meta({ description: 'Removed; their hours up to the removal day still count.' }),
    rate: z.number().nullable().meta({
      description:
        "The latest hourly rate at this workplace (a decimal), null if unknown: for an employee who moved away, the rate in force on their last day here, never the next workplace's.",
    }),
    hoursInDays: byDay('Hours as a decimal, exact to the minute.'),
    minutesInDays: byDay('Whole minutes, for exact pay maths.'),
    rateInDays: byDay('The hourly rate in force that day (a decimal).'),
    payPenceInDays: byDay("That day's pay in pence at that rate, rounded half up on its own."),
    actualHoursInDays: byDay(
      "Approved days only: the approved actual paid hours (an assignment without actuals counts as planned). A day's key is absent while its timesheet is not approved.",
    ),
    actualPayPenceInDays: byDay('Approved days only: the actual paid hours priced like payPenceInDays.'),
  }),
);

export const PayForDatesAnswer = answer('PayForDatesAnswer', z.array(PayForDatesEntry));

export type PayForDatesEntry = z.output<typeof PayForDatesEntry>;
export type PayForDatesAnswer = z.output<typeof PayForDatesAnswer>;
export type PayForDatesRequest = z.input<typeof PayForDatesRequest>;
