import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { toLocalInput } from './instants';
import type { AuditEvent, RotaAtInstant, RotaDiff, RotaShift } from './types';

// A page with several queries on a busy two-core machine: give them time.
configure({ asyncUtilTimeout: 5000 });

const crown = { id: 'wp-1', name: 'The Crown', deleted: false };
const who = { userId: 'user-1', username: 'sammanager' };
const DAY = '2026-12-07';

const event = (position: number, at: string, summary: string, kind: AuditEvent['kind'] = 'rota'): AuditEvent => ({
  position,
  eventId: `ev-${position}`,
  streamId: kind === 'rota' ? `rota-wp-1-${DAY}` : `${kind}-x`,
  type: 'AssignmentAdded',
  at,
  who,
  data: {},
  summary,
  kind,
  rotaDate: kind === 'rota' ? DAY : null,
});

const EVENTS = [
  event(1, '2026-12-01T09:00:00.000Z', 'Workplace The Crown created (Cafe, rota hours 06:00-24:00)', 'workplace'),
  event(2, '2026-12-01T09:05:00.000Z', 'Kit added to The Crown (Kit Tester, £10.00 per hour)', 'employee'),
  event(3, '2026-12-02T10:01:00.000Z', 'Kit assigned to Kitchen Staff 10:00-14:30 on Mon 7 Dec'),
  {
    ...event(4, '2026-12-04T10:00:00.000Z', 'Kitchen Staff 10:00-14:30 on Mon 7 Dec re-timed to 11:00-15:00 (Kit)'),
    who: { userId: 'user-2', username: 'kim', role: 'manager' as const },
  },
];
/** Event 4 made by a member who gave their name: the history calls them by it. */
const NAMED_EVENTS = [
  ...EVENTS.slice(0, 3),
  { ...EVENTS[3], who: { ...EVENTS[3].who, username: 'user-8f3a2c', displayName: 'Priya Shah' } },
];
const employees = [{ employeeId: 'kit', displayName: 'Kit', removed: false }];

const kitchen = (timeStart: string, timeEnd: string): RotaShift => ({
  shiftId: 's1',
  serviceType: 702,
  serviceName: 'Kitchen Staff',
  serviceIcon: '🥘',
  assignments: [{ assignmentId: 'a1', timeStart, timeEnd, employeeId: 'kit', employeeName: 'Kit', employeeRemoved: false }],
});

/** The day as the server would replay it: re-timed from 2026-12-04T10:00. */
function rotaAt(call: RecordedCall): RotaAtInstant {
  const at = call.query.get('at')!;
  const shifts = at < EVENTS[2].at ? [] : at < EVENTS[3].at ? [kitchen('10:00:00', '14:30:00')] : [kitchen('11:00:00', '15:00:00')];
  return {
    workplace: crown,
    date: call.query.get('date')!,
    at,
    shifts,
    lastChange: shifts.length ? { position: 3, at: EVENTS[2].at, who } : null,
  };
}

const diff: RotaDiff = {
  workplace: crown,
  date: DAY,
  from: '2026-12-03T00:00:00.000Z',
  to: '2026-12-05T00:00:00.000Z',
  added: [],
  removed: [],
  retimed: [
    {
      assignmentId: 'a1',
      shiftId: 's1',
      serviceType: 702,
      serviceName: 'Kitchen Staff',
      serviceIcon: '🥘',
      before: { timeStart: '10:00:00', timeEnd: '14:30:00' },
      after: { timeStart: '11:00:00', timeEnd: '15:00:00' },
      changedBy: { position: 4, at: EVENTS[3].at, who },
    },
  ],
  reassigned: [],
  shiftsAdded: [],
  shiftsRemoved: [],
  changes: [EVENTS[3]],
};

