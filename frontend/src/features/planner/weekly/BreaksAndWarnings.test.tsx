import { configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { BREAK_MESSAGES } from '@rotaledger/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM, employee } from '../../../test/organisation-fixtures';
import type { Employee, Workplace } from '../../profile';
import { startOfWeek } from '../dates';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import type { WeekWarning } from '../types';

// Issue 28 on the weekly grid: unpaid breaks shown and set, totals from paid minutes, and the week's warnings.

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

const wednesday = startOfWeek(dayjs()).add(2, 'day');
const thursday = wednesday.add(1, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const ANN = employee({ employee_id: 'e-ann', display_name: 'Ann', first_name: 'Ann', surname: 'Lee', rate: 12 });
const RULES = [{ afterHours: 6, unpaidMinutes: 30 }];

function setup({
  workplace = ANCHOR,
  employees = [SAM, ALEX],
  warnings,
}: { workplace?: Workplace; employees?: Employee[]; warnings?: WeekWarning[] } = {}) {
  const server = fakeRotaServer({ workplaces: [workplace], employees, warnings });
  const start = () => {
    const fetchMock = mockFetch(server.routes);
    return { ...renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER }), fetchMock };
  };
  return { server, start };
}

const cell = (who: string, date: dayjs.Dayjs) =>
  screen.getAllByTestId('weekly-cell').find((c) => c.dataset.employee === who && c.dataset.date === iso(date))!;
const dialog = () => screen.getByRole('dialog');
const radio = (name: RegExp) => within(dialog()).getByRole('radio', { name });
const minutesInput = () => within(dialog()).getByLabelText('Break minutes');

