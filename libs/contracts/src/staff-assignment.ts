import { z } from 'zod';
import { answer } from './fields';

const clock = z.string().meta({ examples: ['18:00'], description: 'HH:MM on the workplace clock.' });

/** One shift as the personal page shows it (the employee's own, an open one, or one offered for a swap). */
export const StaffAssignmentAnswer = answer(
  'StaffShift',
  z.object({
    id: z.string().meta({ description: 'Stable per assignment (the feed UID is `{id}@rotaledger`).' }),
    date: z.string().meta({ format: 'date', description: 'The rota day (yyyy-mm-dd) the shift starts on.' }),
    start: clock,
    end: clock,
    ends_next_day: z.boolean().meta({ description: 'True for an overnight shift (shown as "+1").' }),
    starts_at: z.string().meta({ format: 'date-time', description: 'The start as a UTC instant.' }),
    ends_at: z.string().meta({ format: 'date-time', description: 'The end as a UTC instant.' }),
    workplace: z.string(),
    time_zone: z.string().meta({ examples: ['Europe/London'], description: "The workplace's IANA time zone." }),
    service: z.object({ id: z.int(), name: z.string(), icon: z.string() }),
    breakMinutes: z.int().meta({ description: 'The planned unpaid break, in minutes (0: none).' }),
    paidMinutes: z.int().meta({ description: 'Paid time: the time that really passes on the workplace clock, less the break.' }),
  }),
);

export type StaffAssignmentAnswer = z.output<typeof StaffAssignmentAnswer>;
