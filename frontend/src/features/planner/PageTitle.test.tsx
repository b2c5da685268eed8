import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, HARBOUR, SAM } from '../../test/organisation-fixtures';
import type { Workplace } from '../profile';
import { plannerTitle } from './PlannerPage';
import { fakeRotaServer } from './testing/fakeRotaServer';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('./PlannerPage'), 60_000);

const ownTeam = { body: { businessName: 'Harbour Café', members: [], invitations: [] } };
const memberships = {
  body: [
    {
      ownerId: 'owner-9',
      ownerUsername: 'quay',
      ownerDisplayName: 'Jo Quay',
      businessName: 'The Quay Group',
      role: 'manager',
      workplaceIds: null,
    },
  ],
};

function start(workplaces: Workplace[], route: string) {
  const server = fakeRotaServer({ workplaces, employees: [SAM] });
  const fetchMock = mockFetch({ ...server.routes, 'GET /team': ownTeam, 'GET /team/memberships': memberships });
  return { fetchMock, ...renderApp(route, { user: SESSION_USER }) };
}

describe("The planner's tab title names the place and the business", () => {
  it("one's own workplace, weekly: 'Week of 7 Dec · Harbour Café · Rotaledger'", async () => {
    start([ANCHOR], '/?date=2026-12-09');
    await waitFor(() => expect(document.title).toBe('Week of 7 Dec · Harbour Café · Rotaledger'));
  });

  it("the daily view: 'Wed 9 Dec · Harbour Café · Rotaledger'", async () => {
    start([ANCHOR], '/?view=daily&date=2026-12-09');
    expect(await screen.findByRole('heading', { name: 'The Anchor' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wed 9 Dec · Harbour Café · Rotaledger'));
  });

  it("a team's workplace is titled with that team's business, not one's own", async () => {
    start([{ ...HARBOUR, ownerId: 'owner-9', role: 'manager' }], '/?date=2026-12-09');
    await waitFor(() => expect(document.title).toBe('Week of 7 Dec · The Quay Group · Rotaledger'));
  });

  it('counts the week from the week start chosen (Sunday)', () => {
    expect(plannerTitle('weekly', dayjs('2026-12-09'), 'sunday')).toBe('Week of 6 Dec');
    expect(plannerTitle('weekly', dayjs('2027-01-01'), 'monday')).toBe('Week of 28 Dec');
  });
});
