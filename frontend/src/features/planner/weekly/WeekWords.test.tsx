import { configure, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import { fakeRotaServer } from '../testing/fakeRotaServer';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

const today = dayjs().startOf('day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const mondayOf = (d: dayjs.Dayjs) => d.subtract((d.day() + 6) % 7, 'day');
const sundayOf = (d: dayjs.Dayjs) => d.subtract(d.day(), 'day');

function open(date: dayjs.Dayjs, preferences: Partial<typeof PREFERENCES> = {}) {
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM, ALEX], preferences });
  const fetchMock = mockFetch(server.routes);
  renderApp(`/?date=${iso(date)}`, { user: SESSION_USER });
  return fetchMock;
}

/** The week header's words, beside the week's totals. */
const weekLabel = async () => {
  const total = await screen.findByText((_, element) => element?.classList.contains('weekly-week-total-label') ?? false);
  return total.textContent;
};

describe('Week words', () => {
  it.each([
    ['this week', 0, 'This week'],
    ['next week', 7, 'Next week'],
    ['last week', -7, 'Last week'],
  ])('calls %s by name', async (_, days, words) => {
    open(today.add(days, 'day'));
    await waitFor(async () => expect(await weekLabel()).toBe(words));
  });

  it('names any other week by its first day', async () => {
    const date = today.add(14, 'day');
    open(date);
    await waitFor(async () => expect(await weekLabel()).toBe(`Week of ${mondayOf(date).format('D MMM')}`));
  });

  it('starts the week on Sunday when the preference says so: the grid, the words and the week asked for', async () => {
    const fetchMock = open(today.add(14, 'day'), { week_start: 'sunday' });
    const sunday = sundayOf(today.add(14, 'day'));
    await waitFor(async () => expect(await weekLabel()).toBe(`Week of ${sunday.format('D MMM')}`));
    const days = screen.getAllByRole('columnheader').slice(1, 8);
    expect(days.map((d) => d.textContent)).toEqual(Array.from({ length: 7 }, (_, i) => sunday.add(i, 'day').format('dddD')));
    const weekCall = fetchMock.callsTo('GET /shifts/getweeklyshifts').at(-1)!;
    expect(JSON.stringify([...weekCall.query.entries()])).toContain(iso(sunday));
  });
});
