import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM, TOM } from '../../../test/organisation-fixtures';
import type { Workplace } from '../../profile';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import { startOfWeek } from '../dates';

const today = dayjs().format('YYYY-MM-DD');
// The first render loads the planner's lazy chunks: load them once, before the first test's clock starts.
beforeAll(() => import('../PlannerPage'), 60_000);

function setup({ workplace = ANCHOR, preferences = {} }: { workplace?: Workplace; preferences?: object } = {}) {
  const server = fakeRotaServer({ workplaces: [workplace], employees: [SAM, ALEX, TOM], preferences });
  const start = () => {
    const fetchMock = mockFetch(server.routes);
    const app = renderApp(`/?view=daily&date=${today}`, { user: SESSION_USER });
    return { ...app, fetchMock };
  };
  return { server, start };
}

const row = async (service: string, index = 0) => (await screen.findAllByRole('group', { name: `${service} shift` }))[index];
const bars = () => screen.queryAllByTestId('assignment-bar');

describe('Daily view: two-click creation', () => {
  it('creates an unassigned assignment from a start and an end click, the end quarter included', async () => {
    const { server, start } = setup();
    const shiftId = server.seed(today, 101, []);
    const { ui, fetchMock } = start();
    const server101 = await row('Server');

    await ui.click(within(server101).getByRole('button', { name: 'Server 09:00' }));
    expect(screen.getByText(/Now click where the/)).toBeInTheDocument();
    await ui.click(within(server101).getByRole('button', { name: 'Server 10:45' }));

    // Shown at once (the next frame), then confirmed by the server.
    await waitFor(() => expect(bars()[0]).toHaveAccessibleName(/^Unassigned 09:00-11:00, Server/));
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/addassignment')[0].body).toEqual({
      shiftId,
      employeeId: null,
      timeStart: '09:00:00',
      timeEnd: '11:00:00',
      userId: 'user-1',
    });
    await waitFor(() => expect(bars()[0]).not.toHaveAccessibleName(/saving/));
  });

  it('swaps the times when the second click is earlier than the first', async () => {
    const { server, start } = setup();
    server.seed(today, 101, []);
    const { ui, fetchMock } = start();
    const server101 = await row('Server');
    await ui.click(within(server101).getByRole('button', { name: 'Server 12:00' }));
    await ui.click(within(server101).getByRole('button', { name: 'Server 11:00' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/addassignment')[0].body).toMatchObject({ timeStart: '11:00:00', timeEnd: '12:15:00' });
  });

  it('is keyboard usable: arrows move along the row, Enter picks, Escape cancels', async () => {
    const { server, start } = setup();
    server.seed(today, 101, []);
    const { ui, fetchMock } = start();
    const server101 = await row('Server');
    within(server101).getByRole('button', { name: 'Server 08:00' }).focus();
    await ui.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(server101).getByRole('button', { name: 'Server 08:30' })).toHaveFocus();
    await ui.keyboard('{Enter}');
    await ui.keyboard('{Escape}');
    expect(screen.queryByText(/Now click where the/)).not.toBeInTheDocument();
    await ui.keyboard('{Enter}{ArrowRight}{Enter}');
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/addassignment')[0].body).toMatchObject({ timeStart: '08:30:00', timeEnd: '09:00:00' });
  });

  it('never puts focus on a quarter hidden under an assignment: the arrows step over it', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '10:00:00']]);
    const { ui } = start();
    const server101 = await row('Server');
    await waitFor(() => expect(bars()).toHaveLength(1));
    within(server101).getByRole('button', { name: 'Server 08:45' }).focus();
    await ui.keyboard('{ArrowRight}');
    expect(within(server101).getByRole('button', { name: 'Server 10:00' })).toHaveFocus();
    await ui.keyboard('{ArrowLeft}');
    expect(within(server101).getByRole('button', { name: 'Server 08:45' })).toHaveFocus();
    // No hidden quarter is ever the row's tab stop.
    expect(server101.querySelectorAll('[aria-hidden="true"][tabindex="0"]')).toHaveLength(0);
  });

  it("leaves overlaps to the server: its refusal is shown and the row goes back to the server's", async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '10:00:00', '11:00:00']]);
    const { ui, fetchMock } = start();
    const server101 = await row('Server');
    await ui.click(within(server101).getByRole('button', { name: 'Server 09:00' }));
    await ui.click(within(server101).getByRole('button', { name: 'Server 12:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Assignment overlaps with an existing one.');
    expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(1);
    await waitFor(() => expect(bars()).toHaveLength(1));
    expect(server.assignments).toHaveLength(1);
  });

  it("on a server refusal shows the server's message and reloads the day", async () => {
    const { server, start } = setup();
    server.seed(today, 101, []);
    server.refuseNext('POST /assignments/addassignment', apiError(409, 'Assignment overlaps with an existing one.'));
    const { ui, fetchMock } = start();
    const server101 = await row('Server');
    const loads = fetchMock.callsTo('GET /shifts/getdayrota').length;
    await ui.click(within(server101).getByRole('button', { name: 'Server 09:00' }));
    await ui.click(within(server101).getByRole('button', { name: 'Server 09:45' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Assignment overlaps with an existing one.');
    await waitFor(() => expect(bars()).toHaveLength(0));
    await waitFor(() => expect(fetchMock.callsTo('GET /shifts/getdayrota').length).toBeGreaterThan(loads));
  });
});

describe('Daily view: reading a day', () => {
  it('reads the day, every shift with its assignments, in one request', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '12:00:00']]);
    server.seed(today, 103, [
      ['e-tom', '10:00:00', '11:00:00'],
      [null, '12:00:00', '13:00:00'],
    ]);
    const { fetchMock } = start();
    await waitFor(() => expect(bars()).toHaveLength(3));
    expect(fetchMock.callsTo('GET /shifts/getdayrota')).toHaveLength(1);
    expect(fetchMock.calls.filter((c) => c.path.startsWith('/assignments/') || c.path === '/shifts/getshifts')).toHaveLength(0);
  });
});

