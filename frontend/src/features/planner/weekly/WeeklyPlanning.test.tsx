import { configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import type { Employee, Workplace } from '../../profile';
import { formatWeekHeading, startOfWeek } from '../dates';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import { shortWeekLabel } from './CopyDialogs';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
// The router loads the planner on demand: load it once up front so no test's clock pays for it.
beforeAll(() => import('../PlannerPage'), 60_000);

// Mid-range weeks, so this one and the next are plannable.
const monday = startOfWeek(dayjs());
const wednesday = monday.add(2, 'day');
const thursday = monday.add(3, 'day');
const friday = monday.add(4, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const long = (d: dayjs.Dayjs) => d.format('dddd D MMMM');

function setup({
  workplace = ANCHOR,
  employees = [SAM, ALEX],
  preferences = {},
}: { workplace?: Workplace; employees?: Employee[]; preferences?: Partial<typeof PREFERENCES> } = {}) {
  const server = fakeRotaServer({ workplaces: [workplace], employees, preferences });
  const start = () => {
    const fetchMock = mockFetch(server.routes);
    return { ...renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER }), fetchMock };
  };
  return { server, start };
}

const cell = (employee: string, date: dayjs.Dayjs) =>
  screen.getAllByTestId('weekly-cell').find((c) => c.dataset.employee === employee && c.dataset.date === iso(date))!;
const openCell = (date: dayjs.Dayjs) => screen.getAllByTestId('weekly-open-cell').find((c) => c.dataset.date === iso(date))!;
const dialog = () => screen.getByRole('dialog');
const times = () => within(dialog()).getByLabelText<HTMLInputElement>('Times');
const addFor = (name: string, date: dayjs.Dayjs) => screen.findByRole('button', { name: `Add a shift for ${name} on ${long(date)}` });

describe('Weekly view: open shifts', () => {
  it('shows unallocated assignments in an Open shifts row and gives one to an employee in two taps', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 103, [[null, '12:00:00', '16:00:00']]);
    const { ui, fetchMock } = start();
    const open = await screen.findByRole('button', { name: `Open Cook shift on ${long(wednesday)}, 12:00-16:00: assign someone` });
    expect(openCell(wednesday)).toHaveTextContent('12:00-16:00');
    expect(screen.getByText('1 open shift')).toBeInTheDocument();

    await ui.click(open);
    expect(screen.getByRole('dialog', { name: 'Open Shift' })).toBeInTheDocument();
    // Alex is paid below the minimum wage: still choosable, marked with why.
    await ui.click(within(dialog()).getByRole('button', { name: /^Assign Alex \(£9\.25\/h is below/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /assignments/updateemployee')[0].body).toEqual({
      assignmentId: server.assignments[0].assignment_id,
      employeeId: 'e-alex',
      userId: 'user-1',
    });
    await waitFor(() => expect(cell('Alex', wednesday)).toHaveTextContent('12:00-16:00'));
    expect(openCell(wednesday)).not.toHaveTextContent('12:00');
  });

  it('says who is already on at that time, and puts the open shift back when the server refuses', async () => {
    const { server, start } = setup({ employees: [{ ...SAM, rate: 13 }, ALEX] });
    server.seed(iso(wednesday), 101, [
      [null, '12:00:00', '16:00:00'],
      ['e-sam', '09:00:00', '13:00:00'],
    ]);
    server.refuseNext('PUT /assignments/updateemployee', apiError(409, 'Employee is already assigned to another shift at this time.'));
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: /Open Server shift/ }));
    const sam = within(dialog()).getByRole('button', { name: 'Assign Sam (already working 09:00–13:00 at The Anchor)' });
    await ui.click(sam);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Employee is already assigned to another shift at this time.');
    await ui.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(openCell(wednesday)).toHaveTextContent('12:00-16:00'));
    expect(cell('Sam', wednesday)).toHaveTextContent('09:00-13:00');
    expect(cell('Sam', wednesday)).not.toHaveTextContent('12:00-16:00');
  });

  it('changes an open shift’s times from its dialog', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [[null, '12:00:00', '16:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Open Server shift/ }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Change times' }));
    expect(screen.getByRole('dialog', { name: 'Edit Shift' })).toHaveTextContent('Open shift');
    await ui.clear(times());
    await ui.type(times(), '12-17{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /assignments/updateassignmenttime')[0].body).toMatchObject({
      timeStart: '12:00:00',
      timeEnd: '17:00:00',
    });
    await waitFor(() => expect(openCell(wednesday)).toHaveTextContent('12:00-17:00'));
  });

  it('adds an open shift from the Open shifts row through placeassignment with no employee', async () => {
    const { server, start } = setup();
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: `Add an open shift on ${long(thursday)}` }));
    expect(screen.getByRole('dialog', { name: 'New Open Shift' })).toBeInTheDocument();
    await ui.selectOptions(within(dialog()).getByLabelText('Service'), '103');
    await ui.clear(times());
    await ui.type(times(), '10-14{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).toMatchObject({
      date: iso(thursday),
      serviceType: 103,
      employeeId: null,
      timeStart: '10:00:00',
      timeEnd: '14:00:00',
    });
    expect(server.assignments).toEqual([expect.objectContaining({ employee_id: null, time_start: '10:00:00' })]);
    await waitFor(() => expect(openCell(thursday)).toHaveTextContent('10:00-14:00'));
  });
});

