import { toWireTime } from '@rotaledger/contracts';
import type { FillCandidate, FillInput, FillSlot, FixedAssignment } from '@rotaledger/domain';

/**
 * A generated café week for the solver's tests and the bench: staff with one to three services,
 * availability (weekly windows and single dates), time off, contracts, dated rates (a rise
 * mid-week, a few below the minimum wage, a few under 18), breaks, an overnight shift on
 * Saturday, and other assignments at a second workplace. The same seed, the same week.
 */
export const CAFE_WEEK = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07'];
const SERVICES = [109, 103, 101, 108]; // Barista, Cook, Server, Cashier
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** [start, end, break] in minutes: morning, middle, evening, late, and the night (Saturday only). */
const SHIFT_TIMES: Array<[number, number, number]> = [
  [7 * 60, 15 * 60, 30],
  [10 * 60, 16 * 60, 0],
  [15 * 60, 23 * 60, 30],
  [17 * 60, 22 * 60, 0],
];
const NIGHT: [number, number, number] = [22 * 60, 30 * 60, 30];

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const clock = (m: number) => toWireTime(m, 'HH:MM');

export function cafeWeek(staff: number, seed = 1, openSlots = Math.min(120, staff * 3)): FillInput {
  const next = random(seed * 7919 + staff);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const candidates: FillCandidate[] = [];
  for (let i = 0; i < staff; i++) {
    const id = `e${String(i + 1).padStart(2, '0')}`;
    const services = [...new Set([pick(SERVICES), ...(next() < 0.6 ? [pick(SERVICES)] : []), ...(next() < 0.3 ? [pick(SERVICES)] : [])])];
    const young = next() < 0.1;
    const base = young ? 900 + Math.floor(next() * 200) : 1271 + Math.floor(next() * 500);
    const belowMinimum = !young && next() < 0.05;
    const rates = [
      { ratePence: belowMinimum ? 1200 : base, effectiveFrom: null },
      ...(next() < 0.3 ? [{ ratePence: base + 50, effectiveFrom: '2027-03-04' }] : []),
    ];
    const weekly: FillCandidate['availability'] extends infer A ? (A extends { weekly: infer W } ? W : never) : never = {};
    if (next() < 0.5) {
      for (const day of DAY_KEYS) {
        const r = next();
        if (r < 0.15) weekly[day] = [];
        else if (r < 0.4)
          weekly[day] = [{ from: clock(6 * 60 + Math.floor(next() * 4) * 60), to: clock(14 * 60 + Math.floor(next() * 10) * 60) }];
      }
    }
    const exceptions = next() < 0.2 ? [{ date: pick(CAFE_WEEK), windows: next() < 0.5 ? [] : [{ from: '12:00', to: '24:00' }] }] : [];
    const offStart = Math.floor(next() * 7);
    const timeOff = next() < 0.12 ? [{ from: CAFE_WEEK[offStart], to: CAFE_WEEK[Math.min(6, offStart + Math.floor(next() * 3))] }] : [];
    const contract: FillCandidate['contract'] = {};
    if (next() < 0.5) contract.minWeeklyHours = 8 + Math.floor(next() * 4) * 4;
    if (next() < 0.6) contract.maxWeeklyHours = Math.max(contract.minWeeklyHours ?? 0, 20 + Math.floor(next() * 5) * 4);
    if (next() < 0.3) contract.maxDaysPerWeek = 3 + Math.floor(next() * 3);
    const fixed: FixedAssignment[] = [];
    if (next() < 0.25) {
      const count = 1 + Math.floor(next() * 2);
      for (let k = 0; k < count; k++) {
        const [start, end, breakMinutes] = pick(SHIFT_TIMES);
        fixed.push({
          assignmentId: `${id}-kiosk-${k}`,
          date: pick(CAFE_WEEK),
          startMinute: start,
          endMinute: end,
          breakMinutes,
          here: false,
          workplaceName: 'Harbour Kiosk',
          timeZone: 'Europe/London',
        });
      }
    }
    candidates.push({
      employeeId: id,
      displayName: `Staff ${i + 1}`,
      services,
      availability: Object.keys(weekly).length || exceptions.length ? { weekly, exceptions } : null,
      timeOff,
      dateOfBirth: young ? '2010-06-15' : `19${80 + Math.floor(next() * 20)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
      rates,
      contract,
      fixed,
    });
  }
  const slots: FillSlot[] = [];
  for (let n = 0; n < openSlots; n++) {
    const date = CAFE_WEEK[n % 7];
    const [startMinute, endMinute, breakMinutes] = n === 5 ? NIGHT : pick(SHIFT_TIMES);
    const id = `a${String(n + 1).padStart(3, '0')}`;
    slots.push({
      assignmentId: id,
      shiftId: `s-${id}`,
      date,
      startMinute,
      endMinute,
      serviceType: pick(SERVICES),
      breakMinutes,
      employeeId: null,
    });
  }
  return {
    workplaceId: 'cafe',
    workplaceName: 'Quay Café',
    timeZone: 'Europe/London',
    currency: 'gbp',
    from: CAFE_WEEK[0],
    to: CAFE_WEEK[6],
    goal: 'cost',
    mayMoveOthers: false,
    slots,
    candidates,
  };
}
