import { WORKPLACE_NOT_FOUND } from '../shared/live-workplace';

/** A guard against runaway clients; a real day has a handful of service rows. */
export const MAX_SHIFTS_PER_DAY = 50;
/**
 * The same guard for a day's assignments (40 employees on split shifts, and open shifts beside
 * them, stay well inside it). A day is one stream and one read-model document, rewritten with
 * each of its events: its size bounds the work of every write to it.
 */
export const MAX_ASSIGNMENTS_PER_DAY = 200;
/** The same guard for a day's staff requests (claims and swaps, decided ones included). */
export const MAX_REQUESTS_PER_DAY = 400;
/** What one copy request may write at most: its source assignments times their target days. */
export const MAX_ASSIGNMENTS_PER_COPY = 5000;

export const ROTA_MESSAGES = {
  missingShiftData: 'Missing required shift data: date, serviceType, or workplaceId.',
  invalidDate: 'The date must be a real date in the form yyyy-mm-dd.',
  workplaceNotFound: WORKPLACE_NOT_FOUND,
  shiftNotFound: 'Shift not found.',
  assignmentNotFound: 'Assignment not found.',
  employeeNotFound: 'Employee not found.',
  serviceNotOffered: "The service type must be one of the workplace's services.",
  employeeElsewhere: 'The employee does not work at this workplace.',
  shiftExists: 'This shift already exists.',
  assignmentExists: 'This assignment already exists.',
  tooManyShifts: `A day can have at most ${MAX_SHIFTS_PER_DAY} shifts.`,
  tooManyAssignments: `A day can have at most ${MAX_ASSIGNMENTS_PER_DAY} assignments.`,
  copyTooLarge: `A copy can write at most ${MAX_ASSIGNMENTS_PER_COPY.toLocaleString('en-GB')} assignments. Copy fewer days or weeks at a time.`,
  notQuarterHour: 'Times must be on the quarter hour.',
  endBeforeStart: 'The end time must be after the start time.',
  /** A representative example (the API's refusal lists): the real text is `outsideRotaHoursMessage`'s, naming the hour. */
  outsideRotaHours: "This workplace's rota ends at 23:00. Change its hours under Profile → Edit workplace.",
  rowOverlap: 'Assignment overlaps with an existing one.',
  employeeBusy: 'Employee is already assigned to another shift at this time.',
  timeOverlap: 'Time overlaps another shift.',
  alreadyOnRota: 'Already on the rota.',
  shiftNoLongerOpen: 'This shift is no longer open.',
  pastShift: 'This shift is in the past.',
  notTheirService: 'The employee does not do this service.',
  alreadyClaimed: 'You have already asked for this shift.',
  requestNotFound: 'Request not found.',
  alreadyDecided: 'This request has already been decided.',
  alreadyOffered: 'This shift is already offered for a swap.',
  alreadyCovered: 'Someone has already offered to cover this shift.',
  ownSwap: 'You cannot cover your own shift.',
  nobodyCovers: 'Nobody has offered to cover this shift yet.',
  swapChanged: 'This shift has changed since it was offered.',
  swapAlreadyAccepted: 'A colleague has already offered to cover this shift, so it can no longer be withdrawn. Ask your manager.',
  tooManyRequests: `A day can have at most ${MAX_REQUESTS_PER_DAY} requests.`,
} as const;
