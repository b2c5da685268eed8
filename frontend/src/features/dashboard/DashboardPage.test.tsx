import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { pricedPayEntry } from '../../test/organisation-fixtures';
import { renderApp } from '../../test/render';

const crown = {
  workplace_id: 'w1',
  name: 'The Crown',
  industry_category: 'bar',
  services: [201],
  rota_start_time: 8,
  rota_end_time: 23,
  employee_count: 2,
  ownerId: 'user-1',
  role: 'owner',
  currency: 'gbp',
};

const employees = [
  {
    employee_id: 'e1',
    workplace_id: 'w1',
    workplace_name: 'The Crown',
    display_name: 'Sam',
    first_name: 'Samantha',
    surname: 'Reed',
    rate: 7.55,
    services: [201],
    created_by: 'user-1',
  },
  {
    employee_id: 'e2',
    workplace_id: 'w1',
    workplace_name: 'The Crown',
    display_name: 'Alex',
    first_name: 'Alex',
    surname: 'Hart',
    rate: 12,
    services: [201],
    created_by: 'user-1',
  },
];

// Weekly pay periods starting on Monday (week_start, the planner's week too).
const preferences = { ...PREFERENCES, tf_2: true, num_1: 1, week_start: 'monday' };

// The pay answer as the server prices it: Sam 8 h 15 on three days at £7.55, Alex 4 h 30 at £12.00, Jo (removed) 2 h at £9.50.
const sam = { employee_id: 'e1', display_name: 'Sam', rate: 7.55 };
const alex = { employee_id: 'e2', display_name: 'Alex', rate: 12 };
const samPlan = { '06/01/25': 495, '07/01/25': 495, '08/01/25': 495 };
const alexPlan = { '06/01/25': 270 };
const pay = [
  pricedPayEntry(sam, samPlan),
  pricedPayEntry(alex, alexPlan),
  pricedPayEntry({ employee_id: 'gone', display_name: 'Jo', removed: true, rate: 9.5 }, { '09/01/25': 120 }),
];

type Routes = Record<string, MockResponse>;

// Several queries and an effect stand between render and the first figure: on a busy
// two-core machine that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

