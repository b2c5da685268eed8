import { act, configure, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ANCHOR, employee } from '../../../test/organisation-fixtures';
import type { UnavailableByEmployee } from '../weekly/availability';
import { fakeAutofillServer } from '../testing/fakeAutofillServer';
import { fakeRotaServer } from '../testing/fakeRotaServer';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../PlannerPage'), 60_000);
afterEach(() => vi.useRealTimers());

// Friday 12 March 2027, on the daily timeline. Only the calendar is faked.
const FRIDAY = '2027-03-12';
const ANN = employee({ employee_id: 'e-ann', display_name: 'Ann', rate: 12.71, services: [101, 103] });
const BEN = employee({ employee_id: 'e-ben', display_name: 'Ben', rate: 11, services: [101] });
const CAT = employee({ employee_id: 'e-cat', display_name: 'Cat', rate: 10, services: [103] });
const STAFF = [{ ...ANN, contract: { minWeeklyHours: 16, maxWeeklyHours: 30 } }, { ...BEN, contract: { maxWeeklyHours: 8 } }, CAT];
// Ann is free only until 12:00 and Cat is on time off: Friday's cook shift 10-14 has nobody.
const UNAVAILABLE: UnavailableByEmployee = {
  'e-ann': { [FRIDAY]: [{ from: '12:00', to: '24:00', reason: 'availability' }] },
  'e-cat': { [FRIDAY]: [{ from: '00:00', to: '24:00', reason: 'timeOff' }] },
};