describe('Weekly view: hours and labour cost', () => {
  it('totals hours and cost per employee, per day and for the week in the chosen currency', async () => {
    const { server, start } = setup({ preferences: { currency: 'eur' } });
    // Sam earns 11.50, Alex 9.25.
    server.seed(iso(wednesday), 101, [
      ['e-sam', '09:00:00', '17:30:00'],
      [null, '18:00:00', '20:00:00'],
    ]);
    server.seed(iso(wednesday), 103, [['e-alex', '08:00:00', '12:15:00']]);
    server.seed(iso(thursday), 101, [['e-sam', '10:00:00', '14:00:00']]);
    start();
    const total = (name: string) => screen.getAllByTestId('weekly-employee-total').find((c) => c.dataset.employee === name)!;
    const dayTotal = (d: dayjs.Dayjs) => screen.getAllByTestId('weekly-day-total').find((c) => c.dataset.date === iso(d))!;

    await waitFor(() => expect(total('Sam')).toHaveTextContent('12h 30m€143.75'));
    expect(total('Alex')).toHaveTextContent('4h 15m€39.31');
    // 8h30 at 11.50 = 97.75; 4h15 at 9.25 = 39.3125 → 39.31. The open shift costs nothing yet.
    expect(within(cell('Sam', wednesday)).getByTestId('weekly-cell-cost')).toHaveTextContent('€97.75');
    expect(dayTotal(wednesday)).toHaveTextContent('12h 45m€137.06');
    expect(dayTotal(thursday)).toHaveTextContent('4h€46.00');
    expect(dayTotal(friday)).toHaveTextContent('0h€0.00');
    expect(screen.getByTestId('weekly-grand-total')).toHaveTextContent('16h 45m€183.06');
    expect(screen.getByTestId('open-shifts-row')).toHaveTextContent('2hunstaffed');
  });

  it("draws the answer's totals: each day at the rate in force that day, and no pay request", async () => {
    // Sam earns 11.50 from Thursday; before it 10.00.
    const risen: Employee = {
      ...SAM,
      rate_history: [
        { rate: 10, effective_from: '2020-01-01' },
        { rate: 11.5, effective_from: iso(thursday) },
      ],
    };
    const { server, start } = setup({ employees: [risen, ALEX] });
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    server.seed(iso(thursday), 101, [['e-sam', '10:00:00', '14:00:00']]);
    const { fetchMock } = start();
    const total = (name: string) => screen.getAllByTestId('weekly-employee-total').find((c) => c.dataset.employee === name)!;

    // 8h at 10.00 = 80.00 on Wednesday, 4h at 11.50 = 46.00 on Thursday.
    await waitFor(() => expect(total('Sam')).toHaveTextContent('12h£126.00'));
    expect(within(cell('Sam', wednesday)).getByTestId('weekly-cell-cost')).toHaveTextContent('£80.00');
    expect(within(cell('Sam', thursday)).getByTestId('weekly-cell-cost')).toHaveTextContent('£46.00');
    expect(screen.getByTestId('weekly-grand-total')).toHaveTextContent('12h£126.00');
    expect(fetchMock.callsTo('GET /pay/getpayfordates')).toHaveLength(0);
  });

  it("shows last week's total beside this one", async () => {
    const { server, start } = setup();
    server.seed(iso(monday.subtract(7, 'day')), 101, [['e-sam', '09:00:00', '13:00:00']]);
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    start();
    // This week 8h at 11.50 = 92.00; last week 4h = 46.00.
    const header = await screen.findByText(/last week/);
    await waitFor(() => expect(header.closest('.weekly-week-total')).toHaveTextContent('£92.00 · last week £46.00'));
  });

  it('recounts at once when a shift is added', async () => {
    const { start } = setup();
    const { ui } = start();
    await ui.click(await addFor('Sam', friday));
    await ui.clear(times());
    await ui.type(times(), '9-13{Enter}');
    await waitFor(() => expect(screen.getByTestId('weekly-grand-total')).toHaveTextContent('4h£46.00'));
  });
});