describe('Daily view: Add Shift', () => {
  it('adds a shift row for a service type, saved with its first assignment', async () => {
    const { start } = setup();
    const { ui, fetchMock } = start();
    expect(await screen.findByText('No shifts on this day yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: /Add Shift/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Shift' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Service types' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['🍽️Server', '👨‍🍳Cook', '👥Any']);
    await ui.click(within(dialog).getByRole('button', { name: /Cook/ }));

    const cook = await row('Cook');
    expect(within(cook).getByText('Not saved yet')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /shifts/addshift')).toHaveLength(0);

    await ui.click(within(cook).getByRole('button', { name: 'Cook 14:00' }));
    await ui.click(within(cook).getByRole('button', { name: 'Cook 15:45' }));
    // One command: the row and its first assignment are saved together.
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).toEqual({
      workplaceId: 'w-anchor',
      date: today,
      serviceType: 103,
      employeeId: null,
      timeStart: '14:00:00',
      timeEnd: '16:00:00',
      userId: 'user-1',
    });
    expect(fetchMock.callsTo('POST /shifts/addshift')).toHaveLength(0);
    expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: /Share rota/ })).toBeInTheDocument();
    expect(within(await row('Cook')).queryByText('Not saved yet')).not.toBeInTheDocument();
  });

  it('keeps the draft row when the shift cannot be saved', async () => {
    const { server, start } = setup();
    server.refuseNext('POST /assignments/placeassignment', apiError(500, 'boom'));
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: /Add Shift/ }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Server/ }));
    const draft = await row('Server');
    await ui.click(within(draft).getByRole('button', { name: 'Server 09:00' }));
    await ui.click(within(draft).getByRole('button', { name: 'Server 09:00, start chosen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shift could not be saved. Please try again.');
    expect(within(await row('Server')).getByText('Not saved yet')).toBeInTheDocument();
    expect(bars()).toHaveLength(0);
  });

  it('tells a workplace without services to add some first', async () => {
    const { start } = setup({ workplace: { ...ANCHOR, services: [] } });
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: /Add Shift/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Shift' });
    expect(within(dialog).getByText('Add services to your workplace to create shifts')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });
});

