import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { BREAK_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ANCHOR, SAM, employee } from '../../../test/organisation-fixtures';
import type { Workplace } from '../../profile';
import { fakeRotaServer } from '../testing/fakeRotaServer';

// Issue 28 on the daily view: the break on each bar (and so on paper), pay from paid minutes, and the Break field.

vi.setConfig({ testTimeout: 20_000 });

const today = dayjs().format('YYYY-MM-DD');
const ANN = employee({ employee_id: 'e-ann', display_name: 'Ann', first_name: 'Ann', surname: 'Lee', rate: 12 });
const RULES = [{ afterHours: 6, unpaidMinutes: 30 }];

function setup(workplace: Workplace = { ...ANCHOR, breakRules: RULES }) {
  const server = fakeRotaServer({ workplaces: [workplace], employees: [SAM, ANN] });
  const start = () => {
    const fetchMock = mockFetch(server.routes);
    return { ...renderApp(`/?view=daily&date=${today}`, { user: SESSION_USER }), fetchMock };
  };
  return { server, start };
}

const bars = () => screen.queryAllByTestId('assignment-bar');
const dialog = () => screen.getByRole('dialog');
const radio = (name: RegExp) => within(dialog()).getByRole('radio', { name });
const minutesInput = () => within(dialog()).getByLabelText('Break minutes');

describe('Daily view: unpaid breaks', () => {
  it('shows "07:00-15:00 · 30 min break" on the bar and pays 7 h 30 at £12.00: £90.00', async () => {
    const { server, start } = setup(ANCHOR);
    server.seed(today, 101, [['e-ann', '07:00:00', '15:00:00', { minutes: 30 }]]);
    start();
    await waitFor(() => expect(bars()).toHaveLength(1));
    expect(bars()[0]).toHaveTextContent('07:00-15:00 · 30 min break');
    expect(bars()[0]).toHaveAccessibleName('Ann 07:00-15:00 · 30 min break, Server');
    expect(bars()[0]).toHaveAttribute('title', 'Ann · 07:00-15:00 · 30 min break');
    // The pay summary is the server's answer for the day: it may arrive after the rota.
    const pay = within(await screen.findByRole('table'));
    expect(await pay.findByRole('row', { name: /Ann Lee Ann 7 hrs 30 mins £90.00/ })).toBeInTheDocument();
  });

  it('a new assignment shows the break the workplace’s rules gave it', async () => {
    const { server, start } = setup();
    server.seed(today, 101, []);
    const { ui, fetchMock } = start();
    const row = (await screen.findAllByRole('group', { name: 'Server shift' }))[0];
    await ui.click(within(row).getByRole('button', { name: 'Server 09:00' }));
    await ui.click(within(row).getByRole('button', { name: 'Server 16:45' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/addassignment')[0].body).not.toHaveProperty('breakMinutes');
    await waitFor(() => expect(bars()[0]).toHaveTextContent('09:00-17:00 · 30 min break'));
  });

  it('sets an own break, goes back to the rules, and shows the server’s refusal', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '17:00:00', { minutes: 30 }]]);
    const { ui, fetchMock } = start();
    const bodies = () => fetchMock.callsTo('PUT /assignments/updateassignmenttime').map((c) => c.body);
    await waitFor(() => expect(bars()[0]).toHaveTextContent('09:00-17:00 · 30 min break'));

    await ui.click(bars()[0]);
    expect(within(dialog()).getByText(/Now: 30 min break \(the workplace’s rules\)\./)).toBeInTheDocument();
    expect(radio(/As the workplace’s rules \(30 min for 8 h\)/)).toBeChecked();
    expect(within(dialog()).getByRole('button', { name: 'Save break' })).toBeDisabled();
    await ui.click(radio(/Set for this shift/));
    await ui.clear(minutesInput());
    await ui.type(minutesInput(), '0');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save break' }));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({
      assignmentId: expect.any(String),
      timeStart: '09:00:00',
      timeEnd: '17:00:00',
      userId: 'user-1',
      breakMinutes: 0,
    });
    await waitFor(() => expect(bars()[0]).toHaveTextContent(/^Sam 09:00-17:00$/));
    expect(await within(await screen.findByRole('table')).findByRole('row', { name: /Sam 8 hrs 0 mins/ })).toBeInTheDocument();

    await ui.click(bars()[0]);
    expect(within(dialog()).getByText(/Now: no break \(set on this shift\)\./)).toBeInTheDocument();
    await ui.click(radio(/As the workplace’s rules/));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save break' }));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ breakMinutes: null });
    await waitFor(() => expect(bars()[0]).toHaveTextContent('09:00-17:00 · 30 min break'));
    expect(await within(await screen.findByRole('table')).findByRole('row', { name: /Sam 7 hrs 30 mins/ })).toBeInTheDocument();

    await ui.click(bars()[0]);
    await ui.click(radio(/Set for this shift/));
    await ui.clear(minutesInput());
    await ui.type(minutesInput(), '90');
    server.refuseNext('PUT /assignments/updateassignmenttime', apiError(400, BREAK_MESSAGES.breakTooLong));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save break' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The break must be shorter than the shift.');
  });
});
