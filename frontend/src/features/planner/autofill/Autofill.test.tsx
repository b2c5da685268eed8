import { act, configure, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ANCHOR, employee } from '../../../test/organisation-fixtures';
import type { UnavailableByEmployee } from '../weekly/availability';
import { fakeAutofillServer, AUTOFILL_CONFLICT } from '../testing/fakeAutofillServer';
import { fakeRotaServer } from '../testing/fakeRotaServer';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../PlannerPage'), 60_000);
afterEach(() => vi.useRealTimers());

// Wednesday 10 March 2027: the week shown is Monday 8 to Sunday 14 March. Only the calendar is faked.
const WEDNESDAY = '2027-03-10';
const THURSDAY = '2027-03-11';
const FRIDAY = '2027-03-12';

const ANN = employee({ employee_id: 'e-ann', display_name: 'Ann', rate: 12.71, services: [101, 103] });
const BEN = employee({ employee_id: 'e-ben', display_name: 'Ben', rate: 11, services: [101] });
const CAT = employee({ employee_id: 'e-cat', display_name: 'Cat', rate: 10, services: [103] });
const STAFF = [
  { ...ANN, contract: { minWeeklyHours: 16, maxWeeklyHours: 30, maxDaysPerWeek: 5 } },
  { ...BEN, contract: { maxWeeklyHours: 8 } },
  CAT,
];
// Cat is off on Wednesday and Friday, and Ann free only until 12:00 on Friday: Friday's cook shift has nobody.
const TIME_OFF = [{ from: '00:00', to: '24:00', reason: 'timeOff' as const }];
const UNAVAILABLE: UnavailableByEmployee = {
  'e-ann': { [FRIDAY]: [{ from: '12:00', to: '24:00', reason: 'availability' }] },
  'e-cat': { [WEDNESDAY]: TIME_OFF, [FRIDAY]: TIME_OFF },
};

