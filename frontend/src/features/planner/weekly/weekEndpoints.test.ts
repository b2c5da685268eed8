import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../lib/store';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { ALEX, ANCHOR, HARBOUR, SAM } from '../../../test/organisation-fixtures';
import { plannerApi } from '../api';
import { isoDateOf, startOfWeek, weekDays } from '../dates';
import { weekReadsOf } from '../startReads';
import { fakeRotaServer } from '../testing/fakeRotaServer';
// The session slice injects itself into the store when its module loads (lib/store.ts): load it before preloading a session.
import '../../auth/entry';

/** The endpoints own their optimism and name what they change: no caller patches the cache. */

const dates = weekDays(startOfWeek(dayjs())).map(isoDateOf);
const wednesday = dates[2];
const { week } = weekReadsOf(ANCHOR.workplace_id, dates, SESSION_USER.uid);
const { week: otherWeek } = weekReadsOf(HARBOUR.workplace_id, dates, SESSION_USER.uid);

async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Two workplaces' weeks in the cache (subscribed, as the planner and a second tab of it would hold them). */
async function weeksShown() {
  const server = fakeRotaServer({ workplaces: [ANCHOR, HARBOUR], employees: [SAM, ALEX] });
  server.seed(wednesday, 101, [[SAM.employee_id, '09:00:00', '12:00:00']]);
  const fetchMock = mockFetch(server.routes);
  const store = makeStore({ session: { user: SESSION_USER } });
  await Promise.all([
    store.dispatch(plannerApi.endpoints.getWeekShifts.initiate(week)),
    store.dispatch(plannerApi.endpoints.getWeekShifts.initiate(otherWeek)),
  ]);
  const cached = () => plannerApi.endpoints.getWeekShifts.select(week)(store.getState()).data!;
  const samsWednesday = () => cached().weekShifts[SAM.employee_id]?.[wednesday] ?? [];
  const weekReadsSince = (count: number) =>
    fetchMock.calls
      .slice(count)
      .filter((c) => c.path === '/shifts/getweeklyshifts')
      .map((c) => c.query.get('workplaceId'));
  return { server, fetchMock, store, samsWednesday, weekReadsSince };
}

describe('the weekly writes own their optimistic update (onQueryStarted)', () => {
  it('updateAssignmentTime shows the new times in the week at once, and takes them back on a refusal', async () => {
    const { server, store, samsWednesday } = await weeksShown();
    const assignmentId = server.assignments[0].assignment_id;
    server.refuseNext('PUT /assignments/updateassignmenttime', apiError(409, 'Assignment overlaps with an existing one.'));

    const sent = store.dispatch(
      plannerApi.endpoints.updateAssignmentTime.initiate({
        assignmentId,
        timeStart: '10:00:00',
        timeEnd: '13:00:00',
        userId: 'user-1',
        week,
      }),
    );
    expect(samsWednesday()).toEqual([expect.objectContaining({ assignment_id: assignmentId, time_start: '10:00:00', pending: true })]);

    await expect(sent.unwrap()).rejects.toMatchObject({ status: 409 });
    await settle();
    expect(samsWednesday()).toEqual([expect.objectContaining({ assignment_id: assignmentId, time_start: '09:00:00' })]);
    expect(samsWednesday()[0].pending).toBeUndefined();
  });

  it('deleteAssignment takes the row out at once; the server agreeing, the row stays out', async () => {
    const { server, store, samsWednesday } = await weeksShown();
    const assignmentId = server.assignments[0].assignment_id;
    const sent = store.dispatch(plannerApi.endpoints.deleteAssignment.initiate({ assignment_id: assignmentId, userId: 'user-1', week }));
    expect(samsWednesday()).toEqual([]);
    await sent.unwrap();
    await settle();
    expect(samsWednesday()).toEqual([]);
    expect(server.assignments).toEqual([]);
  });

  it("invalidates the changed workplace's weeks only, not every workplace's", async () => {
    const { server, fetchMock, store, weekReadsSince } = await weeksShown();
    const before = fetchMock.calls.length;
    await store
      .dispatch(
        plannerApi.endpoints.deleteAssignment.initiate({ assignment_id: server.assignments[0].assignment_id, userId: 'user-1', week }),
      )
      .unwrap();
    await settle();
    expect(weekReadsSince(before)).toEqual([ANCHOR.workplace_id]);
  });
});
