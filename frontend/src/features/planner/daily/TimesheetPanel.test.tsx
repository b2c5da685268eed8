import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { TimesheetAnswer } from '@rotaledger/contracts';
import { makeStore } from '../../../lib/store';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SAM } from '../../../test/organisation-fixtures';
import { TimesheetPanel } from './TimesheetPanel';
// The session slice injects itself into the store when its module loads (lib/store.ts): load it before preloading a session.
import '../../auth/entry';

const DAY = '2026-06-02';
const row = (extra: Partial<TimesheetAnswer> = {}): TimesheetAnswer => ({
  assignmentId: 'a1',
  date: DAY,
  employeeId: SAM.employee_id,
  plannedStart: '07:00:00',
  plannedEnd: '15:00:00',
  plannedBreakMinutes: 30,
  plannedPaidMinutes: 450,
  actualStart: '07:20:00',
  actualEnd: '15:10:00',
  actualBreakMinutes: 30,
  actualPaidMinutes: 440,
  clockedInAt: null,
  clockedOutAt: null,
  approved: false,
  ...extra,
});

function renderPanel(readOnly = false, timeZone = 'Europe/London') {
  render(
    <Provider store={makeStore({ session: { user: null } })}>
      <TimesheetPanel workplaceId="w1" date={DAY} userId="user-1" employees={[SAM]} readOnly={readOnly} timeZone={timeZone} />
    </Provider>,
  );
  return userEvent.setup({ delay: null });
}

describe('the daily view’s timesheet', () => {
  it('shows planned vs actual, corrects a row with HH:MM:SS times and approves the day', async () => {
    let answer = [row()];
    const { callsTo } = mockFetch({
      'GET /timesheets': () => ({ body: { timesheets: answer } }),
      'PUT /timesheets': () => {
        answer = [row({ actualEnd: '15:40:00', actualPaidMinutes: 470 })];
        return { status: 204 };
      },
      'POST /timesheets/approve': () => {
        answer = answer.map((r) => ({ ...r, approved: true }));
        return { status: 204 };
      },
    });
    const ui = renderPanel();
    const table = await screen.findByRole('table', { name: 'Planned and actual hours' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Sam.*07:00–15:00 · 30 min break.*07:20–15:10 · 30 min break.*7 hrs 20 mins/,
    );
    await ui.click(screen.getByRole('button', { name: "Correct Sam's timesheet" }));
    const form = screen.getByRole('form', { name: "Correct Sam's timesheet" });
    const end = within(form).getByLabelText('End');
    await ui.clear(end);
    await ui.type(end, '15:40');
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/7 hrs 50 mins/)).toBeInTheDocument();
    expect(callsTo('PUT /timesheets').map((c) => c.body)).toEqual([
      { userId: 'user-1', assignmentId: 'a1', actualStart: '07:20:00', actualEnd: '15:40:00', breakMinutes: 30 },
    ]);
    await ui.click(screen.getByRole('button', { name: 'Approve day' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(callsTo('POST /timesheets/approve').map((c) => c.body)).toEqual([{ workplaceId: 'w1', date: DAY, userId: 'user-1' }]);
  });

  it("shows the server's refusal in the form", async () => {
    mockFetch({
      'GET /timesheets': { body: { timesheets: [row()] } },
      'PUT /timesheets': apiError(400, 'The break must be shorter than the shift.'),
    });
    const ui = renderPanel();
    await ui.click(await screen.findByRole('button', { name: "Correct Sam's timesheet" }));
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The break must be shorter than the shift.');
  });

  it('shows the clock times on the workplace’s clock, as the planned times are, whatever the browser’s zone', async () => {
    mockFetch({
      'GET /timesheets': {
        body: { timesheets: [row({ clockedInAt: '2026-06-02T11:02:00.000Z', clockedOutAt: '2026-06-02T19:14:00.000Z' })] },
      },
    });
    renderPanel(false, 'America/New_York');
    const table = await screen.findByRole('table', { name: 'Planned and actual hours' });
    // 11:02 and 19:14 UTC are 07:02 and 15:14 in New York (UTC-4 in June).
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[1]).toHaveTextContent('07:02–15:14');
  });

  it('is read-only for auditors', async () => {
    mockFetch({ 'GET /timesheets': { body: { timesheets: [row({ actualStart: null, actualEnd: null, actualPaidMinutes: null })] } } });
    renderPanel(true);
    expect(await screen.findByText('As planned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Correct|Approve/ })).not.toBeInTheDocument();
  });
});
