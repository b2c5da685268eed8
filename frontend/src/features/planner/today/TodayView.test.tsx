import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagerDayAnswer } from '@rotaledger/contracts';
import { mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import type { RequestsAnswer } from '../../requests';
import { fakeRotaServer } from '../testing/fakeRotaServer';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

// Issue 41: the manager's day on a phone, on the component tests' fixed clock (Wed 10 June 2026, 09:30 in London).
const DAY = '2026-06-10';
const BOB = { ...ALEX, employee_id: 'e-bob', display_name: 'Bob', first_name: 'Bob', phone: '07700 900123' };
const NO_REQUESTS: RequestsAnswer = { timeOff: [], claims: [], swaps: [] };

/** A phone: the planner's media query for narrow screens matches. */
function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width: 767px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}
afterEach(() => vi.unstubAllGlobals());

/** `lastNight`: rows of yesterday's shifts still running, first in On now as the server sends them. */
function setup(route = '/', lastNight: ManagerDayAnswer['onNow'] = []) {
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [{ ...SAM, phone: null }, BOB] });
  server.seed(DAY, 101, [[null, '11:00', '15:00']]);
  const open = server.assignments.find((a) => a.employee_id === null)!;
  let day: ManagerDayAnswer = {
    date: DAY,
    now: '2026-06-10T08:30:00.000Z',
    time_zone: 'Europe/London',
    onNow: [
      ...lastNight,
      {
        assignmentId: 'a-sam',
        employeeId: 'e-sam',
        displayName: 'Sam',
        date: DAY,
        timeStart: '08:00:00',
        timeEnd: '14:00:00',
        status: 'in',
        clockedInAt: '2026-06-10T06:58:00.000Z',
      },
      {
        assignmentId: 'a-bob',
        employeeId: 'e-bob',
        displayName: 'Bob',
        date: DAY,
        timeStart: '09:00:00',
        timeEnd: '17:00:00',
        status: 'late',
        clockedInAt: null,
      },
    ],
    next: [],
    openShifts: [
      { assignmentId: open.assignment_id, shiftId: open.shift_id, serviceType: 101, timeStart: '11:00:00', timeEnd: '15:00:00' },
    ],
    cost: { plannedPence: 41950, plannedSoFarPence: 8465, soFarPence: 7875, unpriced: false },
  };
  const fetchMock = mockFetch({
    ...server.routes,
    'GET /requests': () => ({ body: NO_REQUESTS }),
    'GET /rota/today': () => ({ body: day }),
    'POST /assignments/noshow': () => {
      day = {
        ...day,
        onNow: day.onNow.filter((p) => p.assignmentId !== 'a-bob'),
        openShifts: [
          { assignmentId: 'a-bob', shiftId: 's-bob', serviceType: 101, timeStart: '09:00:00', timeEnd: '17:00:00' },
          ...day.openShifts,
        ],
      };
      return { body: { assignment_id: 'a-bob' } };
    },
  });
  return { app: renderApp(route, { user: SESSION_USER }), fetchMock, open };
}

const section = (name: string) => screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('section')!;

describe('The planner on a phone: today', () => {
  it("opens on today with the server's labour figures, who is on now, Bob marked late, and a Call link for who has a phone", async () => {
    asPhone();
    const { fetchMock } = setup();
    expect(await screen.findByRole('heading', { name: 'On now (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.callsTo('GET /rota/today')[0].query.get('workplaceId')).toBe(ANCHOR.workplace_id);
    expect(section('Labour today')).toHaveTextContent('£78.75 so far');
    expect(section('Labour today')).toHaveTextContent('plan so far £84.65 · day £419.50');
    const bob = within(section('On now')).getAllByRole('listitem')[1];
    expect(bob).toHaveTextContent('Bob09:00-17:00Late');
    expect(within(bob).getByRole('link', { name: 'Call Bob' })).toHaveAttribute('href', 'tel:07700900123');
    const sam = within(section('On now')).getAllByRole('listitem')[0];
    // Clocked in at 06:58 UTC, 07:58 on the workplace's clock.
    expect(sam).toHaveTextContent('Sam08:00-14:00In since 07:58');
    expect(within(sam).queryByRole('link')).not.toBeInTheDocument();
    // Sam is in: no no-show to mark.
    expect(within(sam).queryByRole('button')).not.toBeInTheDocument();
    expect(section('Requests waiting')).toHaveTextContent('No requests waiting.');
  });

  it("lists last night's shift still running first, on this morning's clock, with its clock state", async () => {
    asPhone();
    setup('/', [
      {
        assignmentId: 'a-night',
        employeeId: 'e-bob',
        displayName: 'Bob',
        date: '2026-06-09',
        timeStart: '22:00:00',
        timeEnd: '06:00:00',
        status: 'in',
        clockedInAt: '2026-06-09T20:57:00.000Z',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'On now (3)' })).toBeInTheDocument();
    const night = within(section('On now')).getAllByRole('listitem')[0];
    expect(night).toHaveTextContent('Bob22:00-06:00 since last nightIn since 21:57');
    expect(within(section('On now')).getAllByRole('listitem')[1]).toHaveTextContent('Sam08:00-14:00In since 07:58');
  });

  it('marks a no-show in one tap, then offers Fill again for the day', async () => {
    asPhone();
    const { app, fetchMock } = setup();
    await app.ui.click(await screen.findByRole('button', { name: 'Bob is a no-show' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /assignments/noshow')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /assignments/noshow')[0].body).toEqual({ assignmentId: 'a-bob', userId: SESSION_USER.uid });
    expect(await screen.findByText('Bob marked as a no-show: their shift is open.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Open shifts (2)' })).toBeInTheDocument();
    expect(within(section('Open shifts')).getByRole('button', { name: 'Fill again' })).toBeInTheDocument();
  });

  it('offers an open shift through its Give it to list and gives it in one tap', async () => {
    asPhone();
    const { app, fetchMock, open } = setup();
    const offer = await screen.findByRole('button', { name: /^Offer / });
    await waitFor(() => expect(offer).toBeEnabled());
    await app.ui.click(offer);
    const dialog = await screen.findByRole('dialog', { name: 'Open Shift' });
    expect(within(dialog).getByRole('heading', { name: 'Give it to' })).toBeInTheDocument();
    await app.ui.click(within(dialog).getByRole('button', { name: /^Assign Sam/ }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /assignments/updateemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /assignments/updateemployee')[0].body).toMatchObject({
      assignmentId: open.assignment_id,
      employeeId: 'e-sam',
    });
  });

  it('folds the week view’s controls behind one Planner menu on a phone', async () => {
    asPhone();
    const { app } = setup('/?view=weekly');
    const menu = await screen.findByRole('button', { name: 'Planner menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.planner-page')).toHaveClass('is-folded');
    await app.ui.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.planner-page')).not.toHaveClass('is-folded');
  });

  it('keeps the week first on a wide screen, without Today or the menu', async () => {
    setup();
    expect(await screen.findByRole('region', { name: 'Weekly rota' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Planner menu' })).not.toBeInTheDocument();
  });
});