/** Friday: a Server shift with two open assignments (09-13, 13-17; Ben, the cheaper, can take both) and an open Cook 10-14. */
function start() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${FRIDAY}T08:00:00`) });
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: STAFF, unavailable: UNAVAILABLE });
  const autofill = fakeAutofillServer(server, { employees: STAFF, unavailable: UNAVAILABLE });
  server.seed(FRIDAY, 101, [
    [null, '09:00:00', '13:00:00'],
    [null, '13:00:00', '17:00:00'],
  ]);
  server.seed(FRIDAY, 103, [[null, '10:00:00', '14:00:00']]);
  const fetchMock = mockFetch({ ...server.routes, ...autofill.routes });
  return { server, fetchMock, ...renderApp(`/?date=${FRIDAY}&view=daily`, { user: SESSION_USER }) };
}

const shiftRow = (service: string) => screen.getByRole('group', { name: `${service} shift` });
const proposedBars = () => screen.queryAllByTestId('proposed-bar');
const panel = () => screen.getByTestId('autofill-proposal');

async function fillTheDay(ui: ReturnType<typeof renderApp>['ui']) {
  await ui.click(await screen.findByRole('button', { name: 'Fill the day' }));
  await screen.findByTestId('autofill-proposal');
  await waitFor(() => expect(proposedBars()).toHaveLength(2));
}

describe('Fill the day, on the timeline', () => {
  it('draws the proposal in a lane under its shift, apart from the real bars, with what it could not fill and the totals', async () => {
    const { ui, fetchMock } = start();
    await fillTheDay(ui);
    expect(fetchMock.callsTo('POST /rota/autofill')[0].body).toMatchObject({ from: FRIDAY, to: FRIDAY });

    const lane = within(shiftRow('Server')).getByRole('group', { name: 'Proposed for the Server shift' });
    const bars = within(lane).getAllByTestId('proposed-bar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(['Proposed Ben 09:00-13:00, Server', 'Proposed Ben 13:00-17:00, Server']);
    // Told apart in words and by its dashed outline, not by colour alone.
    expect(bars[0]).toHaveTextContent('Proposed Ben 09:00-13:00');
    expect(bars[0]).toHaveClass('proposed-bar');
    // Nothing placed: the real bars are still the open assignments.
    expect(
      within(shiftRow('Server'))
        .getAllByTestId('assignment-bar')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Unassigned 09:00-13:00, Server', 'Unassigned 13:00-17:00, Server']);
    // The cook shift nobody could take has no lane; the panel says why, person by person.
    expect(within(shiftRow('Cook')).queryByTestId('proposed-lane')).not.toBeInTheDocument();
    const unfilled = within(panel()).getByTestId('unfilled-shift');
    expect(unfilled).toHaveTextContent('Cook, Fri 12 Mar 10:00-14:00');
    expect(
      within(unfilled)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ann: not available after 12:00', 'Ben: does not work Cook', 'Cat: on time off']);
    // 2 × 4 h × £11.00 = £88.00.
    const totals = within(panel()).getByTestId('proposal-totals');
    expect(totals).toHaveTextContent('2 of 3 open shifts filled');
    expect(totals).toHaveTextContent('Cost £88.00');
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ann 0 of 16–30 h', 'Ben 8 of max 8 h', 'Cat 0 h']);
  });

  it("shows a proposed bar's reasons on keyboard focus, reached with Tab without breaking the track's one tab stop", async () => {
    const { ui } = start();
    await fillTheDay(ui);
    const row = shiftRow('Server');
    const track = within(row).getAllByRole('button', { name: /^Server \d\d:\d\d/ });
    const stops = track.filter((cell) => cell.tabIndex === 0);
    expect(stops).toHaveLength(1);
    // From the track's stop, Tab passes the two real bars, then reaches the first proposed bar.
    act(() => stops[0].focus());
    await ui.tab();
    await ui.tab();
    await ui.tab();
    const [first] = proposedBars();
    expect(first).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('available 09:00–13:00 · Server · £11.00/h, cheapest of 1 who could');
    expect(first).toHaveAccessibleDescription('available 09:00–13:00 · Server · £11.00/h, cheapest of 1 who could');
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // The arrows still walk the track's free quarters from its stop.
    act(() => stops[0].focus());
    await ui.keyboard('{ArrowRight}');
    expect(
      within(row)
        .getAllByRole('button', { name: /^Server \d\d:\d\d/ })
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);
    expect(document.activeElement).not.toBe(stops[0]);
    expect(document.activeElement?.getAttribute('data-quarter')).not.toBeNull();
  });

  it('accepts only the rows chosen in one write: the timeline shows the placed one, the other stays open, one Undo entry', async () => {
    const { ui, server, fetchMock } = start();
    await fillTheDay(ui);
    const afternoon = within(panel())
      .getAllByTestId('proposed-row')
      .find((r) => r.textContent?.includes('13:00-17:00'))!;
    await ui.click(within(afternoon).getByRole('checkbox'));
    // The timeline says which one is left out, in words.
    expect(proposedBars()[1]).toHaveAccessibleName('Proposed (not chosen) Ben 13:00-17:00, Server');
    expect(proposedBars()[1]).toHaveTextContent('Proposed (not chosen)');
    await ui.click(within(panel()).getByRole('button', { name: 'Accept chosen (1)' }));
    expect(await screen.findByText('1 assignment placed by auto-fill.')).toBeInTheDocument();
    const morning = server.assignments.find((a) => a.time_start === '09:00:00')!;
    expect(fetchMock.callsTo('POST /rota/autofill/accept')).toHaveLength(1);
    expect(fetchMock.callsTo('POST /rota/autofill/accept')[0].body).toEqual({
      userId: SESSION_USER.uid,
      proposalId: 'proposal-1',
      assignmentIds: [morning.assignment_id],
    });
    await waitFor(() =>
      expect(
        within(shiftRow('Server'))
          .getAllByTestId('assignment-bar')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Ben 09:00-13:00, Server', 'Unassigned 13:00-17:00, Server']),
    );
    expect(proposedBars()).toHaveLength(0);
    await ui.click(screen.getByRole('button', { name: 'Undo auto-fill (1 assignment)' }));
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
    expect(server.assignments.every((a) => a.employee_id === null)).toBe(true);
  });

  it('discards: the lanes go, nothing was written, and Fill the day has the focus', async () => {
    const { ui, server, fetchMock } = start();
    await fillTheDay(ui);
    await ui.click(within(panel()).getByRole('button', { name: 'Discard' }));
    expect(proposedBars()).toHaveLength(0);
    expect(screen.queryByTestId('proposed-lane')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/autofill/accept')).toHaveLength(0);
    expect(server.assignments.every((a) => a.employee_id === null)).toBe(true);
    expect(within(shiftRow('Server')).getAllByTestId('assignment-bar')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Fill the day' })).toHaveFocus();
  });

  it('has no serious or critical axe violations with the proposal drawn and a tip open', async () => {
    const { ui } = start();
    await fillTheDay(ui);
    act(() => proposedBars()[0].focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    // jsdom lays nothing out: contrast is the journeys' to check.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
