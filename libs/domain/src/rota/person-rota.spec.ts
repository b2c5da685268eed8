import type { RotaAssignment, RotaState } from './rota-state';
import { ClaimedDay, collidesElsewhere, claimedDaysNear, latestClaims, newlyHeldSpans, PENDING_CLAIM_MS, StoredClaim } from './person-rota';

const HARBOUR = 'harbour';
const QUAY = 'quay';
const at = (hh: number, mm = 0) => hh * 60 + mm;
const assignment = (assignmentId: string, employeeId: string | null, startMinute: number, endMinute: number): RotaAssignment => ({
  assignmentId,
  shiftId: 's1',
  employeeId,
  startMinute,
  endMinute,
  breakMinutes: 0,
  ownBreak: false,
});
const day = (...assignments: RotaAssignment[]) => ({ shifts: [], assignments }) as unknown as RotaState;

describe('newlyHeldSpans: the spans a decision gives each person anew', () => {
  it('names a new assignment, a re-timed one and a reassigned one; not an unchanged, shortened-away or open one', () => {
    const before = day(
      assignment('a1', 'ann', at(9), at(12)),
      assignment('a2', 'ann', at(13), at(15)),
      assignment('a3', 'bob', at(9), at(10)),
    );
    const after = day(
      assignment('a1', 'ann', at(9), at(12)), // unchanged
      assignment('a2', 'ann', at(13), at(16)), // re-timed
      assignment('a3', 'cy', at(9), at(10)), // reassigned
      assignment('a4', 'ann', at(17), at(18)), // new
      assignment('a5', null, at(9), at(17)), // open
    );
    const held = newlyHeldSpans(before, after);
    expect([...held.keys()].sort()).toEqual(['ann', 'cy']);
    expect(held.get('ann')!.map((a) => a.assignmentId)).toEqual(['a2', 'a4']);
    expect(held.get('cy')!.map((a) => a.assignmentId)).toEqual(['a3']);
    expect(newlyHeldSpans(before, day(assignment('a1', 'ann', at(9), at(12))))).toEqual(new Map());
  });
});