describe('Daily view: Select Employee', () => {
  it('lists matching employees, disables busy ones, assigns and updates the pay summary', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [[null, '09:00:00', '12:00:00']]);
    server.seed(today, 103, [['e-tom', '10:00:00', '11:00:00']]);
    const { ui, fetchMock } = start();
    expect(await screen.findByText('Thomas Reilly')).toBeInTheDocument();

    await ui.click((await screen.findAllByTestId('assignment-bar'))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Select Employee' });
    const toggle = within(dialog).getByRole('switch', { name: 'Only employees which match service type' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const names = () =>
      within(dialog)
        .getAllByRole('button', { name: /Sam|Alex|Tom/ })
        .map((b) => b.textContent);
    expect(names()).toEqual([expect.stringContaining('Sam'), expect.stringContaining('Tom')]);
    expect(within(dialog).getByRole('button', { name: /Tom/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Tom/ })).toHaveTextContent('Busy 10:00-11:00');

    await ui.click(toggle);
    expect(names()).toHaveLength(3);
    await ui.click(within(dialog).getByRole('button', { name: /Sam/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bars()[0]).toHaveAccessibleName(/^Sam 09:00-12:00, Server/);
    await waitFor(() => expect(fetchMock.callsTo('PUT /assignments/updateemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /assignments/updateemployee')[0].body).toEqual({
      assignmentId: server.assignments[0].assignment_id,
      employeeId: 'e-sam',
      userId: 'user-1',
    });
    // The pay summary follows the server's answer once the write is saved.
    const pay = await screen.findByRole('table');
    expect(await within(pay).findByRole('row', { name: /Samantha Okafor Sam 3 hrs 0 mins £34.50/ })).toBeInTheDocument();
    expect(within(pay).getByRole('row', { name: /Thomas Reilly Tom 1 hr 0 mins £7.55/ })).toBeInTheDocument();
    expect(within(pay).getByRole('row', { name: /Total 4 hrs 0 mins £42.05/ })).toBeInTheDocument();
  });

  it('puts the assignment back as it was when the server refuses the employee', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [[null, '09:00:00', '12:00:00']]);
    server.refuseNext('PUT /assignments/updateemployee', apiError(409, 'Employee is already assigned to another shift at this time.'));
    const { ui, fetchMock } = start();
    await ui.click((await screen.findAllByTestId('assignment-bar'))[0]);
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Sam/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee is already assigned to another shift at this time.');
    await waitFor(() => expect(bars()[0]).toHaveAccessibleName(/Unassigned/));
    expect(fetchMock.callsTo('GET /shifts/getdayrota').length).toBeGreaterThan(1);

    server.refuseNext('PUT /assignments/updateemployee', apiError(503, 'down'));
    await ui.click(bars()[0]);
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Sam/ }));
    expect(await screen.findByText('Failed to assign employee. Please try again.')).toBeInTheDocument();
  });

  it('unassigns, and removes an assignment (restoring it if the server says no)', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '12:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click((await screen.findAllByTestId('assignment-bar'))[0]);
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /assignments/updateemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /assignments/updateemployee')[0].body).toMatchObject({ employeeId: null });
    // The pay summary follows the server's answer for the day, once it comes.
    expect(await screen.findByText('Add an assignment to a shift to generate pay details')).toBeInTheDocument();

    server.refuseNext('DELETE /assignments/deleteassignment', apiError(500, 'boom'));
    await ui.click(bars()[0]);
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove assignment' }));
    expect(await screen.findByText('Failed to remove assignment. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(bars()).toHaveLength(1));

    await ui.click(bars()[0]);
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove assignment' }));
    await waitFor(() => expect(server.assignments).toHaveLength(0));
    expect(bars()).toHaveLength(0);
    // The server removed the row with its last assignment: the reloaded day shows it gone.
    expect(await screen.findByText('No shifts on this day yet.')).toBeInTheDocument();
  });
});

