import { configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import type { Employee, Workplace } from '../../profile';
import { startOfWeek } from '../dates';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import { GLOW_MS } from './WeeklyView';

// The first test pays for loading the planner's lazy page; the machine may be busy.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
// The router loads the planner on demand: load it once up front so no test's clock pays for it.
beforeAll(() => import('../PlannerPage'), 60_000);

// A Wednesday in the middle of the planner's range, so the whole week is plannable.
const wednesday = startOfWeek(dayjs()).add(2, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

function setup({ workplace = ANCHOR, employees = [SAM, ALEX] }: { workplace?: Workplace; employees?: Employee[] } = {}) {
  const server = fakeRotaServer({ workplaces: [workplace], employees });
  const start = () => {
    const fetchMock = mockFetch(server.routes);
    return { ...renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER }), fetchMock };
  };
  return { server, start };
}

const cell = (employee: string, date: dayjs.Dayjs) =>
  screen.getAllByTestId('weekly-cell').find((c) => c.dataset.employee === employee && c.dataset.date === iso(date))!;
const dialog = () => screen.getByRole('dialog');
const select = (label: string) => within(dialog()).getByLabelText<HTMLSelectElement>(label);
const options = (label: string) => Array.from(select(label).options).map((o) => o.textContent);

describe('Weekly view', () => {
  it('is the default view: employees as rows, Monday to Sunday as columns, assignments as start-end', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:30:00']]);
    start();
    expect(await screen.findByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    const headers = within(await screen.findByRole('grid'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toContain('Employee');
    expect(headers.slice(1).map((h) => h?.slice(0, 3))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Wee']);
    expect(within(await screen.findByRole('rowheader', { name: /Sam/ })).getByText('Samantha Okafor')).toBeInTheDocument();
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:30'));
  });

  it('shows the days and a spinner until the week arrives, not rows of empty cells that look like an empty week', async () => {
    const { server } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:30:00']]);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const weekly = server.routes['GET /shifts/getweeklyshifts'];
    mockFetch({
      ...server.routes,
      'GET /shifts/getweeklyshifts': async (call) => {
        await answered;
        return weekly(call);
      },
    });
    renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER });
    expect(await screen.findByText('Loading the week…')).toBeInTheDocument();
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')).toHaveLength(9);
    expect(screen.queryByRole('rowheader', { name: /Sam/ })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('weekly-cell')).toHaveLength(0);
    answer();
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:30'));
    expect(screen.queryByText('Loading the week…')).not.toBeInTheDocument();
  });

  it('asks before a share goes live: Cancel shares nothing, Share makes the link', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:30:00']]);
    const { ui, fetchMock } = start();
    const shareWeek = await screen.findByRole('button', { name: 'Share week' });
    await ui.click(shareWeek);
    const confirm = screen.getByRole('dialog', { name: 'Share this week' });
    expect(confirm).toHaveAccessibleDescription("Anyone with the link can see this week's rota. Share?");
    expect(fetchMock.callsTo('POST /rotas/share')).toHaveLength(0);
    await ui.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shareWeek).toHaveFocus();
    expect(fetchMock.callsTo('POST /rotas/share')).toHaveLength(0);
    expect(screen.queryByTestId('share-link')).not.toBeInTheDocument();

    await ui.click(shareWeek);
    await ui.click(within(screen.getByRole('dialog', { name: 'Share this week' })).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rotas/share')).toHaveLength(1);
    expect(screen.getByTestId('share-link')).toBeInTheDocument();
    // The link is live: the next press hands it on without asking again.
    await ui.click(screen.getByRole('button', { name: 'Share link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rotas/share')).toHaveLength(1);
  });

  it('shares the week shown, Monday to Sunday, from its Share button', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:30:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: 'Share week' }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rotas/share')[0].body).toEqual({
      workplaceId: ANCHOR.workplace_id,
      weekStart: iso(startOfWeek(wednesday)),
      userId: SESSION_USER.uid,
    });
    expect(screen.getByTestId('share-link')).toHaveAttribute('href', `${window.location.origin}/rota/rota-00abcdefghijklmnopqrstuv`);
    // The weekly view has no day to offer.
    expect(screen.queryByRole('radiogroup', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('tells a workplace without employees where to add them', async () => {
    setup({ employees: [] }).start();
    expect(await screen.findByText('Your workplace has no employees.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('New Shift: 09:00-17:00 by default, hours inside the rota, the end pushed past a later start', async () => {
    const { start } = setup();
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${wednesday.format('dddd D MMMM')}` }));
    expect(screen.getByRole('dialog', { name: 'New Shift' })).toBeInTheDocument();
    expect(select('Start hour').value).toBe('9');
    expect(select('Start minutes').value).toBe('0');
    expect(select('End hour').value).toBe('17');
    expect(select('End minutes').value).toBe('0');
    // The Anchor runs 08:00-20:00: starts 08-19, ends above the start, quarter-hour minutes.
    expect(options('Start hour')).toEqual(['08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(options('Start minutes')).toEqual(['00', '15', '30', '45']);
    expect(options('End hour')).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);

    await ui.selectOptions(select('Start hour'), '18');
    expect(select('End hour').value).toBe('19');
    expect(options('End hour')).toEqual(['19', '20']);
    await ui.selectOptions(select('End hour'), '20');
    expect(options('End minutes')).toEqual(['00']);
    // Lowering the start again leaves the end where it is.
    await ui.selectOptions(select('Start hour'), '12');
    expect(select('End hour').value).toBe('20');
  });

  it('saves a new shift under the employee’s service with one placeassignment, reusing a row with room, and glows the cell for 5 seconds', async () => {
    const { server, start } = setup();
    const existing = server.seed(iso(wednesday), 101, [['e-alex', '06:00:00', '08:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${wednesday.format('dddd D MMMM')}` }));
    expect(within(dialog()).getByLabelText('Service')).toHaveDisplayValue(/Server/);
    await ui.selectOptions(select('Start minutes'), '30');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fetchMock.callsTo('POST /shifts/addshift')).toHaveLength(0);
      expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(0);
      expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(1);
      expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).toEqual({
        workplaceId: 'w-anchor',
        date: iso(wednesday),
        serviceType: 101,
        employeeId: 'e-sam',
        timeStart: '09:30:00',
        timeEnd: '17:00:00',
        userId: 'user-1',
      });
      expect(server.assignments.find((a) => a.employee_id === 'e-sam')?.shift_id).toBe(existing);
      await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:30-17:00'));
      expect(cell('Sam', wednesday)).toHaveClass('is-glowing');
      vi.advanceTimersByTime(GLOW_MS);
      await waitFor(() => expect(cell('Sam', wednesday)).not.toHaveClass('is-glowing'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the row choice to the server: a full row means a new one there, not a search in the browser', async () => {
    const { server, start } = setup();
    const full = server.seed(iso(wednesday), 101, [['e-alex', '08:00:00', '20:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${wednesday.format('dddd D MMMM')}` }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /shifts/addshift')).toHaveLength(0);
    expect(fetchMock.callsTo('GET /shifts/getshifts')).toHaveLength(0);
    expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(1);
    expect(server.shifts).toHaveLength(2);
    expect(server.assignments.find((a) => a.employee_id === 'e-sam')?.shift_id).not.toBe(full);
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-17:00'));
  });

  it('Edit Shift: saves a new time; a refusal alerts and re-enables the buttons', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    server.refuseNext('PUT /assignments/updateassignmenttime', apiError(409, 'Time overlaps another shift.'));
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Edit Sam's shift .* 09:00-17:00/ }));
    expect(screen.getByRole('dialog', { name: 'Edit Shift' })).toBeInTheDocument();
    expect(select('Start hour').value).toBe('9');
    await ui.selectOptions(select('End hour'), '18');
    await ui.selectOptions(select('End minutes'), '15');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Time overlaps another shift.');
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Remove' })).toBeEnabled();

    server.refuseNext('PUT /assignments/updateassignmenttime', apiError(500, 'boom'));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Unable to save.'));

    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /assignments/updateassignmenttime').at(-1)!.body).toEqual({
      assignmentId: server.assignments[0].assignment_id,
      timeStart: '09:00:00',
      timeEnd: '18:15:00',
      userId: 'user-1',
    });
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-18:15'));
  });

  it('Edit Shift: Remove takes the assignment away; a failure says so', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    server.refuseNext('DELETE /assignments/deleteassignment', apiError(500, 'boom'));
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: /Edit Sam's shift/ }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Unable to remove.');
    await ui.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cell('Sam', wednesday)).not.toHaveTextContent('09:00'));
  });

  it('shows times on the 12-hour clock when the preference says so', async () => {
    const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM], preferences: { tf_1: true } });
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:30:00']]);
    mockFetch(server.routes);
    renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER });
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('9:00am-5:30pm'));
  });
});