describe('Weekly view: unpaid breaks', () => {
  it('shows the break on the chip and counts paid hours: 07:00-15:00 with a 30 min break at £12.00 is 7 h 30, £90.00', async () => {
    const { server, start } = setup({ employees: [ANN] });
    server.seed(iso(wednesday), 101, [['e-ann', '07:00:00', '15:00:00', { minutes: 30 }]]);
    start();
    await waitFor(() => expect(cell('Ann', wednesday)).toHaveTextContent('07:00-15:00'));
    expect(within(cell('Ann', wednesday)).getByText('30 min break')).toBeInTheDocument();
    expect(within(cell('Ann', wednesday)).getByRole('button', { name: /07:00-15:00, 30 min break$/ })).toBeInTheDocument();
    const total = screen.getAllByTestId('weekly-employee-total').find((t) => t.dataset.employee === 'Ann')!;
    await waitFor(() => expect(total).toHaveTextContent('7h 30m'));
    expect(total).toHaveTextContent('£90.00');
    expect(within(cell('Ann', wednesday)).getByTestId('weekly-cell-cost')).toHaveTextContent('£90.00');
    const day = screen.getAllByTestId('weekly-day-total').find((t) => t.dataset.date === iso(wednesday))!;
    expect(day).toHaveTextContent('7h 30m');
    expect(day).toHaveTextContent('£90.00');
    expect(screen.getByTestId('weekly-grand-total')).toHaveTextContent('7h 30m£90.00');
  });

  it('New Shift: the break follows the workplace’s rules unless set; an own break is sent as breakMinutes', async () => {
    const { start } = setup({ workplace: { ...ANCHOR, breakRules: RULES } });
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${wednesday.format('dddd D MMMM')}` }));
    expect(within(dialog()).getByRole('group', { name: 'Break' })).toHaveTextContent('As the workplace’s rules (30 min for 8 h)');
    expect(radio(/As the workplace’s rules/)).toBeChecked();
    expect(minutesInput()).toBeDisabled();
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).not.toHaveProperty('breakMinutes');
    await waitFor(() => expect(within(cell('Sam', wednesday)).getByText('30 min break')).toBeInTheDocument());

    await ui.click(screen.getByRole('button', { name: `Add a shift for Alex on ${thursday.format('dddd D MMMM')}` }));
    await ui.click(radio(/Set for this shift/));
    await ui.clear(minutesInput());
    await ui.type(minutesInput(), '45');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(2));
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[1].body).toEqual({
      workplaceId: 'w-anchor',
      date: iso(thursday),
      serviceType: 103,
      employeeId: 'e-alex',
      timeStart: '09:00:00',
      timeEnd: '17:00:00',
      userId: 'user-1',
      breakMinutes: 45,
    });
    await waitFor(() => expect(within(cell('Alex', thursday)).getByText('45 min break')).toBeInTheDocument());
  });

  it('Edit Shift: shows an own break, sends null to go back to the rules, nothing when unchanged, and shows refusals', async () => {
    const { server, start } = setup({ workplace: { ...ANCHOR, breakRules: RULES } });
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00', { minutes: 45, own: true }]]);
    const { ui, fetchMock } = start();
    const bodies = () => fetchMock.callsTo('PUT /assignments/updateassignmenttime').map((c) => c.body);
    const edit = async () => ui.click(await screen.findByRole('button', { name: /Edit Sam's shift .* 09:00-1[78]:00/ }));
    const save = () => ui.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await edit();
    expect(within(dialog()).getByText(/Now: 45 min break \(set on this shift\)\./)).toBeInTheDocument();
    expect(radio(/Set for this shift/)).toBeChecked();
    expect(minutesInput()).toHaveValue(45);
    // A new time keeps the own break: nothing about it is sent.
    await ui.selectOptions(within(dialog()).getByLabelText('End hour'), '18');
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({ assignmentId: expect.any(String), timeStart: '09:00:00', timeEnd: '18:00:00', userId: 'user-1' });

    await edit();
    await ui.click(radio(/As the workplace’s rules/));
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ timeStart: '09:00:00', timeEnd: '18:00:00', breakMinutes: null });
    await waitFor(() => expect(within(cell('Sam', wednesday)).getByText('30 min break')).toBeInTheDocument());

    await edit();
    expect(within(dialog()).getByText(/Now: 30 min break \(the workplace’s rules\)\./)).toBeInTheDocument();
    await ui.click(radio(/Set for this shift/));
    await ui.clear(minutesInput());
    await ui.type(minutesInput(), '200');
    await save();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(BREAK_MESSAGES.breakMinutes);
    expect(bodies()).toHaveLength(2);

    // The server's own refusals, word for word.
    await ui.clear(minutesInput());
    await ui.type(minutesInput(), '0');
    server.refuseNext('PUT /assignments/updateassignmenttime', apiError(400, BREAK_MESSAGES.breakTooLong));
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The break must be shorter than the shift.');
    server.refuseNext(
      'PUT /assignments/updateassignmenttime',
      apiError(400, '01:30 does not exist on 29 Mar 2026 (the clocks go forward).'),
    );
    await save();
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('01:30 does not exist on 29 Mar 2026 (the clocks go forward).'),
    );
    expect(bodies().at(-1)).toMatchObject({ breakMinutes: 0 });
  });
});

describe('Weekly view: working-time and minimum-wage warnings', () => {
  const warnings: WeekWarning[] = [
    { employee_id: 'e-sam', date: iso(wednesday), rule: 'rest', message: 'Sam has 9 h 30 rest before this shift (at least 11 h).' },
    {
      employee_id: 'e-sam',
      date: iso(wednesday),
      rule: 'break',
      message: 'Sam’s 7 h shift has a 15 min break (at least 20 min over 6 h).',
    },
    {
      employee_id: 'e-alex',
      date: iso(thursday),
      rule: 'minimum-wage',
      message: 'Alex’s rate £9.25 is below the £12.21 minimum for 21 and over on 2 Dec.',
    },
  ];

  it('marks each warned cell (read out and shown on tap) and counts them in the header, listing them when opened', async () => {
    const { server, start } = setup({ warnings });
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    const { ui } = start();
    const count = await screen.findByRole('button', { name: '3 warnings' });
    expect(count).toHaveAttribute('aria-expanded', 'false');

    const marker = within(cell('Sam', wednesday)).getByRole('button', { name: `2 warnings for Sam on ${wednesday.format('dddd D MMMM')}` });
    expect(marker).toHaveAccessibleDescription(`${warnings[0].message} ${warnings[1].message}`);
    expect(marker).toHaveAttribute('title', `${warnings[0].message}\n${warnings[1].message}`);
    await ui.click(marker);
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    expect(within(cell('Sam', wednesday)).getByRole('note')).toHaveClass('weekly-warning-popover');
    expect(within(cell('Sam', wednesday)).getByRole('note')).toHaveTextContent(warnings[1].message);
    // The messages are a list inside the note: an <li> needs a list for its parent (axe's "listitem" rule).
    expect(
      within(within(cell('Sam', wednesday)).getByRole('note'))
        .getAllByRole('listitem')
        .map((li) => li.parentElement?.getAttribute('role') ?? li.parentElement?.tagName),
    ).toEqual(['UL', 'UL']);

    expect(within(cell('Alex', thursday)).getByRole('button', { name: /^1 warning for Alex/ })).toHaveAccessibleDescription(
      warnings[2].message,
    );
    expect(within(cell('Alex', wednesday)).queryByRole('button', { name: /warning/ })).not.toBeInTheDocument();

    await ui.click(count);
    const list = screen.getByRole('list', { name: 'Warnings this week' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${wednesday.format('ddd D MMM')} ${warnings[0].message}`,
      `${wednesday.format('ddd D MMM')} ${warnings[1].message}`,
      `${thursday.format('ddd D MMM')} ${warnings[2].message}`,
    ]);
  });

  it('shows no count without warnings', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    start();
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:00'));
    expect(screen.queryByRole('button', { name: /warnings?$/ })).not.toBeInTheDocument();
  });
});
