import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { setTestDate } from '../../test/clock';
import { mockFetch } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, HARBOUR, SAM } from '../../test/organisation-fixtures';
import type { Workplace } from '../profile';
import { formatDayHeading, formatWeekHeading } from './dates';
import { planningHorizon } from '@rotaledger/domain';
import { fakeRotaServer } from './testing/fakeRotaServer';

function start(workplaces: Workplace[], route = '/') {
  const server = fakeRotaServer({ workplaces, employees: [SAM] });
  const fetchMock = mockFetch(server.routes);
  return { server, fetchMock, ...renderApp(route, { user: SESSION_USER }) };
}

describe('Planner page', () => {
  it('asks for a workplace first', async () => {
    start([]);
    expect(await screen.findByText('You need to create a workplace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('titles the planner with the workplace and rotates through several', async () => {
    const { ui } = start([ANCHOR, HARBOUR]);
    expect(await screen.findByRole('heading', { name: 'The Anchor' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Switch workplace (1 of 2)' }));
    expect(await screen.findByRole('heading', { name: 'Harbour Bar' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Switch workplace (2 of 2)' }));
    expect(await screen.findByRole('heading', { name: 'The Anchor' })).toBeInTheDocument();
  });

  it('prints the weekly view and the daily view from the same Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { ui } = start([ANCHOR]);
    expect(await screen.findByRole('region', { name: 'Weekly rota' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Print' }));
    await ui.click(within(screen.getByRole('dialog', { name: 'Print the rota' })).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await ui.click(screen.getByRole('button', { name: 'Daily' }));
    await ui.click(await screen.findByRole('button', { name: 'Print' }));
    await ui.click(within(screen.getByRole('dialog', { name: 'Print the rota' })).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  });

  it("brings the header's Planner link back to the week last viewed", async () => {
    const { ui, location } = start([ANCHOR]);
    const nextWeek = dayjs().add(7, 'day');
    expect(await screen.findByText(formatWeekHeading(dayjs()))).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText(formatWeekHeading(nextWeek))).toBeInTheDocument();
    const header = screen.getByRole('navigation', { name: 'Main' });
    await ui.click(within(header).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    await ui.click(within(header).getByRole('link', { name: 'Planner' }));
    expect(await screen.findByText(formatWeekHeading(nextWeek))).toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('has no rotate control with a single workplace', async () => {
    start([ANCHOR]);
    expect(await screen.findByRole('heading', { name: 'The Anchor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch workplace/ })).not.toBeInTheDocument();
  });

  it('moves a week at a time in weekly view and a day at a time in daily view', async () => {
    const { ui } = start([ANCHOR]);
    const today = dayjs();
    expect(await screen.findByText(formatWeekHeading(today))).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText(formatWeekHeading(today.add(7, 'day')))).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Previous week' }));

    await ui.click(screen.getByRole('button', { name: 'Daily' }));
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(formatDayHeading(today))).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByText(formatDayHeading(today.subtract(1, 'day')))).toBeInTheDocument();
  });

  it('opens every day up to the planning horizon the server keeps, and no further', async () => {
    const limit = dayjs(planningHorizon(dayjs().format('YYYY-MM-DD')));
    const { ui } = start([ANCHOR], `/?view=daily&date=${limit.add(3, 'day').format('YYYY-MM-DD')}`);
    expect(await screen.findByText(formatDayHeading(limit))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });

  it('walks week by week to the week that ends on the horizon (52 weeks after this one)', async () => {
    const { ui } = start([ANCHOR], '/');
    const next = await screen.findByRole('button', { name: 'Next week' });
    for (let i = 0; i < 52; i++) await ui.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByTestId('date-display')).toHaveTextContent(formatWeekHeading(dayjs(planningHorizon(dayjs().format('YYYY-MM-DD')))));
  });

  it('keeps a date from the address inside the range', async () => {
    start([ANCHOR], '/?view=daily&date=1999-01-01');
    expect(await screen.findByText(formatDayHeading(dayjs().subtract(2, 'month')))).toBeInTheDocument();
  });

  it('opens a Monday-first calendar with dots on days that have shifts', async () => {
    const today = dayjs();
    const { server, ui } = start([ANCHOR], '/?view=daily');
    server.seed(today.format('YYYY-MM-DD'), 101, [['e-sam', '09:00:00', '10:00:00']]);
    await ui.click(await screen.findByRole('button', { name: /Choose a date/ }));
    const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(within(calendar).getByLabelText('Month')).toHaveValue(String(today.month()));
    expect(within(calendar).getByLabelText('Year')).toHaveValue(String(today.year()));
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: `${today.format('dddd D MMMM YYYY')}, has shifts` })).toBeInTheDocument(),
    );
    const saturday = within(calendar)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-label')?.startsWith('Saturday'))!;
    expect(saturday).toHaveClass('is-weekend');

    // Far past days cannot be chosen.
    const farPast = today.subtract(2, 'month').subtract(1, 'day');
    await ui.selectOptions(within(calendar).getByLabelText('Year'), String(farPast.year()));
    await ui.selectOptions(within(calendar).getByLabelText('Month'), String(farPast.month()));
    const beyond = within(calendar).queryByRole('button', { name: farPast.format('dddd D MMMM YYYY') });
    expect(beyond).toBeDisabled();

    await ui.click(within(calendar).getByRole('button', { name: 'Today' }));
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument();
    expect(screen.getByText(formatDayHeading(today))).toBeInTheDocument();
  });

  it('on the 1st of a month, offers the range from two months back and no month before it', async () => {
    setTestDate('2026-12-01T09:00');
    const { ui } = start([ANCHOR], '/?view=daily');
    await ui.click(await screen.findByRole('button', { name: /Choose a date/ }));
    const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    await ui.selectOptions(within(calendar).getByLabelText('Month'), String(dayjs('2026-10-01').month()));
    expect(within(calendar).getByRole('option', { name: 'September' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Thursday 1 October 2026' })).toBeEnabled();
  });

  it('highlights the whole week and offers This Week in weekly view', async () => {
    const { ui } = start([ANCHOR]);
    await ui.click(await screen.findByRole('button', { name: /Choose a date/ }));
    const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    const selected = within(calendar).getAllByRole('button', { pressed: true });
    expect(selected).toHaveLength(7);
    expect(selected[0]).toHaveAccessibleName(/^Monday/);
    expect(within(calendar).getByRole('button', { name: 'This Week' })).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument();
  });
});

describe('Planner page in a team', () => {
  const teamWorkplace = (workplace: Workplace, role: 'manager' | 'auditor') => ({ ...workplace, ownerId: 'owner-9', role }) as Workplace;
  const memberships = {
    body: [
      {
        ownerId: 'owner-9',
        ownerUsername: 'harbour',
        ownerDisplayName: 'Hal Bour',
        businessName: 'Harbour Group',
        role: 'manager',
        workplaceIds: null,
      },
    ],
  };

  function startInTeam(workplaces: Workplace[]) {
    const server = fakeRotaServer({ workplaces, employees: [SAM] });
    const fetchMock = mockFetch({ ...server.routes, 'GET /team/memberships': memberships });
    return { server, fetchMock, ...renderApp('/', { user: SESSION_USER }) };
  }

  it('groups the workplaces by team and switches between them', async () => {
    const { ui } = startInTeam([ANCHOR, teamWorkplace(HARBOUR, 'manager')]);
    const switcher = await screen.findByRole('combobox', { name: 'Workplace' });
    await waitFor(() => expect(within(switcher).getByRole('group', { name: 'Harbour Group — manager' })).toBeInTheDocument());
    expect(within(within(switcher).getByRole('group', { name: 'Your workplaces' })).getByRole('option')).toHaveTextContent('The Anchor');
    await ui.selectOptions(switcher, 'Harbour Bar');
    expect(await screen.findByRole('heading', { name: 'Harbour Bar' })).toBeInTheDocument();
    expect(screen.queryByText('View only')).not.toBeInTheDocument();
  });

  it('shows an auditor the week and the day with nothing to change, and says it is view only', async () => {
    const { ui } = startInTeam([teamWorkplace(ANCHOR, 'auditor')]);
    expect(await screen.findByText('View only')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Weekly rota' })).toBeInTheDocument();
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add a shift for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add an open shift/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy week…' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Daily' }));
    expect(await screen.findByRole('region', { name: /^Daily rota for/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Shift/ })).not.toBeInTheDocument();
  });
});
