import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../lib/store';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import { plannerApi } from '../api';
import { isoDateOf, startOfWeek, weekDays } from '../dates';
import { weekReadsOf } from '../startReads';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import { placeAssignment } from './weekActions';
// The session slice injects itself into the store when its module loads (lib/store.ts): load it before preloading a session.
import '../../auth/entry';

const dates = weekDays(startOfWeek(dayjs())).map(isoDateOf);
const wednesday = dates[2];
const { week } = weekReadsOf(ANCHOR.workplace_id, dates, SESSION_USER.uid);
const nineToFive = { employeeId: SAM.employee_id, date: wednesday, serviceType: 101, startMinute: 9 * 60, endMinute: 17 * 60 };

/** Lets every request already started reach the fake server (which records it). */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** A store holding the week (with its totals) and the dates with shifts as the planner does (subscribed), and the fake server behind it. */
async function weekShown() {
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM, ALEX] });
  server.seed(wednesday, 101, [[ALEX.employee_id, '06:00:00', '08:00:00']]);
  server.seed(dates[4], 103, [[null, '12:00:00', '16:00:00']]);
  const fetchMock = mockFetch(server.routes);
  const store = makeStore({ session: { user: SESSION_USER } });
  await Promise.all([
    store.dispatch(plannerApi.endpoints.getWeekShifts.initiate(week)),
    store.dispatch(plannerApi.endpoints.getPopulatedDates.initiate({ workplaceId: ANCHOR.workplace_id, userId: SESSION_USER.uid })),
  ]);
  const cached = () => plannerApi.endpoints.getWeekShifts.select(week)(store.getState()).data!;
  const readsSince = (count: number) =>
    fetchMock.calls
      .slice(count)
      .filter((c) => c.method === 'GET')
      .map((c) => c.path);
  return { server, fetchMock, store, cached, readsSince };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('weekly save (placeAssignment)', () => {
  it('puts the server’s row in place of the pending one, keeps every other row’s objects, and reloads only after the next frame', async () => {
    const { fetchMock, store, cached, readsSince } = await weekShown();
    const before = cached();
    const callsBefore = fetchMock.calls.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });

    const placed = await placeAssignment(store.dispatch, week, nineToFive);
    await settle();

    const after = cached();
    expect(after.weekShifts[SAM.employee_id][wednesday]).toEqual([
      // Until the reload brings the break the server decided, the span stands in for the paid time.
      {
        assignment_id: placed.assignment_id,
        shift_id: placed.shift_id,
        time_start: '09:00:00',
        time_end: '17:00:00',
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 480,
      },
    ]);
    // Memoised rows compare by identity: the rows the save did not touch must be the same objects.
    expect(after.weekShifts[ALEX.employee_id]).toBe(before.weekShifts[ALEX.employee_id]);
    expect(after.openShifts).toBe(before.openShifts);
    // The saved row's frame comes first: no reload has been asked for yet.
    expect(readsSince(callsBefore)).toEqual([]);

    // The frame, then the first task after it.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    await settle();
    expect(readsSince(callsBefore).sort()).toEqual(['/shifts/getpopulateddates', '/shifts/getweeklyshifts']);
  });

  it('reloads even when no frame comes (a hidden tab)', async () => {
    const { fetchMock, store, readsSince } = await weekShown();
    const callsBefore = fetchMock.calls.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });

    await placeAssignment(store.dispatch, week, nineToFive);
    await settle();
    expect(readsSince(callsBefore)).toEqual([]);

    vi.advanceTimersByTime(200);
    await settle();
    expect(readsSince(callsBefore)).toContain('/shifts/getweeklyshifts');
  });

  it('takes the pending row out again when the server refuses, leaves the other rows alone, and reloads at once (the week once)', async () => {
    const { server, fetchMock, store, cached, readsSince } = await weekShown();
    server.refuseNext('POST /assignments/placeassignment', apiError(409, 'A day can have at most 50 shifts.'));
    const before = cached();
    const callsBefore = fetchMock.calls.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });

    await expect(placeAssignment(store.dispatch, week, nineToFive)).rejects.toMatchObject({
      data: { message: 'A day can have at most 50 shifts.' },
    });
    await settle();

    expect(cached().weekShifts[SAM.employee_id]?.[wednesday] ?? []).toEqual([]);
    expect(cached().weekShifts[ALEX.employee_id]).toBe(before.weekShifts[ALEX.employee_id]);
    expect(readsSince(callsBefore).sort()).toEqual(['/shifts/getpopulateddates', '/shifts/getweeklyshifts']);
  });
});