describe('collidesElsewhere: the overlap rule across streams', () => {
  const here = { workplaceId: HARBOUR, rotaDate: '2026-06-02' };
  const now = new Date('2026-06-01T10:00:00.000Z');
  const claim = (over: Partial<StoredClaim> = {}): StoredClaim => ({
    assignmentId: 'q1',
    workplaceId: QUAY,
    rotaDate: '2026-06-02',
    startMinute: at(9),
    endMinute: at(12),
    at: '2026-06-01T09:59:50.000Z',
    position: 100,
    ...over,
  });
  const quay = (lastPosition: number, ...assignments: RotaAssignment[]): ClaimedDay => ({
    workplaceId: QUAY,
    rotaDate: '2026-06-02',
    lastPosition,
    assignments,
  });
  const check = (over: Partial<Parameters<typeof collidesElsewhere>[0]>) =>
    collidesElsewhere({
      employeeId: 'ann',
      here,
      spans: [{ assignmentId: 'h1', startMinute: at(11), endMinute: at(14) }],
      claims: [],
      claimedDays: [],
      unclaimedDays: [],
      counts: () => true,
      now,
      ...over,
    });

  it('judges a landed claim by its day as the log folds it now: held 09:00-12:00 collides with 11:00-14:00, given to Bob it does not', () => {
    expect(check({ claims: [claim()], claimedDays: [quay(101, assignment('q1', 'ann', at(9), at(12)))] })).toBe(true);
    expect(check({ claims: [claim()], claimedDays: [quay(101, assignment('q1', 'bob', at(9), at(12)))] })).toBe(false);
    // Re-timed there to 08:00-11:00 since: it no longer collides.
    expect(check({ claims: [claim()], claimedDays: [quay(105, assignment('q1', 'ann', at(8), at(11)))] })).toBe(false);
  });

  it('lets a claim with nothing after it in its day bind with its own span for PENDING_CLAIM_MS, then not', () => {
    expect(check({ claims: [claim()], claimedDays: [quay(90)] })).toBe(true);
    expect(check({ claims: [claim()], claimedDays: [] })).toBe(true);
    const old = new Date(Date.parse('2026-06-01T09:59:50.000Z') + PENDING_CLAIM_MS);
    expect(check({ claims: [claim()], claimedDays: [quay(90)], now: old })).toBe(false);
    // Another write to that day after the claim: the claim's own append can no longer land as it was decided.
    expect(check({ claims: [claim()], claimedDays: [quay(120)] })).toBe(false);
  });

  it("puts the day before's overnight shift on this day's clock: 22:00-06:00 collides with 05:00-08:00", () => {
    const overnight = claim({ rotaDate: '2026-06-01', startMinute: at(22), endMinute: at(30) });
    const yesterday: ClaimedDay = {
      workplaceId: QUAY,
      rotaDate: '2026-06-01',
      lastPosition: 101,
      assignments: [assignment('q1', 'ann', at(22), at(30))],
    };
    const early = [{ assignmentId: 'h1', startMinute: at(5), endMinute: at(8) }];
    expect(check({ spans: early, claims: [overnight], claimedDays: [yesterday] })).toBe(true);
    expect(
      check({ spans: [{ assignmentId: 'h1', startMinute: at(6), endMinute: at(8) }], claims: [overnight], claimedDays: [yesterday] }),
    ).toBe(false);
  });

  it('reads shifts placed before claims existed from the read model, unless the log knows them', () => {
    const readModelDay = {
      workplaceId: QUAY,
      rotaDate: '2026-06-02',
      assignments: [{ assignmentId: 'old', employeeId: 'ann', startMinute: at(10), endMinute: at(12) }],
    };
    expect(check({ unclaimedDays: [readModelDay] })).toBe(true);
    // The stream claimed it since (and the day now gives it to Bob): the copy is not believed.
    expect(
      check({
        claims: [claim({ assignmentId: 'old' })],
        claimedDays: [quay(101, assignment('old', 'bob', at(10), at(12)))],
        unclaimedDays: [readModelDay],
      }),
    ).toBe(false);
    // A day the log folded is never judged by its copy.
    expect(
      check({ claims: [claim()], claimedDays: [quay(101, assignment('q1', 'bob', at(9), at(12)))], unclaimedDays: [readModelDay] }),
    ).toBe(false);
    // Not where the person no longer counts (removed, say).
    expect(check({ unclaimedDays: [readModelDay], counts: () => false })).toBe(false);
  });

  it("never collides with the decision's own assignments, nor with the same workplace's same day (that stream decides)", () => {
    expect(check({ claims: [claim({ assignmentId: 'h1' })], claimedDays: [quay(90)] })).toBe(false);
    expect(claimedDaysNear([claim({ workplaceId: HARBOUR })], here)).toEqual([]);
    expect(claimedDaysNear([claim(), claim({ rotaDate: '2026-06-03' }), claim({ rotaDate: '2026-06-04' })], here)).toEqual([
      { workplaceId: QUAY, rotaDate: '2026-06-02' },
      { workplaceId: QUAY, rotaDate: '2026-06-03' },
    ]);
  });

  it('keeps the latest claim of each assignment', () => {
    const event = (assignmentId: string, startMinute: number, position: number) => ({
      type: 'PersonShiftClaimed' as const,
      data: { assignmentId, workplaceId: QUAY, rotaDate: '2026-06-02', startMinute, endMinute: at(12) },
      metadata: { at: '2026-06-01T09:00:00.000Z' },
      position,
    });
    expect(
      latestClaims([event('q1', at(9), 1), event('q2', at(8), 2), event('q1', at(10), 3)]).map((c) => [
        c.assignmentId,
        c.startMinute,
        c.position,
      ]),
    ).toEqual([
      ['q1', at(10), 3],
      ['q2', at(8), 2],
    ]);
  });
});
