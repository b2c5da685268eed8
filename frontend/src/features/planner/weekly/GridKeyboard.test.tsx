import { act, configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import { startOfWeek } from '../dates';
import { fakeRotaServer } from '../testing/fakeRotaServer';

/**
 * The weekly grid by keyboard (issue 29, point 8): the WAI-ARIA grid pattern with a roving
 * tabindex. One cell is in the tab order; arrows, Home/End and Ctrl+Home/End move it; Enter opens
 * the cell (an empty cell's time dialog, or into a cell's shifts); Escape leaves a cell's shifts
 * back to the cell, and a closed dialog gives focus back to the cell that opened it.
 */

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

const monday = startOfWeek(dayjs()).add(0, 'day');
const wednesday = monday.add(2, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

function start() {
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM, ALEX] });
  server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:30:00']]);
  mockFetch(server.routes);
  return renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER });
}

const cell = (employee: string, date: dayjs.Dayjs) =>
  screen.getAllByTestId('weekly-cell').find((c) => c.dataset.employee === employee && c.dataset.date === iso(date))!;
/** What Tab can reach inside the grid: the roving tab stop only. */
const tabStops = (grid: HTMLElement) => Array.from(grid.querySelectorAll<HTMLElement>('*')).filter((el) => el.tabIndex >= 0);

describe('Weekly grid: keyboard', () => {
  it('is a grid with one tab stop that arrows, Home/End and Ctrl+Home/End move', async () => {
    const { ui } = start();
    const grid = await screen.findByRole('grid', { name: /Assignments per employee/ });
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:30'));
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(9);
    expect(within(grid).getByRole('rowheader', { name: /Sam/ })).toBeInTheDocument();
    expect(within(grid).getAllByRole('gridcell').length).toBeGreaterThan(14);

    // One stop for the whole grid: the open shifts' Monday, where planning starts.
    const openMonday = screen.getAllByTestId('weekly-open-cell')[0];
    expect(tabStops(grid)).toEqual([openMonday]);
    act(() => openMonday.focus());

    // Rows run Open shifts, Alex, Sam (by name).
    await ui.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(cell('Sam', wednesday)).toHaveFocus();
    expect(tabStops(grid)).toEqual([cell('Sam', wednesday)]);
    await ui.keyboard('{ArrowUp}');
    expect(cell('Alex', wednesday)).toHaveFocus();
    // An empty cell is named for whose day it is, not by its "+"; a cell with shifts by them.
    expect(cell('Alex', wednesday)).toHaveAccessibleName(new RegExp(`^Alex, ${wednesday.format('dddd D MMMM')}: no shift\\.`));
    expect(cell('Sam', wednesday)).toHaveAccessibleName(/09:00/);

    await ui.keyboard('{Home}');
    expect(within(grid).getByRole('rowheader', { name: /Alex/ })).toHaveFocus();
    await ui.keyboard('{End}');
    expect(screen.getAllByTestId('weekly-employee-total').find((c) => c.dataset.employee === 'Alex')).toHaveFocus();
    await ui.keyboard('{Control>}{Home}{/Control}');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveFocus();
    // The edges hold: no wrapping past the first row or column.
    await ui.keyboard('{ArrowUp}{ArrowLeft}');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveFocus();
    await ui.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByTestId('weekly-grand-total')).toHaveFocus();
    expect(tabStops(grid)).toEqual([screen.getByTestId('weekly-grand-total')]);
  });

  it('Enter goes into a cell with shifts and Escape comes back; Enter on an empty cell opens its time dialog', async () => {
    const { ui } = start();
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:30'));
    act(() => cell('Sam', wednesday).focus());

    await ui.keyboard('{Enter}');
    const chip = screen.getByRole('button', { name: /^Edit Sam's shift on/ });
    expect(chip).toHaveFocus();
    // Inside a cell the arrows walk its controls: the shift, then its "+".
    await ui.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Add a shift for Sam on Wednesday/ })).toHaveFocus();
    await ui.keyboard('{ArrowUp}');
    expect(chip).toHaveFocus();
    await ui.keyboard('{Escape}');
    expect(cell('Sam', wednesday)).toHaveFocus();

    // An empty cell: Enter opens the New Shift dialog for that person and day.
    await ui.keyboard('{ArrowLeft}');
    expect(cell('Sam', wednesday.subtract(1, 'day'))).toHaveFocus();
    await ui.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New Shift' });
    expect(dialog).toHaveTextContent(wednesday.subtract(1, 'day').format('D MMMM'));
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell('Sam', wednesday.subtract(1, 'day'))).toHaveFocus();
  });

  it('keeps the controls inside cells out of the tab order, and a click moves the tab stop to its cell', async () => {
    const { ui } = start();
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:30'));
    for (const button of within(grid).getAllByRole('button')) expect(button).toHaveAttribute('tabindex', '-1');
    await ui.click(screen.getByRole('button', { name: /^Edit Sam's shift on/ }));
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tabStops(grid)).toEqual([cell('Sam', wednesday)]);
  });
});
