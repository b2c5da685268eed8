import { fillProblem } from './fill-problem';
import type { FillCandidate, FillInput, FillReason, FillSlot } from './fill-types';
import { PLAN_CONSTRAINTS } from './plan-constraints';
import { SLOT_CONSTRAINTS } from './slot-constraints';
import { candidate, COOK, fillInput, fixed, rate, slot } from './testing/fill-builders';

/** Every hard rule a person and a slot break, each constraint asked on its own. */
function brokenRules(input: FillInput): FillReason[] {
  const problem = fillProblem(input);
  const [person] = problem.people;
  const [facts] = problem.slots;
  const check = { input, candidate: person.candidate, slot: facts, plan: person.fixed };
  return [...SLOT_CONSTRAINTS.map((c) => c(check)), ...PLAN_CONSTRAINTS.map((c) => c(check))].filter((r): r is FillReason => r !== null);
}

const one = (s: FillSlot, c: FillCandidate, more: Partial<FillInput> = {}) => brokenRules(fillInput([s], [c], more));

// Mon 7 Dec 2026 .. Sun 13 Dec 2026.
describe('each hard rule, broken alone', () => {
  it('given a slot a person can take, when checked, then no rule is broken', () => {
    expect(one(slot('a1', '2026-12-09', '07:00', '15:00', { breakMinutes: 30 }), candidate('ann'))).toEqual([]);
  });

  it('the right service: a Cook slot for a barista', () => {
    expect(one(slot('a1', '2026-12-09', '07:00', '12:00', { serviceType: COOK }), candidate('ann'))).toEqual([
      { code: 'no-service', text: 'does not do Cook', figures: { serviceType: COOK } },
    ]);
  });

  it('not on time off', () => {
    const ann = candidate('ann', { timeOff: [{ from: '2026-12-08', to: '2026-12-10' }] });
    expect(one(slot('a1', '2026-12-09', '07:00', '12:00'), ann)).toEqual([
      { code: 'time-off', text: 'on time off', figures: { date: '2026-12-09' } },
    ]);
  });

  it('inside availability: a Wednesday window ending at 14:00', () => {
    const ann = candidate('ann', { availability: { weekly: { wed: [{ from: '07:00', to: '14:00' }] }, exceptions: [] } });
    expect(one(slot('a1', '2026-12-09', '07:00', '15:00', { breakMinutes: 30 }), ann).map((r) => [r.code, r.text])).toEqual([
      ['unavailable', 'available only until 14:00'],
    ]);
  });

  it("inside availability: a single date's exception replaces the weekday", () => {
    const ann = candidate('ann', {
      availability: { weekly: {}, exceptions: [{ date: '2026-12-09', windows: [{ from: '10:00', to: '18:00' }] }] },
    });
    expect(one(slot('a1', '2026-12-09', '07:00', '12:00'), ann).map((r) => r.text)).toEqual(['available only from 10:00']);
    const none = candidate('ann', { availability: { weekly: {}, exceptions: [{ date: '2026-12-09', windows: [] }] } });
    expect(one(slot('a1', '2026-12-09', '07:00', '12:00'), none).map((r) => r.text)).toEqual(['not available on 9 Dec']);
  });

  it('no overlap, another workplace included: already working 08:00–16:00 at Harbour Kiosk', () => {
    const ann = candidate('ann', { fixed: [fixed('k1', '2026-12-09', '08:00', '16:00', { breakMinutes: 30 })] });
    expect(one(slot('a1', '2026-12-09', '15:00', '19:00'), ann)).toEqual([
      {
        code: 'overlap',
        text: 'already working 08:00–16:00 at Harbour Kiosk',
        figures: { assignmentId: 'k1', date: '2026-12-09', workplaceName: 'Harbour Kiosk' },
      },
    ]);
  });

  it('no overlap in real instants: 15:00 in New York is 20:00 in London', () => {
    const ann = candidate('ann', {
      fixed: [fixed('k1', '2026-12-09', '14:00', '16:00', { timeZone: 'America/New_York', workplaceName: 'Pier 9' })],
    });
    expect(one(slot('a1', '2026-12-09', '19:00', '22:00'), ann).map((r) => r.text)).toEqual(['already working 14:00–16:00 at Pier 9']);
    expect(one(slot('a1', '2026-12-09', '12:00', '18:00'), ann)).toEqual([]);
  });

  it('11 h rest: would have 9 h rest before Sun 07:00', () => {
    const ann = candidate('ann', { fixed: [fixed('k1', '2026-12-12', '14:00', '22:00', { breakMinutes: 30 })] });
    expect(one(slot('a1', '2026-12-13', '07:00', '12:00'), ann)).toEqual([
      {
        code: 'rest',
        text: 'would have 9 h rest before Sun 07:00',
        figures: { restMinutes: 540, minRestMinutes: 660, date: '2026-12-13' },
      },
    ]);
  });

  it('11 h rest, after the slot too: the fixed shift is the later one', () => {
    const ann = candidate('ann', { fixed: [fixed('k1', '2026-12-10', '07:00', '12:00')] });
    expect(one(slot('a1', '2026-12-09', '17:00', '22:00'), ann).map((r) => r.text)).toEqual(['would have 9 h rest before Thu 07:00']);
  });

  it('48 h a week: would reach 50 h of at most 48', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'];
    const ann = candidate('ann', { fixed: days.map((d, i) => fixed(`k${i}`, d, '08:00', '19:00', { breakMinutes: 60 })) });
    expect(one(slot('a1', '2026-12-12', '08:00', '18:30', { breakMinutes: 30 }), ann)).toEqual([
      { code: 'weekly-hours', text: 'would reach 50 h of at most 48', figures: { weekMinutes: 3000, capMinutes: 2880 } },
    ]);
  });

  it("the break rule: a 7 h slot with a 15 min break is no one's", () => {
    expect(one(slot('a1', '2026-12-09', '07:00', '14:00', { breakMinutes: 15 }), candidate('ann'))).toEqual([
      {
        code: 'break',
        text: 'the 7 h shift has a 15 min break (at least 20 min over 6 h)',
        figures: { elapsedMinutes: 420, breakMinutes: 15, minBreakMinutes: 20 },
      },
    ]);
  });

  it('the minimum wage by date: £12.50 was enough in March 2026, not in April', () => {
    const ann = candidate('ann', { rates: rate(1250) });
    expect(one(slot('a1', '2026-03-31', '07:00', '12:00'), ann)).toEqual([]);
    expect(one(slot('a1', '2026-04-01', '07:00', '12:00'), ann)).toEqual([
      {
        code: 'minimum-wage',
        text: '£12.50/h is below the £12.71 minimum for 21 and over',
        figures: { ratePence: 1250, minimumPence: 1271, band: '21 and over' },
      },
    ]);
  });

  it('the minimum wage by age: £9.00 is enough at 17, not at 18', () => {
    const teen = candidate('tom', { rates: rate(900), dateOfBirth: '2008-12-10' });
    expect(one(slot('a1', '2026-12-09', '07:00', '12:00'), teen)).toEqual([]);
    expect(one(slot('a1', '2026-12-10', '07:00', '12:00'), teen).map((r) => r.code)).toEqual(['minimum-wage']);
  });

  it('a rate that day', () => {
    const ann = candidate('ann', { rates: [] });
    expect(one(slot('a1', '2026-12-09', '07:00', '12:00'), ann)).toEqual([
      { code: 'no-rate', text: 'has no hourly rate on 9 Dec', figures: { date: '2026-12-09' } },
    ]);
  });

  it('maxWeeklyHours: would reach 42 h of max 40', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'];
    const ann = candidate('ann', {
      contract: { maxWeeklyHours: 40 },
      fixed: days.map((d, i) => fixed(`k${i}`, d, '08:00', '17:00', { breakMinutes: 60 })),
    });
    expect(one(slot('a1', '2026-12-12', '08:00', '18:30', { breakMinutes: 30 }), ann)).toEqual([
      { code: 'max-weekly-hours', text: 'would reach 42 h of max 40', figures: { weekMinutes: 2520, capMinutes: 2400 } },
    ]);
  });

  it('maxDaysPerWeek: a sixth day, other workplaces counted', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
    const ann = candidate('ann', { contract: { maxDaysPerWeek: 5 }, fixed: days.map((d, i) => fixed(`k${i}`, d, '08:00', '12:00')) });
    expect(one(slot('a1', '2026-12-12', '08:00', '12:00'), ann)).toEqual([
      { code: 'max-days', text: 'would work 6 days of max 5', figures: { days: 6, maxDays: 5 } },
    ]);
    // A second shift on a day already worked is not a new day.
    expect(one(slot('a1', '2026-12-11', '13:00', '17:00'), ann)).toEqual([]);
  });

  describe('under 18 (born 10 Dec 2008: 17 until Thu 10 Dec 2026)', () => {
    const teen = (more: Partial<FillCandidate> = {}) => candidate('tom', { dateOfBirth: '2008-12-10', ...more });

    it('8 h a day: 5 h here after 3 h 30 elsewhere', () => {
      const tom = teen({ fixed: [fixed('k1', '2026-12-08', '07:00', '10:30')] });
      expect(one(slot('a1', '2026-12-08', '11:00', '16:00'), tom)).toEqual([
        {
          code: 'under-18-daily',
          text: 'under 18: would reach 8 h 30 on Tue of max 8',
          figures: { dayMinutes: 510, capMinutes: 480, date: '2026-12-08' },
        },
      ]);
    });

    it('40 h a week: would reach 42 h of max 40', () => {
      const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
      const tom = teen({ fixed: days.map((d, i) => fixed(`k${i}`, d, '09:00', '17:00')) });
      expect(one(slot('a1', '2026-12-05', '09:00', '11:00'), tom)).toEqual([
        { code: 'under-18-weekly', text: 'under 18: would reach 42 h of max 40', figures: { weekMinutes: 2520, capMinutes: 2400 } },
      ]);
    });

    it('12 h rest: 11 h 30 is too little at 17, enough at 18', () => {
      const tom = teen({ fixed: [fixed('k1', '2026-12-08', '15:00', '19:30')] });
      expect(one(slot('a1', '2026-12-09', '07:00', '12:00'), tom)).toEqual([
        {
          code: 'under-18-rest',
          text: 'under 18: would have 11 h 30 rest before Wed 07:00',
          figures: { restMinutes: 690, minRestMinutes: 720, date: '2026-12-09' },
        },
      ]);
      const older = teen({ fixed: [fixed('k1', '2026-12-09', '15:00', '19:30')] });
      expect(one(slot('a1', '2026-12-10', '07:00', '12:00'), older)).toEqual([]);
    });
  });
});
