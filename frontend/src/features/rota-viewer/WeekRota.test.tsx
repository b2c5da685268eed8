import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import type { SharedRotaWeek } from './types';
import { initialDayIndex, weekRangeText, weekRows } from './week';

const LINK = 'weekweekweekweekweekwk';
const DATES = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'];
const shift = (serviceType: number, ...assignments: [string, number, number, number, number][]) => ({
  serviceType,
  assignments: assignments.map(([employee_name, startHour, startMinute, endHour, endMinute]) => ({
    employee_name,
    startHour,
    startMinute,
    endHour,
    endMinute,
  })),
});

const WEEK: SharedRotaWeek = {
  workplace: 'The Anchor',
  weekStart: DATES[0],
  lastUpdated: '2026-12-06T18:30:00.000Z',
  days: DATES.map((date) => ({ date, shifts: [] })),
};
WEEK.days[0].shifts = [shift(101, ['zoë', 9, 0, 17, 0], ['Ann', 10, 0, 14, 0])];
WEEK.days[2].shifts = [shift(102, ['Ann', 18, 0, 23, 30]), shift(101, ['?', 12, 0, 15, 0])];
WEEK.days[4].shifts = [shift(110, ['Bob', 22, 0, 2, 0])];

function open(week: SharedRotaWeek = WEEK) {
  mockFetch({ [`GET /rotas/${LINK}`]: { body: week } });
  return renderApp(`/rota/${LINK}`, { user: null });
}

function stubScreen({ narrow }: { narrow: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query === '(max-width: 767px)' && narrow) || (query.includes('hover: none') && narrow),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Only the calendar is faked: timers (polling, user events) run as usual. */
const setToday = (isoDate: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${isoDate}T12:00:00`) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('week helpers', () => {
  it('makes one row per person, sorted by name, and keeps the open shifts apart', () => {
    const { people, open } = weekRows(WEEK.days);
    expect(people.map((row) => row.name)).toEqual(['Ann', 'Bob', 'zoë']);
    expect(people[0].days.map((entries) => entries.map((e) => e.times))).toEqual([['10:00–14:00'], [], ['18:00–23:30'], [], [], [], []]);
    expect(people[1].days[4]).toEqual([{ serviceType: 110, start: 1320, times: '22:00–02:00 +1' }]);
    expect(open?.days[2]).toEqual([{ serviceType: 101, start: 720, times: '12:00–15:00' }]);
  });

  it('opens on today when it is in the week, else on Monday', () => {
    expect(initialDayIndex(WEEK.days, '2026-12-10')).toBe(3);
    expect(initialDayIndex(WEEK.days, '2026-12-14')).toBe(0);
  });

  it('names the week by its dates', () => {
    expect(weekRangeText('2026-12-07', '2026-12-13')).toBe('7 – 13 December 2026');
    expect(weekRangeText('2026-11-30', '2026-12-06')).toBe('30 November – 6 December 2026');
    expect(weekRangeText('2026-12-28', '2027-01-03')).toBe('28 December 2026 – 3 January 2027');
  });
});

describe('A week link on a wide screen', () => {
  beforeEach(() => stubScreen({ narrow: false }));

  it('shows people × days with each assignment’s service and times, today’s column marked', async () => {
    setToday('2026-12-09');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Anchor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Week of 7 – 13 December 2026' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();

    const grid = screen.getByTestId('week-grid');
    const heads = within(grid).getAllByTestId('week-day-head');
    expect(heads.map((h) => h.textContent)).toEqual([
      'Mon7 Dec',
      'Tue8 Dec',
      'Wed9 DecToday',
      'Thu10 Dec',
      'Fri11 Dec',
      'Sat12 Dec',
      'Sun13 Dec',
    ]);
    expect(heads[2]).toHaveAttribute('aria-current', 'date');

    const rows = within(grid).getAllByTestId('week-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ann',
      'Bob',
      'zoë',
      'Open shiftsNobody on them yet',
    ]);
    const annCells = within(rows[0]).getAllByRole('cell');
    expect(annCells).toHaveLength(7);
    expect(annCells[0]).toHaveTextContent('🍽️ Server10:00–14:00');
    expect(annCells[2]).toHaveTextContent('18:00–23:30');
    expect(annCells[2]).toHaveClass('is-today');
    expect(within(rows[1]).getAllByRole('cell')[4]).toHaveTextContent('22:00–02:00 +1');
    expect(within(rows[3]).getAllByRole('cell')[2]).toHaveTextContent('12:00–15:00');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says NO ROTA FOUND when nothing is planned all week', async () => {
    open({ ...WEEK, days: DATES.map((date) => ({ date, shifts: [] })) });
    expect(await screen.findByText('NO ROTA FOUND')).toBeInTheDocument();
  });
});

describe('A week link on a phone', () => {
  beforeEach(() => stubScreen({ narrow: true }));

  it('opens on today’s tab and shows that day with the day viewer', async () => {
    setToday('2026-12-11');
    open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mon 7', 'Tue 8', 'Wed 9', 'Thu 10', 'Fri 11', 'Sat 12', 'Sun 13']);
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[4]).toHaveAccessibleName('Fri 11 December 2026, today');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Fri 11 December 2026, today');
    expect(within(panel).getByRole('heading', { name: 'Friday 11 December 2026' })).toBeInTheDocument();
    expect(within(panel).getByTestId('rota-bar')).toHaveAccessibleName('Bob, 22:00 - 02:00 +1');
    expect(within(panel).getByText('Tap an assignment to see details')).toBeInTheDocument();
    expect(screen.queryByTestId('week-grid')).not.toBeInTheDocument();
  });

  it('opens on Monday outside the week, and moves between days by tap and by arrow keys', async () => {
    setToday('2026-12-20');
    const { ui } = open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('rota-bar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'zoë, 09:00 - 17:00',
      'Ann, 10:00 - 14:00',
    ]);

    await ui.click(tabs[2]);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('rota-row').map((row) => row.getAttribute('aria-label'))).toEqual(['Kitchen Staff', 'Server']);

    await ui.keyboard('{ArrowRight}');
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[3]).toHaveFocus();
    expect(screen.getByText('Nothing planned on Thursday.')).toBeInTheDocument();
    await ui.keyboard('{End}');
    expect(tabs[6]).toHaveFocus();
    await ui.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await ui.keyboard('{ArrowLeft}');
    expect(tabs[6]).toHaveAttribute('aria-selected', 'true');
    await ui.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    // Only the chosen tab is in the page's tab order.
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
  });
});