describe('Daily view: pay summary and share', () => {
  it('shows pay in the chosen currency, and hides nothing but the name column on mobile', async () => {
    const { server, start } = setup({ preferences: { currency: 'eur' } });
    server.seed(today, 101, [['e-alex', '09:00:00', '13:15:00']]);
    start();
    const pay = await screen.findByRole('table');
    expect(
      within(pay)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Employee Name', 'Display Name', 'Total Time', 'Pay']);
    expect(within(pay).getByRole('columnheader', { name: 'Employee Name' })).toHaveClass('hide-narrow');
    // 255 minutes at 9.25: 3931.25 → €39.31.
    expect(within(pay).getByRole('row', { name: /Alex Brown Alex 4 hrs 15 mins €39.31/ })).toBeInTheDocument();
  });

  it('pays the day at the rate in force on it, not a rise that starts later', async () => {
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const risen = {
      ...ALEX,
      rate: 20,
      rate_history: [
        { rate: 9.25, effective_from: '2020-01-01' },
        { rate: 20, effective_from: tomorrow },
      ],
    };
    const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM, risen, TOM], preferences: {} });
    server.seed(today, 101, [['e-alex', '09:00:00', '13:15:00']]);
    mockFetch(server.routes);
    renderApp(`/?view=daily&date=${today}`, { user: SESSION_USER });
    const pay = await screen.findByRole('table');
    // 255 minutes at 9.25 (today's rate), not at 20.
    expect(within(pay).getByRole('row', { name: /Alex Brown Alex 4 hrs 15 mins £39.31/ })).toBeInTheDocument();
  });

  it('shares the day once and copies the same link on every press', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '12:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Share rota/ }));
    // Nothing goes live before the manager agrees.
    expect(screen.getByRole('dialog', { name: 'Share this day' })).toHaveAccessibleDescription(
      "Anyone with the link can see this day's rota. Share?",
    );
    expect(fetchMock.callsTo('POST /rotas/share')).toHaveLength(0);
    await ui.click(within(screen.getByRole('dialog', { name: /^Share this (day|week)$/ })).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    const link = `${window.location.origin}/rota/rota-00abcdefghijklmnopqrstuv`;
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(fetchMock.callsTo('POST /rotas/share')[0].body).toEqual({ workplaceId: 'w-anchor', date: today, userId: 'user-1' });

    await navigator.clipboard.writeText('');
    await ui.click(screen.getByRole('button', { name: /Share link/ }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));
    expect(fetchMock.callsTo('POST /rotas/share')).toHaveLength(1);
    expect(screen.getByTestId('share-link')).toHaveAttribute('href', link);
  });

  it('offers this day or this week: the week is the shown day’s, Monday to Sunday, with its own link', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '12:00:00']]);
    const { ui, fetchMock } = start();
    const choice = await screen.findByRole('radiogroup', { name: 'Share' });
    expect(within(choice).getByRole('radio', { name: 'This day' })).toBeChecked();
    await ui.click(within(choice).getByRole('radio', { name: 'This week' }));
    await ui.click(screen.getByRole('button', { name: /Share rota/ }));
    await ui.click(within(screen.getByRole('dialog', { name: /^Share this (day|week)$/ })).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    const monday = startOfWeek(dayjs(today)).format('YYYY-MM-DD');
    expect(fetchMock.callsTo('POST /rotas/share')[0].body).toEqual({ workplaceId: 'w-anchor', weekStart: monday, userId: 'user-1' });
    const weekLink = `${window.location.origin}/rota/rota-00abcdefghijklmnopqrstuv`;
    expect(screen.getByTestId('share-link')).toHaveAttribute('href', weekLink);

    // The day has a link of its own; each choice shows its link again.
    await ui.click(within(choice).getByRole('radio', { name: 'This day' }));
    expect(screen.queryByTestId('share-link')).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: /Share rota/ }));
    await ui.click(within(screen.getByRole('dialog', { name: /^Share this (day|week)$/ })).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(screen.getByTestId('share-link')).toHaveAttribute('href', `${window.location.origin}/rota/rota-01abcdefghijklmnopqrstuv`),
    );
    expect(fetchMock.callsTo('POST /rotas/share')[1].body).toEqual({ workplaceId: 'w-anchor', date: today, userId: 'user-1' });
    await ui.click(within(choice).getByRole('radio', { name: 'This week' }));
    expect(screen.getByTestId('share-link')).toHaveAttribute('href', weekLink);

    // Revoking the week's link sends its id.
    await ui.click(screen.getByRole('button', { name: 'Revoke link' }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(fetchMock.callsTo('DELETE /rotas/share').at(-1)!.body).toEqual({ rotaId: 'rota-00abcdefghijklmnopqrstuv', userId: 'user-1' }),
    );
  });

  it('revokes the shown link after a confirm, then makes a new link on the next press', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '12:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Share rota/ }));
    await ui.click(within(screen.getByRole('dialog', { name: /^Share this (day|week)$/ })).getByRole('button', { name: 'Share' }));
    const first = `${window.location.origin}/rota/rota-00abcdefghijklmnopqrstuv`;
    await waitFor(() => expect(screen.getByTestId('share-link')).toHaveAttribute('href', first));

    // Cancel keeps the link.
    await ui.click(screen.getByRole('button', { name: 'Revoke link' }));
    await ui.click(within(screen.getByRole('dialog', { name: 'Revoke link' })).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.callsTo('DELETE /rotas/share')).toHaveLength(0);
    expect(screen.getByTestId('share-link')).toHaveAttribute('href', first);

    // A refusal is shown in the dialog and the link stays.
    server.refuseNext('DELETE /rotas/share', apiError(404, 'Rota not found.'));
    await ui.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke link' });
    expect(dialog).toHaveTextContent('Anyone with this link will no longer see the rota.');
    await ui.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rota not found.');

    await ui.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Link revoked. Share the rota again to make a new link.')).toBeInTheDocument();
    expect(fetchMock.callsTo('DELETE /rotas/share').at(-1)!.body).toEqual({ rotaId: 'rota-00abcdefghijklmnopqrstuv', userId: 'user-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('share-link')).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: /Share rota/ }));
    await ui.click(within(screen.getByRole('dialog', { name: /^Share this (day|week)$/ })).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(screen.getByTestId('share-link')).toHaveAttribute('href', `${window.location.origin}/rota/rota-01abcdefghijklmnopqrstuv`),
    );
    expect(fetchMock.callsTo('POST /rotas/share')).toHaveLength(2);
  });

  it('uses the native share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { server, start } = setup();
      server.seed(today, 101, [['e-sam', '09:00:00', '12:00:00']]);
      const { ui } = start();
      await ui.click(await screen.findByRole('button', { name: /Share rota/ }));
      await ui.click(within(screen.getByRole('dialog', { name: /^Share this (day|week)$/ })).getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/rota/') })));
      expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});

describe('Daily view: empty shifts stay until the manager deletes them', () => {
  it('shows an empty shift as such on load, deletes nothing by itself, and deletes it on request', async () => {
    const { server, start } = setup();
    const shiftId = server.seed(today, 101, []);
    const { ui, fetchMock } = start();
    const empty = await row('Server');
    expect(within(empty).getByText('Empty shift')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.callsTo('GET /shifts/getdayrota').length).toBeGreaterThan(0));
    expect(fetchMock.callsTo('DELETE /shifts/deleteshift')).toHaveLength(0);

    await ui.click(within(empty).getByRole('button', { name: 'Delete empty Server shift' }));
    await waitFor(() => expect(fetchMock.callsTo('DELETE /shifts/deleteshift')).toHaveLength(1));
    expect(fetchMock.callsTo('DELETE /shifts/deleteshift')[0].query.get('shiftId')).toBe(shiftId);
    expect(await screen.findByText('No shifts on this day yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Server shift' })).not.toBeInTheDocument();
    expect(server.shifts).toHaveLength(0);
  });

  it('keeps a new row whose first assignment is refused as a draft: the server saved nothing', async () => {
    const { server, start } = setup();
    server.refuseNext('POST /assignments/placeassignment', apiError(400, 'Assignment must be within the workplace rota hours.'));
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Add Shift/ }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Server/ }));
    const draft = await row('Server');
    await ui.click(within(draft).getByRole('button', { name: 'Server 09:00' }));
    await ui.click(within(draft).getByRole('button', { name: 'Server 10:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Assignment must be within the workplace rota hours.');
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Server shift' })).getByText('Not saved yet')).toBeInTheDocument());
    expect(screen.getAllByRole('group', { name: 'Server shift' })).toHaveLength(1);
    expect(server.shifts).toHaveLength(0);
    expect(fetchMock.callsTo('DELETE /shifts/deleteshift')).toHaveLength(0);
  });
});

