import { z } from 'zod';
import { LATE_AFTER_MINUTES } from '@rotaledger/domain';
import { answer, claimedUserId, refusalsOf, request, requiredId } from './fields';

/**
 * The manager's day on a phone (issue 41): `GET /rota/today` (who is on now and next, who is
 * late, the open shifts, the labour cost so far against the plan, all from the server's clock and
 * figures) and `POST /assignments/noshow`. The rules are the domain's (`managerDay`, `MarkNoShow`).
 */

export const ManagerDayRequest = request({ workplaceId: requiredId('workplaceId'), userId: claimedUserId });

export const NoShowRequest = request({ assignmentId: requiredId('assignmentId'), userId: claimedUserId });

const ID = '00000000-0000-4000-8000-000000000000';
export const MANAGER_DAY_REFUSALS = {
  today: refusalsOf(ManagerDayRequest, [{}, { workplaceId: 'x' }]),
  noShow: refusalsOf(NoShowRequest, [{}, { assignmentId: 'x' }, { assignmentId: ID }]),
};

const clock = (description: string) => z.string().meta({ examples: ['09:00:00'], description });

export const DAY_STATUSES = ['later', 'due', 'late', 'in', 'break', 'out'] as const;

export const DayPersonAnswer = z.object({
  assignmentId: z.string(),
  employeeId: z.string(),
  displayName: z.string(),
  date: z.string().meta({
    format: 'date',
    description: "The rota day the shift belongs to: today, or yesterday for last night's shift still running (its cost is yesterday's).",
  }),
  timeStart: clock('Planned start on the workplace clock.'),
  timeEnd: clock('Planned end; at or before timeStart means the next day.'),
  status: z.enum(DAY_STATUSES).meta({
    description: `later: starts after now; due: started, not clocked in yet; late: not clocked in ${LATE_AFTER_MINUTES} minutes after the start; in, break: clocked in (on a clocked break); out: clocked out.`,
  }),
  clockedInAt: z.string().nullable().meta({ format: 'date-time' }),
});

export const OpenDayShiftAnswer = z.object({
  assignmentId: z.string(),
  shiftId: z.string(),
  serviceType: z.number().int(),
  timeStart: clock('Start on the workplace clock.'),
  timeEnd: clock('End; at or before timeStart means the next day.'),
});

export const ManagerDayAnswer = answer(
  'ManagerDayAnswer',
  z.object({
    date: z.string().meta({ format: 'date', description: "Today on the workplace's clock." }),
    now: z.string().meta({ format: 'date-time', description: "The server's instant the answer was made at." }),
    time_zone: z.string().meta({ examples: ['Europe/London'] }),
    onNow: z.array(DayPersonAnswer).meta({
      description: "Planned on now, or still clocked in after their end; last night's shifts still running first, then by start and name.",
    }),
    next: z.array(DayPersonAnswer).meta({ description: 'Starting later today, by start.' }),
    openShifts: z.array(OpenDayShiftAnswer).meta({ description: 'Open shifts of today not yet over, by start.' }),
    cost: z
      .object({
        plannedPence: z.int().meta({
          description:
            "The whole day as planned, priced like getpayfordates: each shift counts on the day it starts, so last night's shift still running is yesterday's.",
        }),
        plannedSoFarPence: z.int().meta({ description: 'The planned time up to now (a planned break counts once its shift is over).' }),
        soFarPence: z.int().meta({
          description:
            'The time worked up to now, from the clocks (a clock-in still open runs to now) less clocked breaks (one still open up to now; a planned break not clocked counts at the clock-out), or a correction.',
        }),
        unpriced: z.boolean().meta({ description: "Someone's rate is unknown: their time is left out of the figures." }),
      })
      .meta({ description: "Today's labour cost in pence of the workplace's currency." }),
  }),
);

export const NoShowAnswer = answer('NoShowAnswer', z.object({ assignment_id: z.string().meta({ format: 'uuid' }) }));

export type ManagerDayRequest = z.input<typeof ManagerDayRequest>;
export type ManagerDayAnswer = z.output<typeof ManagerDayAnswer>;
export type DayPersonAnswer = z.output<typeof DayPersonAnswer>;
export type OpenDayShiftAnswer = z.output<typeof OpenDayShiftAnswer>;
export type NoShowRequest = z.input<typeof NoShowRequest>;
export type NoShowAnswer = z.output<typeof NoShowAnswer>;