function setup() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${WEDNESDAY}T12:00:00`) });
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: STAFF, unavailable: UNAVAILABLE });
  const autofill = fakeAutofillServer(server, { employees: STAFF, unavailable: UNAVAILABLE });
  const start = () => {
    const fetchMock = mockFetch({ ...server.routes, ...autofill.routes });
    return { ...renderApp(`/?date=${WEDNESDAY}`, { user: SESSION_USER }), fetchMock };
  };
  return { server, start };
}

/** Server 09-17 Wednesday and 09-13 Thursday, Cook 10-14 Friday: all open. */
function seedOpenWeek(server: ReturnType<typeof fakeRotaServer>) {
  server.seed(WEDNESDAY, 101, [[null, '09:00:00', '17:00:00']]);
  server.seed(THURSDAY, 101, [[null, '09:00:00', '13:00:00']]);
  server.seed(FRIDAY, 103, [[null, '10:00:00', '14:00:00']]);
}

const cell = (name: string, date: string) =>
  screen.getAllByTestId('weekly-cell').find((c) => c.dataset.employee === name && c.dataset.date === date)!;
const openCell = (date: string) => screen.getAllByTestId('weekly-open-cell').find((c) => c.dataset.date === date)!;
const proposal = () => screen.getByTestId('autofill-proposal');

async function fillTheWeek(ui: ReturnType<typeof renderApp>['ui']) {
  await ui.click(await screen.findByRole('button', { name: 'Fill the week' }));
  return screen.findByTestId('autofill-proposal');
}

describe('Fill the week', () => {
  it('shows the proposal in the grid apart from real assignments, with reasons on focus, what it could not fill and the totals', async () => {
    const { server, start } = setup();
    seedOpenWeek(server);
    const { ui, fetchMock } = start();
    await fillTheWeek(ui);
    expect(fetchMock.callsTo('POST /rota/autofill')[0].body).toEqual({
      userId: SESSION_USER.uid,
      workplaceId: ANCHOR.workplace_id,
      from: '2027-03-08',
      to: '2027-03-14',
      goal: 'cost',
      mayMoveOthers: false,
    });

    // Ben (cheaper) gets Wednesday's 8 h, which is his max; Thursday goes to Ann.
    const benWednesday = within(cell('Ben', WEDNESDAY)).getByTestId('proposed-chip');
    expect(benWednesday).toHaveAccessibleName('Proposed 09:00-17:00 for Ben on Wednesday 10 March');
    expect(benWednesday).toHaveTextContent('Proposed');
    expect(benWednesday).toHaveClass('weekly-proposed');
    expect(within(cell('Ann', THURSDAY)).getByTestId('proposed-chip')).toHaveTextContent('09:00-13:00');
    // Not an assignment: nothing to edit in those cells, and the open shifts are still open.
    expect(within(cell('Ben', WEDNESDAY)).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(openCell(WEDNESDAY)).getByRole('button', { name: /Open Server shift/ })).toBeInTheDocument();

    // Its reasons on keyboard focus, as a tooltip and as the chip's description.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => benWednesday.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('available 09:00–17:00 · Server · £11.00/h, cheapest of 2 who could');
    expect(benWednesday).toHaveAccessibleDescription('available 09:00–17:00 · Server · £11.00/h, cheapest of 2 who could');
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // And in the panel, behind a "Why?" reached with Tab.
    const rows = within(proposal()).getAllByTestId('proposed-row');
    act(() => within(rows[0]).getByRole('checkbox').focus());
    await ui.tab();
    const why = screen.getByRole('button', { name: 'Why Ben, Wed 10 Mar 09:00-17:00?' });
    expect(why).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(within(rows[0]).getByText('£11.00/h, cheapest of 2 who could')).toBeVisible();

    // Friday's cook shift: each person with their reason.
    const unfilled = within(proposal()).getByTestId('unfilled-shift');
    expect(unfilled).toHaveTextContent('Cook, Fri 12 Mar 10:00-14:00');
    expect(
      within(unfilled)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ann: not available after 12:00', 'Ben: does not work Cook', 'Cat: on time off']);

    // Totals: 8 h × £11.00 + 4 h × £12.71 = £88.00 + £50.84.
    const totals = within(proposal()).getByTestId('proposal-totals');
    expect(totals).toHaveTextContent('2 of 3 open shifts filled');
    expect(totals).toHaveTextContent('Cost £138.84');
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ann 4 of 16–30 h', 'Ben 8 of max 8 h', 'Cat 0 h']);
  });

  it('accepts all in one write: the grid shows the assignments, and one Undo entry takes them back', async () => {
    const { server, start } = setup();
    seedOpenWeek(server);
    const { ui, fetchMock } = start();
    await fillTheWeek(ui);
    await ui.click(within(proposal()).getByRole('button', { name: 'Accept all' }));
    expect(await screen.findByText('2 assignments placed by auto-fill.')).toBeInTheDocument();
    const [accept] = fetchMock.callsTo('POST /rota/autofill/accept');
    expect(accept.body).toEqual({ userId: SESSION_USER.uid, proposalId: 'proposal-1' });
    expect(fetchMock.callsTo('POST /rota/autofill/accept')).toHaveLength(1);
    await waitFor(() =>
      expect(within(cell('Ben', WEDNESDAY)).getByRole('button', { name: /^Edit Ben's shift/ })).toHaveTextContent('09:00-17:00'),
    );
    expect(within(cell('Ann', THURSDAY)).getByRole('button', { name: /^Edit Ann's shift/ })).toHaveTextContent('09:00-13:00');
    expect(screen.queryByTestId('proposed-chip')).not.toBeInTheDocument();
    expect(screen.queryByTestId('autofill-proposal')).not.toBeInTheDocument();
    expect(server.assignments.filter((a) => a.employee_id).map((a) => a.employee_id)).toEqual(['e-ben', 'e-ann']);

    await ui.click(screen.getByRole('button', { name: 'Undo auto-fill (2 assignments)' }));
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
    expect(server.assignments.every((a) => a.employee_id === null)).toBe(true);
    await waitFor(() => expect(within(cell('Ben', WEDNESDAY)).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument());
  });

  it('accepts only the rows chosen', async () => {
    const { server, start } = setup();
    seedOpenWeek(server);
    const { ui, fetchMock } = start();
    await fillTheWeek(ui);
    const thursday = within(proposal())
      .getAllByTestId('proposed-row')
      .find((row) => row.textContent?.includes('Thu 11 Mar'))!;
    await ui.click(within(thursday).getByRole('checkbox'));
    await ui.click(within(proposal()).getByRole('button', { name: 'Accept chosen (1)' }));
    expect(await screen.findByText('1 assignment placed by auto-fill.')).toBeInTheDocument();
    const wednesdayAssignment = server.assignments.find((a) => a.time_start === '09:00:00' && a.time_end === '17:00:00')!;
    expect(fetchMock.callsTo('POST /rota/autofill/accept')[0].body).toEqual({
      userId: SESSION_USER.uid,
      proposalId: 'proposal-1',
      assignmentIds: [wednesdayAssignment.assignment_id],
    });
    await waitFor(() => expect(within(cell('Ben', WEDNESDAY)).getByRole('button', { name: /^Edit Ben's shift/ })).toBeInTheDocument());
    expect(within(openCell(THURSDAY)).getByRole('button', { name: /Open Server shift/ })).toBeInTheDocument();
    expect(within(cell('Ann', THURSDAY)).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('discards: the grid is as it was, and nothing was written', async () => {
    const { server, start } = setup();
    seedOpenWeek(server);
    const { ui, fetchMock } = start();
    await fillTheWeek(ui);
    expect(screen.getAllByTestId('proposed-chip')).toHaveLength(2);
    await ui.click(within(proposal()).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByTestId('autofill-proposal')).not.toBeInTheDocument();
    expect(screen.queryByTestId('proposed-chip')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/autofill/accept')).toHaveLength(0);
    expect(server.assignments.every((a) => a.employee_id === null)).toBe(true);
    for (const date of [WEDNESDAY, THURSDAY, FRIDAY])
      expect(within(openCell(date)).getAllByRole('button', { name: /^Open/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fill the week' })).toHaveFocus();
  });

  it("says the server's 409 when the rota changed, and fills again moving as few others as it must", async () => {
    const { server, start } = setup();
    // Ann (the only cook free then) works Wednesday's server shift; Wednesday's cook shift and Thursday's are open.
    server.seed(WEDNESDAY, 101, [['e-ann', '09:00:00', '17:00:00']]);
    server.seed(WEDNESDAY, 103, [[null, '10:00:00', '14:00:00']]);
    server.seed(THURSDAY, 101, [[null, '09:00:00', '13:00:00']]);
    const { ui, fetchMock } = start();
    await fillTheWeek(ui);
    expect(within(proposal()).getByTestId('unfilled-shift')).toHaveTextContent('Ann: already working 09:00–17:00');
    // Meanwhile someone else changes the rota.
    server.seed(FRIDAY, 101, [[null, '09:00:00', '10:00:00']]);
    await ui.click(within(proposal()).getByRole('button', { name: 'Accept all' }));
    expect(await screen.findByText(AUTOFILL_CONFLICT)).toBeInTheDocument();
    expect(screen.queryByTestId('autofill-proposal')).not.toBeInTheDocument();
    expect(screen.queryByTestId('proposed-chip')).not.toBeInTheDocument();
    expect(within(openCell(THURSDAY)).getByRole('button', { name: /Open Server shift/ })).toBeInTheDocument();

    await ui.click(screen.getByRole('checkbox', { name: 'May move others' }));
    await ui.click(screen.getByRole('button', { name: 'Fill again' }));
    await screen.findByTestId('autofill-proposal');
    expect(fetchMock.callsTo('POST /rota/autofill')[1].body).toMatchObject({ mayMoveOthers: true, goal: 'cost' });
    expect(
      within(screen.getByRole('list', { name: 'Moves' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ann → Ben']);
    expect(within(cell('Ben', WEDNESDAY)).getByTestId('proposed-chip')).toHaveTextContent('09:00-17:00');
    expect(within(cell('Ann', WEDNESDAY)).getByTestId('proposed-chip')).toHaveTextContent('10:00-14:00');
    // Ann's own assignment stays hers until the proposal is accepted.
    expect(within(cell('Ann', WEDNESDAY)).getByRole('button', { name: /^Edit Ann's shift/ })).toHaveTextContent('09:00-17:00');
    expect(within(proposal()).queryByTestId('unfilled-shift')).not.toBeInTheDocument();
  });
});

describe('Fill the week, accessibly', () => {
  it('has no serious or critical axe violations with a proposal, its reasons and a tooltip open', async () => {
    const { server, start } = setup();
    seedOpenWeek(server);
    const { ui } = start();
    await fillTheWeek(ui);
    await ui.click(screen.getAllByRole('button', { name: /^Why / })[0]);
    act(() => screen.getAllByTestId('proposed-chip')[0].focus());
    // jsdom lays nothing out: contrast is the journeys' to check.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('The person row', () => {
  it("shows the contract: this week's hours against the contracted range, and the days", async () => {
    const { server, start } = setup();
    server.seed(WEDNESDAY, 101, [['e-ann', '09:00:00', '17:00:00']]);
    server.seed(THURSDAY, 101, [['e-ann', '09:00:00', '13:30:00']]);
    const { fetchMock } = start();
    const annRow = await screen.findByRole('rowheader', { name: /Ann/ });
    await waitFor(() => expect(within(annRow).getByTestId('employee-contract')).toHaveTextContent('12.5 of 16–30 h · max 5 days'));
    expect(within(screen.getByRole('rowheader', { name: /Ben/ })).getByTestId('employee-contract')).toHaveTextContent('0 of max 8 h');
    expect(within(screen.getByRole('rowheader', { name: /Cat/ })).queryByTestId('employee-contract')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/autofill')).toHaveLength(0);
  });
});

describe('Fill the day', () => {
  it("proposes for the day shown only, and places the accepted rows in the day's rota", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${WEDNESDAY}T12:00:00`) });
    const server = fakeRotaServer({ workplaces: [ANCHOR], employees: STAFF, unavailable: UNAVAILABLE });
    const autofill = fakeAutofillServer(server, { employees: STAFF, unavailable: UNAVAILABLE });
    seedOpenWeek(server);
    const fetchMock = mockFetch({ ...server.routes, ...autofill.routes });
    const { ui } = renderApp(`/?date=${WEDNESDAY}&view=daily`, { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: 'Fill the day' }));
    const panel = await screen.findByTestId('autofill-proposal');
    expect(fetchMock.callsTo('POST /rota/autofill')[0].body).toMatchObject({ from: WEDNESDAY, to: WEDNESDAY });
    expect(
      within(panel)
        .getAllByTestId('proposed-row')
        .map((row) => within(row).getByRole('checkbox').closest('label')?.textContent),
    ).toEqual(['Proposed Ben, Wed 10 Mar 09:00-17:00']);
    expect(within(panel).getByTestId('proposal-totals')).toHaveTextContent('1 of 1 open shift filled');
    expect(server.assignments.every((a) => a.employee_id === null)).toBe(true);
    await ui.click(within(panel).getByRole('button', { name: 'Accept all' }));
    expect(await screen.findByText('1 assignment placed by auto-fill.')).toBeInTheDocument();
    expect(server.assignments.filter((a) => a.employee_id).map((a) => [a.employee_id, a.time_start])).toEqual([['e-ben', '09:00:00']]);
    expect(screen.getByRole('button', { name: 'Undo auto-fill (1 assignment)' })).toBeInTheDocument();
  });
});