function api(options: { workplaces?: unknown[]; events?: (call: RecordedCall) => unknown } = {}) {
  return mockFetch({
    'GET /audit/workplaces': { body: options.workplaces ?? [crown, { id: 'wp-old', name: 'Old Place', deleted: true }] },
    'GET /audit/events': (call) => ({
      body: options.events?.(call) ?? {
        workplace: crown,
        employees,
        events: EVENTS.filter((e) => !call.query.get('date') || e.rotaDate === call.query.get('date')),
        nextCursor: null,
      },
    }),
    'GET /audit/rota': (call) => ({ body: rotaAt(call) }),
    'GET /audit/diff': (call) => ({ body: { ...diff, from: call.query.get('from'), to: call.query.get('to') } }),
  });
}

const summaries = () => screen.getAllByTestId('history-event').map((item) => item.querySelector('.history-event-summary')?.textContent);

describe('/history', () => {
  it('shows the timeline of changes with who and when, and the export buttons', async () => {
    const mock = api();
    renderApp('/history', { user: SESSION_USER });
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    await waitFor(() => expect(summaries()).toHaveLength(4));
    expect(summaries()[2]).toBe('Kit assigned to Kitchen Staff 10:00-14:30 on Mon 7 Dec');
    expect(within(screen.getAllByTestId('history-event')[2]).getByText('by sammanager')).toBeInTheDocument();
    // A team member's change names them and their part: "kim (manager)".
    expect(within(screen.getAllByTestId('history-event')[3]).getByText('by kim (manager)')).toBeInTheDocument();
    // The log's position is said in words, never a bare "#3".
    expect(screen.getAllByTestId('history-event')[2]).not.toHaveTextContent(/#\d/);
    expect(within(screen.getAllByTestId('history-event')[2]).getByText(/^log event \d+$/)).toBeInTheDocument();
    expect(mock.callsTo('GET /audit/events')[0].query.get('workplaceId')).toBe('wp-1');

    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('download');
    expect(new URL(csv.getAttribute('href')!).search).toBe('?workplaceId=wp-1&format=csv');
    expect(new URL(screen.getByRole('link', { name: 'Export JSON' }).getAttribute('href')!).search).toBe('?workplaceId=wp-1&format=json');
    // A deleted workplace keeps its history and can be chosen.
    expect(screen.getByRole('option', { name: 'Old Place (deleted)' })).toBeInTheDocument();
  });

  it('shows oldest first by default and newest first when chosen, remembered for the session', async () => {
    window.sessionStorage.clear();
    const mock = api({
      events: (call) => ({
        workplace: crown,
        employees,
        events: call.query.get('order') === 'newest' ? [...EVENTS].reverse() : EVENTS,
        nextCursor: null,
      }),
    });
    const first = renderApp('/history', { user: SESSION_USER });
    await waitFor(() => expect(summaries()).toHaveLength(4));
    expect(screen.getByLabelText('Order')).toHaveValue('oldest');
    expect(mock.callsTo('GET /audit/events')[0].query.get('order')).toBeNull();
    expect(summaries()[0]).toBe('Workplace The Crown created (Cafe, rota hours 06:00-24:00)');
    await first.ui.selectOptions(screen.getByLabelText('Order'), 'Newest first');
    await waitFor(() => expect(summaries()[0]).toBe('Kitchen Staff 10:00-14:30 on Mon 7 Dec re-timed to 11:00-15:00 (Kit)'));
    expect(mock.callsTo('GET /audit/events').at(-1)!.query.get('order')).toBe('newest');
    // The money in a summary carries its currency.
    expect(summaries()[2]).toBe('Kit added to The Crown (Kit Tester, £10.00 per hour)');
    first.unmount();
    // Opened again in the same session: still newest first.
    renderApp('/history', { user: SESSION_USER });
    await waitFor(() => expect(summaries()).toHaveLength(4));
    expect(screen.getByLabelText('Order')).toHaveValue('newest');
    expect(summaries()[0]).toBe('Kitchen Staff 10:00-14:30 on Mon 7 Dec re-timed to 11:00-15:00 (Kit)');
    window.sessionStorage.clear();
  });

  it('calls a person by the name they gave, not an auto-generated username', async () => {
    api({ events: () => ({ workplace: crown, employees, events: NAMED_EVENTS, nextCursor: null }) });
    renderApp('/history', { user: SESSION_USER });
    await waitFor(() => expect(summaries()).toHaveLength(4));
    expect(within(screen.getAllByTestId('history-event')[3]).getByText('by Priya Shah (manager)')).toBeInTheDocument();
    expect(screen.queryByText(/user-8f3a2c/)).not.toBeInTheDocument();
  });

  it("marks an undo's events as undone by whoever undid the change", async () => {
    const undone = {
      ...event(5, '2026-12-04T11:00:00.000Z', 'Kitchen Staff 11:00-15:00 on Mon 7 Dec re-timed to 10:00-14:30 (Kit)'),
      undoes: 'change-4',
    };
    api({ events: () => ({ workplace: crown, employees, events: [...EVENTS, undone], nextCursor: null }) });
    renderApp('/history', { user: SESSION_USER });
    await waitFor(() => expect(summaries()).toHaveLength(5));
    expect(within(screen.getAllByTestId('history-event')[4]).getByText('undone by sammanager')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('history-event')[2]).getByText('by sammanager')).toBeInTheDocument();
  });

  it('filters by employee, kind and day', async () => {
    const mock = api();
    const { ui } = renderApp('/history', { user: SESSION_USER });
    await waitFor(() => expect(summaries()).toHaveLength(4));
    await ui.selectOptions(screen.getByLabelText('Employee'), 'Kit');
    await waitFor(() => expect(mock.callsTo('GET /audit/events').some((c) => c.query.get('employeeId') === 'kit')).toBe(true));
    await ui.selectOptions(screen.getByLabelText('Kind'), 'Rota');
    await waitFor(() =>
      expect(mock.callsTo('GET /audit/events').some((c) => c.query.get('kind') === 'rota' && c.query.get('employeeId') === 'kit')).toBe(
        true,
      ),
    );
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-08' } });
    await waitFor(() => expect(screen.getByText('No changes match these filters.')).toBeInTheDocument());
    expect(mock.callsTo('GET /audit/events').at(-1)!.query.get('date')).toBe('2026-12-08');
  });

  it('loads the next page after the last position seen', async () => {
    const mock = api({
      events: (call) =>
        call.query.get('cursor') === '2'
          ? { workplace: crown, employees, events: EVENTS.slice(2), nextCursor: null }
          : { workplace: crown, employees, events: EVENTS.slice(0, 2), nextCursor: 2 },
    });
    const { ui } = renderApp('/history', { user: SESSION_USER });
    await waitFor(() => expect(summaries()).toHaveLength(2));
    await ui.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(summaries()).toHaveLength(4));
    expect(summaries()).toEqual(EVENTS.map((e) => e.summary));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(mock.callsTo('GET /audit/events').some((c) => c.query.get('cursor') === '2')).toBe(true);
  });

  it('opens the rota right after a change, then steps back to before it', async () => {
    const mock = api();
    const { ui, location } = renderApp('/history', { user: SESSION_USER });
    await waitFor(() => expect(summaries()).toHaveLength(4));
    await ui.click(screen.getAllByRole('button', { name: /^See rota then: Monday 7 December 2026 right after/ })[1]);

    expect(await screen.findByRole('heading', { name: 'Rota at a moment' })).toBeInTheDocument();
    expect(location()).toContain('view=rota');
    await waitFor(() =>
      expect(screen.getAllByTestId('history-bar').map((b) => b.getAttribute('aria-label'))).toEqual(['Kit, 11:00-15:00']),
    );
    expect(mock.callsTo('GET /audit/rota').at(-1)!.query.get('at')).toBe(EVENTS[3].at);

    // The slider steps through the day's changes: one back is right after the first.
    const slider = await screen.findByRole('slider', { name: "Step through the day's changes" });
    expect(slider).toHaveValue('2');
    fireEvent.change(slider, { target: { value: '1' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('history-bar').map((b) => b.getAttribute('aria-label'))).toEqual(['Kit, 10:00-14:30']),
    );
    expect(screen.getByText(/After change 1 of 2/)).toBeInTheDocument();

    fireEvent.change(slider, { target: { value: '0' } });
    await waitFor(() => expect(screen.getByText('No shifts on this day at that moment.')).toBeInTheDocument());
    expect(mock.callsTo('GET /audit/rota').at(-1)!.query.get('at')).toBe('2026-12-02T10:00:59.999Z');
    expect(screen.getByText('Nothing had been planned for this day yet.')).toBeInTheDocument();
  });

  it('shows the rota at an instant typed into the picker', async () => {
    const mock = api();
    renderApp(`/history?view=rota&day=${DAY}&at=2026-12-05T00:00:00.000Z`, { user: SESSION_USER });
    await waitFor(() => expect(screen.getAllByTestId('history-bar')).toHaveLength(1));
    // jsdom has no date-time picker to click through: set the field as the picker would.
    fireEvent.change(screen.getByLabelText('As it stood at'), { target: { value: toLocalInput('2026-12-03T09:30:00.000Z') } });
    await waitFor(() => expect(mock.callsTo('GET /audit/rota').at(-1)!.query.get('at')).toBe('2026-12-03T09:30:00.000Z'));
    await waitFor(() =>
      expect(screen.getAllByTestId('history-bar').map((b) => b.getAttribute('aria-label'))).toEqual(['Kit, 10:00-14:30']),
    );
    expect(screen.getByText(/^Last changed .* by sammanager\.$/)).toBeInTheDocument();
  });

  it('compares two moments: what changed, who changed it and when', async () => {
    const mock = api();
    // Long before any real "now", so the comparison runs forwards whenever the test runs.
    const { ui } = renderApp(`/history?view=rota&day=${DAY}&at=2020-01-01T00:00:00.000Z`, { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Compare with now' }));
    expect(await screen.findByRole('heading', { name: 'Compare two moments' })).toBeInTheDocument();
    const result = await screen.findByTestId('history-diff');
    expect(within(result).getByRole('heading', { name: 'Re-timed 1' })).toBeInTheDocument();
    expect(within(result).getByText(/Kitchen Staff 10:00-14:30 → 11:00-15:00/)).toHaveTextContent(/— sammanager, Fri 4 Dec 2026/);
    expect(within(result).getByText('1 change in between')).toBeInTheDocument();
    const call = mock.callsTo('GET /audit/diff').at(-1)!;
    expect(call.query.get('from')).toBe('2020-01-01T00:00:00.000Z');
    expect(call.query.get('date')).toBe(DAY);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: toLocalInput('2019-12-01T00:00:00.000Z') } });
    expect(await screen.findByText('The first moment must not be later than the second.')).toBeInTheDocument();
  });

  it('says when nothing changed between two moments', async () => {
    mockFetch({
      'GET /audit/workplaces': { body: [crown] },
      'GET /audit/diff': { body: { ...diff, retimed: [], changes: [] } },
    });
    renderApp(`/history?view=diff&day=${DAY}&from=2026-12-03T00:00:00Z&to=2026-12-04T00:00:00Z`, { user: SESSION_USER });
    expect(await screen.findByText('Nothing changed on this day between these two moments.')).toBeInTheDocument();
  });

  it('asks for a workplace first', async () => {
    api({ workplaces: [] });
    renderApp('/history', { user: SESSION_USER });
    expect(await screen.findByText('Create a workplace to start its history.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('is for signed-in users only', async () => {
    mockFetch({});
    const { location } = renderApp('/history', { user: null });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('is in the account menu and the footer when signed in', async () => {
    api();
    const { ui } = renderApp('/help', { user: SESSION_USER });
    expect(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history',
    );
    await ui.click(screen.getByRole('button', { name: 'Account menu' }));
    await ui.click(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
  });
});
