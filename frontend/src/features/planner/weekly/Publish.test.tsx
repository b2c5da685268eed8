import { configure, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import type { Workplace } from '../../profile';
import { startOfWeek } from '../dates';
import { fakeRotaServer } from '../testing/fakeRotaServer';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

const monday = startOfWeek(dayjs());
const wednesday = monday.add(2, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const ON_PUBLISH: Workplace = { ...ANCHOR, publishMode: 'on-publish' };

/** The publication routes as the server answers them: every placement is a change staff do not see yet. */
function setup(workplace: Workplace, publishAnswer = { changedEmployees: 3, notified: 2 }) {
  const server = fakeRotaServer({ workplaces: [workplace], employees: [SAM, ALEX] });
  let unpublished = 2;
  const fetchMock = mockFetch({
    ...server.routes,
    'POST /assignments/placeassignment': (call: RecordedCall) => {
      unpublished += 1;
      return server.routes['POST /assignments/placeassignment'](call);
    },
    'GET /rota/publication': () => ({
      body: { publishMode: workplace.publishMode ?? 'live', publishedAt: null, unpublishedChanges: unpublished },
    }),
    'POST /rota/publish': () => {
      unpublished = 0;
      return { status: 201, body: { publishedAt: '2026-11-27T08:00:00.000Z', ...publishAnswer } };
    },
  });
  return { fetchMock, app: renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER }) };
}

describe('Weekly view: publishing the week', () => {
  it('shows an on-publish week’s unpublished changes, publishes it in one click and says who was told', async () => {
    const { fetchMock, app } = setup(ON_PUBLISH);
    expect(await screen.findByText('2 unpublished changes')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /rota/publication')[0].query.toString()).toBe(
      new URLSearchParams({ workplaceId: 'w-anchor', weekStart: iso(monday), userId: 'user-1' }).toString(),
    );
    await app.ui.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText("Published. 3 people's shifts changed; 2 e-mailed.")).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/publish')[0].body).toEqual({ workplaceId: 'w-anchor', weekStart: iso(monday), userId: 'user-1' });
    expect(await screen.findByText('All changes published')).toBeInTheDocument();
  });

  it('counts a change as soon as it is made', async () => {
    const { app } = setup(ON_PUBLISH);
    expect(await screen.findByText('2 unpublished changes')).toBeInTheDocument();
    await app.ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${wednesday.format('dddd D MMMM')}` }));
    await app.ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('3 unpublished changes')).toBeInTheDocument();
  });

  it('offers a live workplace a quieter "Notify staff" on the same route, and never asks for the count', async () => {
    const { fetchMock, app } = setup(ANCHOR);
    await app.ui.click(await screen.findByRole('button', { name: 'Notify staff' }));
    expect(await screen.findByText('2 people e-mailed about their changed shifts.')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/publish')[0].body).toEqual({ workplaceId: 'w-anchor', weekStart: iso(monday), userId: 'user-1' });
    expect(fetchMock.callsTo('GET /rota/publication')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('says so when nobody’s shifts changed since they were last told', async () => {
    const { app } = setup(ANCHOR, { changedEmployees: 0, notified: 0 });
    await app.ui.click(await screen.findByRole('button', { name: 'Notify staff' }));
    expect(await screen.findByText("Nobody's shifts changed since they were last told.")).toBeInTheDocument();
  });

  it('shows an auditor neither Publish nor Notify staff', async () => {
    setup({ ...ON_PUBLISH, role: 'auditor' });
    expect(await screen.findByText('View only')).toBeInTheDocument();
    await screen.findAllByTestId('weekly-cell');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify staff' })).not.toBeInTheDocument();
    expect(screen.queryByText(/unpublished/)).not.toBeInTheDocument();
  });
});