describe('Weekly view: quick time entry', () => {
  it('takes a typed span and saves it with Enter', async () => {
    const { start } = setup();
    const { ui, fetchMock } = start();
    await ui.click(await addFor('Sam', wednesday));
    // The times field has the focus and 09:00-17:00 to start from.
    expect(times()).toHaveFocus();
    expect(times()).toHaveValue('09:00-17:00');
    await ui.clear(times());
    await ui.type(times(), '8.30-15.45');
    // The selects follow the typed span.
    expect(within(dialog()).getByLabelText<HTMLSelectElement>('Start hour').value).toBe('8');
    expect(within(dialog()).getByLabelText<HTMLSelectElement>('End minutes').value).toBe('45');
    expect(within(dialog()).getByText('08:30-15:45')).toBeInTheDocument();
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).toMatchObject({ timeStart: '08:30:00', timeEnd: '15:45:00' });
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('08:30-15:45'));
  });

  it('shows the shift at once, and makes it editable from the placeassignment answer without waiting for the week to reload', async () => {
    const { server } = setup();
    let answerPost = () => {};
    const postAnswered = new Promise<void>((resolve) => (answerPost = resolve));
    let weekHeld = false;
    // The save's own request waits for the test; every reload of the week after it never answers.
    mockFetch({
      ...server.routes,
      'POST /assignments/placeassignment': async (call) => {
        await postAnswered;
        weekHeld = true;
        return server.routes['POST /assignments/placeassignment'](call);
      },
      'GET /shifts/getweeklyshifts': (call) =>
        weekHeld ? new Promise<never>(() => {}) : server.routes['GET /shifts/getweeklyshifts'](call),
    });
    const { ui } = renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER });
    await ui.click(await addFor('Sam', wednesday));
    await ui.clear(times());
    await ui.type(times(), '9-17{Enter}');
    // Before the server answers: shown, but not editable yet.
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:00'));
    expect(within(cell('Sam', wednesday)).getByRole('button', { name: /Edit Sam's shift/ })).toBeDisabled();
    answerPost();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = within(cell('Sam', wednesday)).getByRole('button', { name: /Edit Sam's shift .* 09:00-17:00/ });
    await waitFor(() => expect(saved).toBeEnabled());
    await ui.click(saved);
    expect(screen.getByRole('dialog', { name: 'Edit Shift' })).toBeInTheDocument();
  });

  it('says what is wrong with a span it cannot read, and sends nothing', async () => {
    const { start } = setup();
    const { ui, fetchMock } = start();
    await ui.click(await addFor('Sam', wednesday));
    await ui.clear(times());
    // Empty is not wrong yet.
    expect(times()).toHaveAttribute('aria-invalid', 'false');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Type a start and an end, like 9-17 or 16:00-23:30.');
    await ui.type(times(), '9:10-17');
    expect(times()).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByText('Times must be on the quarter hour.')).toBeInTheDocument();
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Times must be on the quarter hour.');
    expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(0);
  });

  it('runs an end before the start into the next day and shows it as +1', async () => {
    const bar: Workplace = { ...ANCHOR, rota_start_time: 16, rota_end_time: 27 };
    const { server, start } = setup({ workplace: bar });
    const { ui, fetchMock } = start();
    await ui.click(await addFor('Sam', wednesday));
    await ui.clear(times());
    await ui.type(times(), '22-2');
    expect(within(dialog()).getByText('22:00-02:00 +1')).toBeInTheDocument();
    expect(within(dialog()).getByText(/4 hrs 0 mins/)).toBeInTheDocument();
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).toMatchObject({ timeStart: '22:00:00', timeEnd: '02:00:00' });
    expect(server.assignments[0]).toMatchObject({ time_start: '22:00:00', time_end: '02:00:00' });
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('22:00-02:00 +1'));
    // The totals are the server's: they follow once the week is read again.
    await waitFor(() => expect(screen.getByTestId('weekly-grand-total')).toHaveTextContent('4h£46.00'));
  });

  it('offers the week’s most used spans as chips: one tap saves, so a shift takes two clicks', async () => {
    const { server, start } = setup();
    server.seed(iso(monday), 101, [['e-sam', '16:00:00', '20:00:00']]);
    server.seed(iso(monday.add(1, 'day')), 101, [['e-sam', '09:00:00', '17:00:00']]);
    server.seed(iso(monday.add(1, 'day')), 103, [['e-alex', '09:00:00', '17:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await addFor('Alex', friday));
    const chips = within(within(dialog()).getByRole('group', { name: /Usual shifts/ })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['09:00-17:00', '16:00-20:00']);
    await ui.click(within(dialog()).getByRole('button', { name: 'Save 16:00-20:00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).toMatchObject({
      employeeId: 'e-alex',
      serviceType: 103,
      date: iso(friday),
      timeStart: '16:00:00',
      timeEnd: '20:00:00',
    });
    await waitFor(() => expect(cell('Alex', friday)).toHaveTextContent('16:00-20:00'));
  });

  it('rolls the grid back to the server’s state when a placement is refused', async () => {
    const { server, start } = setup();
    server.refuseNext('POST /assignments/placeassignment', apiError(409, 'A day can have at most 50 shifts.'));
    const { ui, fetchMock } = start();
    await ui.click(await addFor('Sam', wednesday));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('A day can have at most 50 shifts.');
    const loads = fetchMock.callsTo('GET /shifts/getweeklyshifts').length;
    await ui.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(cell('Sam', wednesday)).not.toHaveTextContent('09:00');
    expect(loads).toBeGreaterThan(1);
    expect(server.assignments).toHaveLength(0);
  });
});

describe('Weekly view: undo a removal', () => {
  it('removes at once and puts the same assignment back (employee, service, day, time) from the Undo list', async () => {
    const { server, start } = setup();
    // Sam's row here is Cook (103), not the Server service Sam offers: Undo must keep it.
    server.seed(iso(wednesday), 103, [['e-sam', '10:15:00', '14:45:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Edit Sam's shift .* 10:15-14:45/ }));
    const [before] = server.assignments;
    await ui.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell('Sam', wednesday)).not.toHaveTextContent('10:15');
    expect(server.assignments).toHaveLength(0);
    // The keyboard stays in the cell.
    await waitFor(() => expect(screen.getByRole('button', { name: `Add a shift for Sam on ${long(wednesday)}` })).toHaveFocus());
    expect(await screen.findByText(`Shift removed: Sam, ${wednesday.format('ddd D MMM')}, 10:15-14:45.`)).toBeInTheDocument();

    const removal = fetchMock.callsTo('DELETE /assignments/deleteassignment');
    expect(removal).toHaveLength(1);
    await ui.click(await screen.findByRole('button', { name: "Undo removal of Sam's shift" }));
    await waitFor(() => expect(fetchMock.callsTo('POST /rota/undo')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /rota/undo')[0].body).toEqual({ changeId: expect.any(String), userId: 'user-1' });
    // The same assignment, in the same row, as the server undid it; the week re-reads.
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('10:15-14:45'));
    expect(server.assignments).toEqual([before]);
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Undo removal of Sam's shift" })).not.toBeInTheDocument();
  });

  it("says why when the server refuses the undo, with the server's words", async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: /Edit Sam's shift/ }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    const undo = await screen.findByRole('button', { name: "Undo removal of Sam's shift" });
    server.refuseNext('POST /rota/undo', apiError(409, 'Employee is already assigned to another shift at this time.'));
    await ui.click(undo);
    expect(await screen.findByText('Employee is already assigned to another shift at this time.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Undo removal of Sam's shift" })).toBeInTheDocument();
  });
});

describe('Weekly view: copy', () => {
  it('copies the week to the next one by default, reports the result, and copying again adds nothing', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [
      ['e-sam', '09:00:00', '17:00:00'],
      [null, '17:00:00', '20:00:00'],
    ]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: 'Copy week…' }));
    const nextWeek = monday.add(7, 'day');
    expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(dialog()).getByRole('checkbox', { name: shortWeekLabel(nextWeek, monday.year()) })).toBeChecked();
    await ui.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog()).findByText('Copied 2 assignments.')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/copyweek')[0].body).toEqual({
      workplaceId: 'w-anchor',
      fromWeekStart: iso(monday),
      toWeekStarts: [iso(nextWeek)],
      userId: 'user-1',
    });
    await ui.click(within(dialog()).getByRole('button', { name: 'Done' }));

    await ui.click(screen.getByRole('button', { name: 'Copy week…' }));
    await ui.click(within(dialog()).getByRole('checkbox', { name: shortWeekLabel(nextWeek.add(7, 'day'), monday.year()) }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Copy to 2 weeks' }));
    // What is already there (Sam's shift and the open one) is counted, not listed: nothing doubled.
    expect(await within(dialog()).findByText('Copied 2 assignments. 2 already on the rota, not doubled.')).toBeInTheDocument();
    expect(within(dialog()).queryAllByRole('listitem')).toHaveLength(0);

    // Straight to the first week copied to.
    await ui.click(within(dialog()).getByRole('button', { name: `Show week of ${nextWeek.format('D MMM')}` }));
    expect(await screen.findByText(formatWeekHeading(nextWeek))).toBeInTheDocument();
    await waitFor(() => expect(cell('Sam', nextWeek.add(2, 'day'))).toHaveTextContent('09:00-17:00'));
    expect(openCell(nextWeek.add(2, 'day'))).toHaveTextContent('17:00-20:00');
  });

  it('copies a day onto chosen dates and lists what a rule kept out, refreshing the grid', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    server.seed(iso(wednesday), 103, [['e-alex', '12:00:00', '18:00:00']]);
    server.seed(iso(friday), 101, [['e-sam', '15:00:00', '20:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: 'Copy day…' }));
    expect(within(dialog()).getByLabelText('Copy')).toHaveDisplayValue(long(wednesday));
    await ui.click(within(dialog()).getByRole('checkbox', { name: long(thursday) }));
    await ui.click(within(dialog()).getByRole('checkbox', { name: long(friday) }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Copy to 2 days' }));
    expect(await within(dialog()).findByText(/Copied 3 assignments\. Skipped 1:/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('listitem')).toHaveTextContent(
      `${friday.format('ddd D MMM')} · Sam · 09:00-17:00Employee is already assigned to another shift at this time.`,
    );
    expect(fetchMock.callsTo('POST /rota/copyday')[0].body).toEqual({
      workplaceId: 'w-anchor',
      fromDate: iso(wednesday),
      toDates: [iso(thursday), iso(friday)],
      userId: 'user-1',
    });
    await ui.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(cell('Sam', thursday)).toHaveTextContent('09:00-17:00'));
    expect(cell('Alex', friday)).toHaveTextContent('12:00-18:00');
  });

  it('shows a refused copy’s message and keeps the choice', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    server.refuseNext('POST /rota/copyweek', apiError(400, 'toWeekStarts must be Mondays.'));
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: 'Copy week…' }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('toWeekStarts must be Mondays.');
    expect(within(dialog()).getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('has nothing to copy from an empty week', async () => {
    const { start } = setup();
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: 'Copy week…' }));
    expect(within(dialog()).getByText('This week has no shifts to copy.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Copy' })).toBeDisabled();
  });
});
