import type { FillCandidate, FillInput, FillSlot, FixedAssignment } from '../fill-types';

/** Hand-built fills for the engine's and the solver's tests: a London café, Barista (109) and Cook (103). */
export const BARISTA = 109;
export const COOK = 103;
export const LONDON = 'Europe/London';

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** 'HH:MM'-'HH:MM' as a span of the day; an end at or before the start is the next morning. */
export function span(start: string, end: string) {
  const startMinute = minuteOf(start);
  const endMinute = minuteOf(end) <= startMinute ? minuteOf(end) + 1440 : minuteOf(end);
  return { startMinute, endMinute };
}

export function slot(assignmentId: string, date: string, start: string, end: string, more: Partial<FillSlot> = {}): FillSlot {
  return {
    assignmentId,
    shiftId: `shift-${assignmentId}`,
    date,
    ...span(start, end),
    serviceType: BARISTA,
    breakMinutes: 0,
    employeeId: null,
    ...more,
  };
}

export function fixed(
  assignmentId: string,
  date: string,
  start: string,
  end: string,
  more: Partial<FixedAssignment> = {},
): FixedAssignment {
  return {
    assignmentId,
    date,
    ...span(start, end),
    breakMinutes: 0,
    here: false,
    workplaceName: 'Harbour Kiosk',
    timeZone: LONDON,
    ...more,
  };
}

export function candidate(employeeId: string, more: Partial<FillCandidate> = {}): FillCandidate {
  return {
    employeeId,
    displayName: employeeId[0].toUpperCase() + employeeId.slice(1),
    services: [BARISTA],
    availability: null,
    timeOff: [],
    dateOfBirth: '1990-01-01',
    rates: [{ ratePence: 1300, effectiveFrom: null }],
    contract: {},
    fixed: [],
    ...more,
  };
}

export function fillInput(slots: FillSlot[], candidates: FillCandidate[], more: Partial<FillInput> = {}): FillInput {
  return {
    workplaceId: 'cafe',
    workplaceName: 'Quay Café',
    timeZone: LONDON,
    currency: 'gbp',
    from: slots.map((s) => s.date).sort()[0] ?? '2026-12-07',
    to:
      slots
        .map((s) => s.date)
        .sort()
        .at(-1) ?? '2026-12-13',
    goal: 'cost',
    mayMoveOthers: false,
    slots,
    candidates,
    ...more,
  };
}

export const rate = (ratePence: number) => [{ ratePence, effectiveFrom: null }];

/** A deterministic shuffle (the same seed, the same order). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
