import { configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, type MockResponse, type RecordedCall } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ALEX, ANCHOR, SAM } from '../../test/organisation-fixtures';
import { startOfWeek } from './dates';
import { fakeRotaServer } from './testing/fakeRotaServer';
import type { Workplace } from '../profile';
import type { RequestsAnswer } from '../requests';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('./PlannerPage'), 60_000);

const monday = startOfWeek(dayjs());
const wednesday = monday.add(2, 'day');
const thursday = monday.add(3, 'day');
const nextMonday = monday.add(7, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const BUSY = 'Employee is already assigned to another shift at this time.';

function pending(): RequestsAnswer {
  return {
    timeOff: [
      {
        requestId: 'r-1',
        employee: { id: 'e-sam', name: 'Sam' },
        from: iso(nextMonday),
        to: iso(nextMonday.add(2, 'day')),
        note: 'Family wedding',
        requestedAt: '2026-11-20T09:00:00.000Z',
        shiftsAffected: 3,
        ruleNote: null,
      },
    ],
    claims: [
      {
        claimId: 'c-1',
        employee: { id: 'e-alex', name: 'Alex' },
        shift: { assignment_id: 'a-9', date: iso(thursday), time_start: '12:00:00', time_end: '16:00:00', service_type: 103 },
        requestedAt: '2026-11-21T09:00:00.000Z',
        ruleNote: BUSY,
      },
    ],
    swaps: [
      {
        swapId: 's-1',
        employee: { id: 'e-sam', name: 'Sam' },
        shift: { assignment_id: 'a-7', date: iso(thursday), time_start: '09:00:00', time_end: '13:00:00', service_type: 101 },
        coveredBy: null,
        status: 'open',
        requestedAt: '2026-11-22T09:00:00.000Z',
        ruleNote: null,
      },
      {
        swapId: 's-2',
        employee: { id: 'e-alex', name: 'Alex' },
        shift: { assignment_id: 'a-8', date: iso(wednesday), time_start: '17:00:00', time_end: '20:00:00', service_type: 103 },
        coveredBy: { id: 'e-sam', name: 'Sam' },
        status: 'accepted',
        requestedAt: '2026-11-23T09:00:00.000Z',
        ruleNote: 'Sam is not available on Wednesdays after 17:00.',
      },
    ],
  };
}

/** The planner with a requests list the decisions change, as the server's would. */
function setup({ workplace = ANCHOR, decide }: { workplace?: Workplace; decide?: (call: RecordedCall) => MockResponse | undefined } = {}) {
  const server = fakeRotaServer({ workplaces: [workplace], employees: [SAM, ALEX] });
  const list = pending();
  const fetchMock = mockFetch({
    ...server.routes,
    'GET /requests': () => ({ body: list }),
    'POST /requests/decide': (call) => {
      const answer = decide?.(call);
      if (answer) return answer;
      const body = call.body as { requestId?: string; claimId?: string; swapId?: string };
      list.timeOff = list.timeOff.filter((r) => r.requestId !== body.requestId);
      list.claims = list.claims.filter((c) => c.claimId !== body.claimId);
      list.swaps = list.swaps.filter((s) => s.swapId !== body.swapId);
      return { status: 204, headers: body.requestId ? { 'Opened-Shifts': '3' } : {} };
    },
  });
  const app = renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER });
  return { app, fetchMock };
}

const panel = () => screen.getByRole('region', { name: 'Requests' });
const item = (text: RegExp) =>
  within(panel())
    .getAllByRole('listitem')
    .find((li) => text.test(li.textContent ?? ''))!;

async function openPanel(ui: ReturnType<typeof setup>['app']['ui']) {
  await ui.click(await screen.findByRole('button', { name: 'Requests (4 pending)' }));
  return panel();
}

