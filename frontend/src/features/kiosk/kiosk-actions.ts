import type { KioskClockRequest, KioskPageAnswer } from '@rotaledger/contracts';

export type Person = KioskPageAnswer['people'][number];
export type Status = Person['status'];
export type Action = KioskClockRequest['action'];

/** What a person may do next, by where they are. */
export const ACTIONS: Record<Status, { action: Action; label: string }[]> = {
  off: [{ action: 'in', label: 'Clock in' }],
  in: [
    { action: 'break-start', label: 'Start break' },
    { action: 'out', label: 'Clock out' },
  ],
  break: [
    { action: 'break-end', label: 'End break' },
    { action: 'out', label: 'Clock out' },
  ],
};
export const DONE: Record<Action, string> = {
  in: 'clocked in',
  'break-start': 'started a break',
  'break-end': 'ended the break',
  out: 'clocked out',
};
export const STATUS_AFTER: Record<Action, Status> = { in: 'in', 'break-start': 'break', 'break-end': 'in', out: 'off' };
export const STATUS_TEXT: Record<Status, string> = { off: 'Not clocked in', in: 'Clocked in', break: 'On a break' };