function api(overrides: Routes = {}) {
  return mockFetch({
    'GET /workplaces/getworkplaces': { body: [crown] },
    'GET /employees/getemployees': { body: employees },
    'GET /preferences/getpreferences': { body: preferences },
    'GET /shifts/getpopulateddates': { body: ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2024-12-20'] },
    'GET /pay/getpayfordates': { body: pay },
    'GET /pay/periods': { body: { periods: [] } },
    ...overrides,
  });
}

beforeEach(() => {
  // Reduced motion makes the count-up show its final value at once, which keeps these tests quick.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});

/** jsdom's Blob has no arrayBuffer(); FileReader it has. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The date picker is enabled once the workplace is chosen (here: auto-selected). */
async function openDatePicker(ui: ReturnType<typeof renderApp>['ui']) {
  const picker = await screen.findByRole('button', { name: /^Date range:/ });
  await waitFor(() => expect(picker).toBeEnabled());
  await ui.click(picker);
  return screen.getByRole('dialog', { name: 'Select date range' });
}

const renderDashboard = (path = '/dashboard') => renderApp(path, { user: SESSION_USER });

describe('DashboardPage', () => {
  it('offers the actual basis: approved hours, and the plan marked with * where a day is not approved', async () => {
    api({
      'GET /pay/getpayfordates': {
        body: [pricedPayEntry(sam, samPlan, { '06/01/25': 420, '07/01/25': 510 }), pricedPayEntry(alex, alexPlan, { '06/01/25': 300 })],
      },
    });
    const { ui, location } = renderDashboard('/dashboard?workplace=w1&from=2025-01-06&to=2025-01-12');
    await ui.selectOptions(await screen.findByRole('combobox', { name: 'Basis' }), 'Actual (approved)');
    expect(location()).toBe('/dashboard?workplace=w1&from=2025-01-06&to=2025-01-12&basis=actual');
    // Sam: 7 h + 8 h 30 approved + 8 h 15 planned (08/01 not approved) = 23 h 45; Alex: 5 h approved.
    const table = await screen.findByRole('table', { name: /Pay per employee/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Alex.*5 hrs 0 mins.*£60\.00/);
    expect(rows[1]).not.toHaveTextContent('*');
    expect(rows[2]).toHaveTextContent(/Sam.*23 hrs 45 mins\*.*£179\.31/);
    expect(screen.getByText('* Includes planned hours for days whose timesheet is not approved yet.')).toBeInTheDocument();
  });

  it('auto-selects the only workplace and shows the placeholder until a range is chosen', async () => {
    api();
    const { location } = renderDashboard();
    expect(await screen.findByRole('button', { name: 'Workplace: The Crown' })).toBeInTheDocument();
    expect(screen.getByText('Select a workplace and date range to display pay data.')).toBeInTheDocument();
    expect(location()).toBe('/dashboard?workplace=w1');
  });

  it("follows the one week start preference (week_start), the planner's, not num_1", async () => {
    api({ 'GET /preferences/getpreferences': { body: { ...preferences, num_1: 3, week_start: 'sunday' } } });
    const { ui } = renderDashboard();
    const dialog = await openDatePicker(ui);
    // The preferences may answer after the dialog opens: the heading follows them when they do.
    expect(await within(dialog).findByText('Weekly pay periods (Sunday to Saturday)')).toBeInTheDocument();
    const options = await within(dialog).findAllByRole('button', { name: /Week$/ });
    expect(options.map((o) => o.textContent)).toEqual(['05/01/25 – 11/01/25Week', '15/12/24 – 21/12/24Week']);
  });

  it("offers every period with shifts in the planner's range, months back and ahead, not only recent ones", async () => {
    // The tests' clock is Wed 10 Jun 2026: shifts from January (older than the planner's two months) to September.
    const dates = ['2026-01-05', '2026-02-11', '2026-03-18', '2026-03-19', '2026-04-26', '2026-06-10', '2026-07-01', '2026-09-27'];
    api({ 'GET /shifts/getpopulateddates': { body: dates } });
    const { ui } = renderDashboard();
    const dialog = await openDatePicker(ui);
    const options = await within(dialog).findAllByRole('button', { name: /Week$/ });
    expect(options.map((o) => o.textContent)).toEqual([
      '21/09/26 – 27/09/26Week',
      '29/06/26 – 05/07/26Week',
      '08/06/26 – 14/06/26Week',
      '20/04/26 – 26/04/26Week',
      '16/03/26 – 22/03/26Week',
      '09/02/26 – 15/02/26Week',
      '05/01/26 – 11/01/26Week',
    ]);
  });

  it('starts weekly periods on Monday, as the planner does, whatever num_1 says', async () => {
    api({ 'GET /preferences/getpreferences': { body: { ...preferences, num_1: 0, week_start: 'monday' } } });
    const { ui } = renderDashboard();
    const dialog = await openDatePicker(ui);
    expect(within(dialog).getByText('Weekly pay periods (Monday to Sunday)')).toBeInTheDocument();
  });

  it('offers the weekly periods holding planned days and shows totals, table and breakdown', async () => {
    const { callsTo, calls } = api();
    const { ui, location } = renderDashboard();
    const dialog = await openDatePicker(ui);
    expect(within(dialog).getByText('Weekly pay periods (Monday to Sunday)')).toBeInTheDocument();
    const options = await within(dialog).findAllByRole('button', { name: /Week$/ });
    // Newest first; weeks start on Monday (week_start).
    expect(options.map((o) => o.textContent)).toEqual(['06/01/25 – 12/01/25Week', '16/12/24 – 22/12/24Week']);
    await ui.click(options[0]);
    expect(location()).toBe('/dashboard?workplace=w1&from=2025-01-06&to=2025-01-12');

    expect(await screen.findByRole('heading', { name: 'Total Hours Worked' })).toBeInTheDocument();
    // Sam 24h45 + Alex 4h30 + Jo 2h = 31h15; £186.86 + £54.00 + £19.00 = £259.86.
    expect(screen.getByTestId('total-hours')).toHaveTextContent('31 hrs 15 mins');
    expect(screen.getByTestId('total-pay')).toHaveTextContent('£259.86');

    const [payCall] = callsTo('GET /pay/getpayfordates');
    expect(payCall.query.get('workplaceId')).toBe('w1');
    expect(payCall.query.get('userId')).toBe('user-1');
    expect(JSON.parse(payCall.query.get('dates')!)).toEqual([
      '06/01/25',
      '07/01/25',
      '08/01/25',
      '09/01/25',
      '10/01/25',
      '11/01/25',
      '12/01/25',
    ]);
    expect(calls.filter((c) => c.path === '/shifts/getpopulateddates')[0].query.get('workplaceId')).toBe('w1');

    const table = screen.getByRole('table', { name: /Pay per employee/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Employee', 'Rate', 'Total Hours', 'Total Earned']);
    // Collapsed breakdown rows are hidden, so only the employee rows count.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/Alex.*£12\.00.*4 hrs 30 mins.*£54\.00/);
    expect(rows[2]).toHaveTextContent(/Jo.*Removed.*£9\.50.*2 hrs 0 mins.*£19\.00/);
    // Sam: 1485 min at £7.55 = £186.8625, rounded once for the period.
    expect(rows[3]).toHaveTextContent(/Sam.*£7\.55.*24 hrs 45 mins.*£186\.86/);
    expect(rows[4]).toHaveTextContent(/Total.*31 hrs 15 mins.*£259\.86/);

    const samButton = within(table).getByRole('button', { name: /Sam/ });
    expect(samButton).toHaveAttribute('aria-expanded', 'false');
    await ui.click(samButton);
    expect(samButton).toHaveAttribute('aria-expanded', 'true');
    const breakdown = screen.getByRole('table', { name: 'Daily breakdown for Sam' });
    expect(
      within(breakdown)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Hours', 'Rate', 'Earned']);
    // Each day: 495 min at £7.55 = £62.2875 → £62.29.
    expect(
      within(breakdown)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['06/01/258 hrs 15 mins£7.55£62.29', '07/01/258 hrs 15 mins£7.55£62.29', '08/01/258 hrs 15 mins£7.55£62.29']);

    await ui.click(samButton);
    expect(screen.queryByRole('table', { name: 'Daily breakdown for Sam' })).not.toBeInTheDocument();

    // The hours chart lists every employee with their hours.
    const chart = screen.getByRole('list', { name: 'Hours per employee' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alex4 hrs 30 mins', 'Jo (removed)2 hrs 0 mins', 'Sam24 hrs 45 mins']);
  });

  it('reads the range from the address and shows money in the chosen currency', async () => {
    api({ 'GET /preferences/getpreferences': { body: { ...preferences, currency: 'eur', tf_2: false } } });
    renderDashboard('/dashboard?workplace=w1&from=2025-01-01&to=2025-01-31');
    expect(await screen.findByRole('button', { name: 'Date range: January 2025' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-pay')).toHaveTextContent('€259.86'));
  });

  it("shows a team's workplace in its owner's currency, whatever one's own", async () => {
    api({
      'GET /preferences/getpreferences': { body: { ...preferences, currency: 'eur', tf_2: false } },
      'GET /workplaces/getworkplaces': { body: [{ ...crown, ownerId: 'owner-9', role: 'auditor', currency: 'usd' }] },
    });
    renderDashboard('/dashboard?workplace=w1&from=2025-01-01&to=2025-01-31');
    await waitFor(() => expect(screen.getByTestId('total-pay')).toHaveTextContent('$259.86'));
    expect(screen.getByTestId('total-pay')).not.toHaveTextContent('€');
  });

  it('downloads the table and the daily breakdown as CSV in one click each', async () => {
    api();
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { ui } = renderDashboard('/dashboard?workplace=w1&from=2025-01-06&to=2025-01-12');

    await ui.click(await screen.findByRole('button', { name: /Table \(CSV\)/ }));
    await ui.click(screen.getByRole('button', { name: /Daily breakdown \(CSV\)/ }));
    expect(names).toEqual(['pay-summary_the-crown_2025-01-06_to_2025-01-12.csv', 'pay-daily_the-crown_2025-01-06_to_2025-01-12.csv']);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const summary = new TextDecoder().decode(await bytesOf(blobs[0]));
    expect(summary.split('\r\n')).toEqual([
      'Employee,Status,Rate (£/hr),Total Hours,Total Earned (£)',
      'Alex,Active,12.00,4.50,54.00',
      'Jo,Removed,9.50,2.00,19.00',
      'Sam,Active,7.55,24.75,186.86',
      'Total,,,31.25,259.86',
      '',
    ]);
    // The file starts with the UTF-8 byte order mark (TextDecoder strips it when decoding).
    expect([...(await bytesOf(blobs[0])).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const daily = new TextDecoder().decode(await bytesOf(blobs[1]));
    expect(daily.split('\r\n')).toEqual([
      'Employee,Status,Date,Hours,Rate (£/hr),Earned (£)',
      'Alex,Active,06/01/2025,4.50,12.00,54.00',
      'Jo,Removed,09/01/2025,2.00,9.50,19.00',
      'Sam,Active,06/01/2025,8.25,7.55,62.29',
      'Sam,Active,07/01/2025,8.25,7.55,62.29',
      'Sam,Active,08/01/2025,8.25,7.55,62.29',
      '',
    ]);
  });

  it('sends the user to Profile when there is no workplace', async () => {
    api({ 'GET /workplaces/getworkplaces': { body: [] } });
    const { ui, location } = renderDashboard();
    await ui.click(screen.getByRole('button', { name: /^Workplace:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select workplace' });
    expect(await within(dialog).findByText('Create a workplace to view dashboard data')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('link', { name: 'Go to Profile' }));
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('lets the user choose among several workplaces', async () => {
    const bar = { ...crown, workplace_id: 'w2', name: 'Harbour Bar', employee_count: 1 };
    api({ 'GET /workplaces/getworkplaces': { body: [crown, bar] } });
    const { ui, location } = renderDashboard();
    const picker = screen.getByRole('button', { name: 'Workplace: Select workplace' });
    expect(screen.getByRole('button', { name: /^Date range:/ })).toBeDisabled();
    await ui.click(picker);
    const dialog = await screen.findByRole('dialog', { name: 'Select workplace' });
    await ui.click(await within(dialog).findByRole('button', { name: /Harbour Bar/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Workplace: Harbour Bar' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard?workplace=w2');
  });

  it('sends the user to the Planner when the workplace has no planned days', async () => {
    api({ 'GET /shifts/getpopulateddates': { body: [] } });
    const { ui, location } = renderDashboard();
    const dialog = await openDatePicker(ui);
    expect(await within(dialog).findByText('Create a rota and add staff to see dashboard data')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('link', { name: 'Go to Planner' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('accepts a custom range and refuses one that ends before it starts', async () => {
    api();
    const { ui } = renderDashboard();
    const dialog = await openDatePicker(ui);
    await within(dialog).findAllByRole('button', { name: /Week$/ });
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    await ui.type(from, '2025-01-08');
    await ui.type(to, '2025-01-07');
    await ui.click(within(dialog).getByRole('button', { name: 'Show range' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
    await ui.clear(to);
    await ui.type(to, '2025-01-09');
    await ui.click(within(dialog).getByRole('button', { name: 'Show range' }));
    expect(await screen.findByRole('button', { name: 'Date range: 08/01/25 – 09/01/25' })).toBeInTheDocument();
    // 8 Jan: Sam 8h15; 9 Jan: Jo 2h.
    await waitFor(() => expect(screen.getByTestId('total-hours')).toHaveTextContent('10 hrs 15 mins'));
  });

  it('says so when there are no hours in the range', async () => {
    api({ 'GET /pay/getpayfordates': { body: [{ employee_id: 'e1', hoursInDays: {} }] } });
    renderDashboard('/dashboard?workplace=w1&from=2025-02-03&to=2025-02-09');
    expect(await screen.findByText('No hours are planned at The Crown for 03/02/25 – 09/02/25.')).toBeInTheDocument();
  });

  it('says so when the pay data cannot be loaded', async () => {
    api({ 'GET /pay/getpayfordates': { status: 500, body: { statusCode: 500, message: 'Server error' } } });
    renderDashboard('/dashboard?workplace=w1&from=2025-01-06&to=2025-01-12');
    expect(await screen.findByText('Pay data could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