/** A phone: the planner's narrow media query matches, print does not. */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const quarterWidth = () => parseFloat(screen.getByTestId('timeline-scroll').parentElement!.style.getPropertyValue('--quarter-w'));

describe('Daily view: on a phone', () => {
  it('gives quarter hours at least 24px at the default zoom (the timeline scrolls), and a tap on a bar opens the picker', async () => {
    stubPhone();
    const { server, start } = setup();
    server.seed(today, 101, [[null, '09:00:00', '09:30:00']]);
    const { ui } = start();
    const bar = (await screen.findAllByTestId('assignment-bar'))[0];
    expect(quarterWidth()).toBeGreaterThanOrEqual(24);
    // 12 hours (08:00-20:00) of quarters this wide are far wider than a 375px screen: the row scrolls.
    expect(quarterWidth() * 4 * 12).toBeGreaterThan(375);

    await ui.pointer({ keys: '[TouchA]', target: bar });
    expect(screen.getByRole('dialog', { name: 'Select Employee' })).toBeInTheDocument();
  });

  it('keeps the desktop timeline as it was: the whole day fits at the default zoom', async () => {
    const { server, start } = setup();
    server.seed(today, 101, [[null, '09:00:00', '09:30:00']]);
    start();
    await screen.findAllByTestId('assignment-bar');
    // 32px × 28 / 12 hours, a quarter of it.
    expect(quarterWidth()).toBeCloseTo((32 * 28) / 12 / 4);
  });
});