describe('Planner: the Requests panel', () => {
  it('counts pending requests on the tab and lists them in three groups with their rule notes', async () => {
    const { app, fetchMock } = setup();
    const region = await openPanel(app.ui);
    expect(fetchMock.callsTo('GET /requests')[0].query.toString()).toBe(
      new URLSearchParams({ workplaceId: 'w-anchor', userId: 'user-1' }).toString(),
    );
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Time off (1)', 'Open-shift claims (1)', 'Swaps (2)']);
    const timeOff = item(/Family wedding/);
    expect(timeOff).toHaveTextContent('Sam');
    expect(timeOff).toHaveTextContent(`${nextMonday.format('ddd D MMM')} – ${nextMonday.add(2, 'day').format('ddd D MMM')}`);
    expect(timeOff).toHaveTextContent('3 shifts will open');
    const claim = item(/Alex.*claims/);
    expect(claim).toHaveTextContent(`${thursday.format('ddd D MMM')} · 12:00-16:00 · Cook`);
    expect(claim).toHaveTextContent(BUSY);
    expect(item(/Sam offered/)).toHaveTextContent('Nobody yet');
    expect(item(/Alex offered/)).toHaveTextContent('Sam will cover');
    expect(item(/Alex offered/)).toHaveTextContent('Sam is not available on Wednesdays after 17:00.');
  });

  it('approves time off in one click and says how many shifts it opened, refreshing the list and the week', async () => {
    const { app, fetchMock } = setup();
    await openPanel(app.ui);
    const weekReads = fetchMock.callsTo('GET /shifts/getweeklyshifts').length;
    await app.ui.click(within(item(/Family wedding/)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: 3 shifts opened')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /requests/decide')[0].body).toEqual({ requestId: 'r-1', approve: true, userId: 'user-1' });
    await waitFor(() => expect(within(panel()).queryByText(/Family wedding/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Requests (3 pending)' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.callsTo('GET /shifts/getweeklyshifts').length).toBeGreaterThan(weekReads));
  });

  it('approves time off as paid holiday when the manager changes its kind (issue 39)', async () => {
    const { app, fetchMock } = setup();
    await openPanel(app.ui);
    const timeOff = item(/Family wedding/);
    expect(within(timeOff).getByLabelText('Pay as')).toHaveValue('unpaid');
    await app.ui.selectOptions(within(timeOff).getByLabelText('Pay as'), 'Paid holiday');
    await app.ui.click(within(timeOff).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: 3 shifts opened')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /requests/decide')[0].body).toEqual({
      requestId: 'r-1',
      kind: 'paid-holiday',
      approve: true,
      userId: 'user-1',
    });
  });

  it('declines a claim and approves an accepted swap, each with its own id', async () => {
    const { app, fetchMock } = setup();
    await openPanel(app.ui);
    await app.ui.click(within(item(/Alex.*claims/)).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /requests/decide')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /requests/decide')[0].body).toEqual({ claimId: 'c-1', approve: false, userId: 'user-1' });
    await app.ui.click(within(item(/Alex offered/)).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /requests/decide')).toHaveLength(2));
    expect(fetchMock.callsTo('POST /requests/decide')[1].body).toEqual({ swapId: 's-2', approve: true, userId: 'user-1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Requests (2 pending)' })).toBeInTheDocument());
  });

  it('keeps Approve off for a swap nobody has offered to cover yet', async () => {
    const { app } = setup();
    await openPanel(app.ui);
    const open = item(/Sam offered/);
    expect(within(open).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(open).toHaveTextContent('Waiting for a colleague');
    expect(within(open).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('shows a refusal on the item it concerns', async () => {
    const { app } = setup({ decide: () => apiError(409, BUSY) });
    await openPanel(app.ui);
    await app.ui.click(within(item(/Alex.*claims/)).getByRole('button', { name: 'Approve' }));
    expect(await within(item(/Alex.*claims/)).findByRole('alert')).toHaveTextContent(BUSY);
    expect(within(item(/Alex.*claims/)).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows an auditor the requests without a way to decide them', async () => {
    const { app } = setup({ workplace: { ...ANCHOR, role: 'auditor' } });
    const region = await openPanel(app.ui);
    expect(within(region).getByText('Family wedding', { exact: false })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('closes with its Close button and with Escape, giving focus back to the tab', async () => {
    const { app } = setup();
    await openPanel(app.ui);
    await app.ui.click(within(panel()).getByRole('button', { name: 'Close requests' }));
    expect(screen.queryByRole('region', { name: 'Requests' })).not.toBeInTheDocument();
    const tab = screen.getByRole('button', { name: 'Requests (4 pending)' });
    expect(tab).toHaveFocus();
    await app.ui.click(tab);
    await app.ui.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Requests' })).not.toBeInTheDocument();
  });
});