describe('Daily view: print', () => {
  it('has a Print button, and lays the whole day out to fit the page while printing', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { server, start } = setup();
    server.seed(today, 101, [['e-sam', '09:00:00', '12:00:00']]);
    const { ui } = start();
    await screen.findAllByTestId('assignment-bar');
    await ui.click(screen.getByRole('button', { name: 'Print' }));
    await ui.click(within(screen.getByRole('dialog', { name: 'Print the rota' })).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    const onScreen = quarterWidth();
    fireEvent(window, new Event('beforeprint'));
    // 860px of track for 12 hours.
    expect(quarterWidth()).toBeCloseTo(860 / 12 / 4);
    fireEvent(window, new Event('afterprint'));
    expect(quarterWidth()).toBeCloseTo(onScreen);
  });
});

describe('Daily view: overnight', () => {
  const LATE = { ...ANCHOR, rota_start_time: 18, rota_end_time: 26 };

  it('runs the timeline past midnight and shows an end of the next day as "+1"', async () => {
    const { server, start } = setup({ workplace: LATE });
    server.seed(today, 101, [['e-sam', '22:00:00', '02:00:00']]);
    start();
    const [bar] = await screen.findAllByTestId('assignment-bar');
    expect(bar).toHaveAccessibleName('Sam 22:00-02:00 +1, Server');
    // 18:00 to 02:00 is 8 hours: the bar covers its 16 quarters.
    expect(parseFloat(bar.style.width)).toBeCloseTo(16 * quarterWidth() - 2);
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('table')).findByRole('row', { name: /Samantha Okafor Sam 4 hrs 0 mins/ }),
    ).toBeInTheDocument();
  });

  it('sends an assignment across midnight with the next morning as a clock time, and refuses a start after midnight', async () => {
    const { server, start } = setup({ workplace: LATE });
    server.seed(today, 101, []);
    const { ui, fetchMock } = start();
    await ui.click(within(await row('Server')).getByRole('button', { name: 'Server 00:30 +1' }));
    await ui.click(within(await row('Server')).getByRole('button', { name: 'Server 01:00 +1' }));
    expect(await screen.findByText('An assignment must start before midnight; it may end the next morning.')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(0);

    const late = await row('Server');
    await ui.click(within(late).getByRole('button', { name: 'Server 23:00' }));
    await ui.click(within(late).getByRole('button', { name: 'Server 01:45 +1' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/addassignment')[0].body).toMatchObject({ timeStart: '23:00:00', timeEnd: '02:00:00' });
    expect(fetchMock.callsTo('POST /assignments/addassignment')).toHaveLength(1);
  });
});
