import { configure, screen, waitFor, within } from '@testing-library/react';
import { PAY_PERIOD_MESSAGES } from '@rotaledger/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, type MockResponse, type RecordedCall } from '../../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../../test/fixtures';
import { ANCHOR, employee } from '../../../test/organisation-fixtures';
import { renderApp } from '../../../test/render';
import type { Workplace } from '../../profile';

// Issue 39 on screen: the dashboard's pay periods (status, totals, lines by type, Finalise,
// Re-open, Export) and the payslip page. Today is Wednesday 10 June 2026 (src/test/clock.ts).

configure({ asyncUtilTimeout: 5000 });

const ANN = employee({ employee_id: 'e-ann', display_name: 'Ann', workplace_id: 'w-anchor', payrollId: 'A7' });
const BOB = employee({ employee_id: 'e-bob', display_name: 'Bob', workplace_id: 'w-anchor' });

const PERIODS = [
  {
    periodStart: '2026-05-25',
    periodEnd: '2026-05-31',
    status: 'finalised',
    finalisedAt: '2026-06-02T09:00:00.000Z',
    totals: { hours: 30, amountPence: 39000 },
  },
  { periodStart: '2026-06-01', periodEnd: '2026-06-07', status: 'open', totals: { hours: 48.5, amountPence: 66150 } },
  { periodStart: '2026-06-08', periodEnd: '2026-06-14', status: 'open', totals: { hours: 8, amountPence: 10400 } },
];

const JUNE_LINES = [
  { employeeId: 'e-ann', type: 'normal', hours: 40, ratePence: 1300, amountPence: 52000, eventIds: ['ev-1', 'ev-2'] },
  { employeeId: 'e-ann', type: 'overtime', hours: 2, ratePence: 1950, amountPence: 3900, eventIds: ['ev-2'] },
  {
    employeeId: 'e-ann',
    type: 'adjustment',
    date: '2026-05-26',
    hours: 0.5,
    ratePence: 1300,
    amountPence: 650,
    eventIds: ['ev-9'],
    note: 'Adjustment for Tue 26 May: +0.5 h, £6.50, timesheet corrected by sammanager on 3 Jun',
  },
  { employeeId: 'e-bob', type: 'normal', hours: 6, ratePence: 1200, amountPence: 7200, eventIds: ['ev-3'] },
];

const FILE = '\uFEFFFirst name,Surname\r\nAnn,Lee\r\n';

function setup(
  route: string,
  {
    workplace = ANCHOR,
    routes = {},
  }: { workplace?: Workplace; routes?: Record<string, MockResponse | ((c: RecordedCall) => MockResponse)> } = {},
) {
  const fetchMock = mockFetch({
    'GET /workplaces/getworkplaces': { body: [workplace] },
    'GET /employees/getemployees': { body: [ANN, BOB] },
    'GET /preferences/getpreferences': { body: { ...PREFERENCES, tf_2: true, num_1: 1 } },
    'GET /shifts/getpopulateddates': { body: [] },
    'GET /pay/getpayfordates': { body: [] },
    'GET /pay/periods': { body: { periods: PERIODS } },
    'GET /pay/lines': (call) => ({
      body: { lines: call.query.get('periodStart') === '2026-06-01' ? JUNE_LINES : [], holiday: {} },
    }),
    ...routes,
  });
  return { ...renderApp(route, { user: SESSION_USER }), fetchMock };
}

const periodRow = (start: string) => document.querySelector<HTMLElement>(`tr[data-period="${start}"]`)!;
const detail = () => screen.getByTestId('pay-period-detail');

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Dashboard: pay periods', () => {
  it('lists the periods newest first with status and totals, and shows the ended open one by type per employee', async () => {
    setup('/dashboard?workplace=w-anchor');
    await screen.findByRole('heading', { name: 'Pay periods' });
    const rows = await screen.findAllByRole('row', { name: /\d\d\/\d\d\/26/ });
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '08/06/26 – 14/06/26',
      '01/06/26 – 07/06/26',
      '25/05/26 – 31/05/26',
    ]);
    expect(within(periodRow('2026-05-25')).getByText('Finalised')).toBeInTheDocument();
    expect(within(periodRow('2026-06-01')).getByText('Open')).toBeInTheDocument();
    expect(periodRow('2026-06-01')).toHaveTextContent('48.50');
    expect(periodRow('2026-06-01')).toHaveTextContent('£661.50');

    // The period that has ended and is still open is the one shown.
    expect(await within(detail()).findByRole('heading', { name: 'Pay lines, 01/06/26 – 07/06/26' })).toBeInTheDocument();
    const ann = await within(detail()).findByRole('row', { name: /^Payslip for Ann/ });
    const headers = within(detail())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Employee', 'Normal', 'Overtime', 'Adjustment', 'Hours', 'Gross pay']);
    // The server's figures, only added up: 52000 + 3900 + 650 pence, 42.5 hours.
    expect(ann).toHaveTextContent('£520.00');
    expect(ann).toHaveTextContent('£39.00');
    expect(ann).toHaveTextContent('£6.50');
    expect(ann).toHaveTextContent('42.50');
    expect(ann).toHaveTextContent('£565.50');
    expect(within(ann).getByRole('link', { name: 'Payslip for Ann' })).toHaveAttribute('href', '/payslip/w-anchor/2026-06-01/e-ann');
    expect(within(detail()).getByText('Export to payroll once the period is finalised.')).toBeInTheDocument();
  });

  it('shows each person’s holiday left as at the period’s end, from the server, once anyone has holiday', async () => {
    setup('/dashboard?workplace=w-anchor', {
      routes: {
        'GET /pay/lines': (call) => ({
          body: {
            lines: call.query.get('periodStart') === '2026-06-01' ? JUNE_LINES : [],
            holiday: {
              'e-ann': { accruedHours: 14.25, takenHours: 8, balanceHours: 6.25 },
              'e-bob': { accruedHours: 0, takenHours: 0, balanceHours: 0 },
            },
          },
        }),
      },
    });
    const ann = await within(await screen.findByTestId('pay-period-detail')).findByRole('row', { name: /^Payslip for Ann/ });
    expect(within(detail()).getByRole('columnheader', { name: 'Holiday left' })).toBeInTheDocument();
    expect(ann).toHaveTextContent('6.25 h');
    expect(within(detail()).getByRole('row', { name: /^Payslip for Bob/ })).toHaveTextContent('0.00 h');
  });

  it('finalises after a confirmation, and shows the server’s refusal when there is one', async () => {
    let refuse = true;
    const { ui, fetchMock } = setup('/dashboard?workplace=w-anchor', {
      routes: {
        'POST /pay/periods/finalise': () =>
          refuse
            ? apiError(409, PAY_PERIOD_MESSAGES.notApproved(['2026-06-03']))
            : { body: { periodId: 'p1', finalisedAt: '2026-06-10T08:31:00.000Z', totals: { hours: 48.5, amountPence: 66150 } } },
      },
    });
    await ui.click(await within(await screen.findByTestId('pay-period-detail')).findByRole('button', { name: 'Finalise' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalise pay period' });
    expect(dialog).toHaveTextContent('Finalise 01/06/26 – 07/06/26?');
    await ui.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAY_PERIOD_MESSAGES.notApproved(['2026-06-03']));

    refuse = false;
    const periodsBefore = fetchMock.callsTo('GET /pay/periods').length;
    await ui.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = fetchMock.callsTo('POST /pay/periods/finalise');
    expect(posts.at(-1)!.body).toEqual({ userId: 'user-1', workplaceId: 'w-anchor', periodStart: '2026-06-01' });
    // The list is read again: the status and totals are the server's.
    await waitFor(() => expect(fetchMock.callsTo('GET /pay/periods').length).toBeGreaterThan(periodsBefore));
  });

  it('re-opens a finalised period for the owner only, with a reason', async () => {
    const { ui, fetchMock } = setup('/dashboard?workplace=w-anchor&payperiod=2026-05-25', {
      routes: { 'POST /pay/periods/reopen': { body: { periodId: 'p0', periodStart: '2026-05-25', status: 'open' } } },
    });
    await ui.click(await within(await screen.findByTestId('pay-period-detail')).findByRole('button', { name: 'Re-open' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-open pay period' });
    await ui.click(within(dialog).getByRole('button', { name: 'Re-open' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PAY_PERIOD_MESSAGES.reason);
    expect(fetchMock.callsTo('POST /pay/periods/reopen')).toHaveLength(0);
    await ui.type(within(dialog).getByLabelText('Reason'), 'Bob’s rate was wrong');
    await ui.click(within(dialog).getByRole('button', { name: 'Re-open' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /pay/periods/reopen')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /pay/periods/reopen')[0].body).toEqual({
      userId: 'user-1',
      workplaceId: 'w-anchor',
      periodStart: '2026-05-25',
      reason: 'Bob’s rate was wrong',
    });
  });

  it('gives a manager Finalise but not Re-open, and an auditor neither, by the domain’s permissions', async () => {
    const manager = setup('/dashboard?workplace=w-anchor&payperiod=2026-05-25', { workplace: { ...ANCHOR, role: 'manager' } });
    const finalised = await screen.findByTestId('pay-period-detail');
    await within(finalised).findByRole('button', { name: 'Export' });
    expect(within(finalised).queryByRole('button', { name: 'Re-open' })).not.toBeInTheDocument();
    await manager.ui.click(within(periodRow('2026-06-01')).getByRole('button', { name: 'Show 01/06/26 – 07/06/26' }));
    expect(await within(screen.getByTestId('pay-period-detail')).findByRole('button', { name: 'Finalise' })).toBeInTheDocument();
    manager.unmount();

    setup('/dashboard?workplace=w-anchor', { workplace: { ...ANCHOR, role: 'auditor' } });
    await within(await screen.findByTestId('pay-period-detail')).findByRole('row', { name: /^Payslip for Ann/ });
    expect(within(screen.getByTestId('pay-period-detail')).queryByRole('button', { name: 'Finalise' })).not.toBeInTheDocument();
  });

  it('exports the chosen format as the server’s file, byte for byte, and says which people lack a payroll ID', async () => {
    const created: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:file'), revokeObjectURL() {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const missing = 'These people have no payroll ID: Bob Lee. Add it on their profile (Payroll ID), then export again.';
    const { ui, fetchMock } = setup('/dashboard?workplace=w-anchor&payperiod=2026-05-25', {
      routes: {
        'GET /pay/export': (call) =>
          call.query.get('format') === 'sage50'
            ? apiError(409, missing)
            : {
                text: FILE,
                headers: {
                  'content-type': 'text/csv; charset=utf-8',
                  'content-disposition': 'attachment; filename="payroll-2026-05-25-to-2026-05-31-brightpay.csv"',
                },
              },
      },
    });
    const panel = await screen.findByTestId('pay-period-detail');
    await ui.click(await within(panel).findByRole('button', { name: 'Export' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(missing);

    await ui.selectOptions(within(panel).getByLabelText('Format'), 'brightpay');
    await ui.click(within(panel).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(names).toEqual(['payroll-2026-05-25-to-2026-05-31-brightpay.csv']));
    const call = fetchMock.callsTo('GET /pay/export').at(-1)!;
    expect(Object.fromEntries(call.query)).toEqual({
      userId: 'user-1',
      workplaceId: 'w-anchor',
      periodStart: '2026-05-25',
      format: 'brightpay',
    });
    // The BOM survives: the same bytes as the server sent.
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(created[0]);
    });
    expect([...new Uint8Array(bytes)]).toEqual([...new TextEncoder().encode(FILE)]);
    click.mockRestore();
  });
});

describe('Payslip page', () => {
  it('shows one person’s lines as the server priced them, and opens the events behind a line', async () => {
    const { ui, fetchMock } = setup('/payslip/w-anchor/2026-06-01/e-ann', {
      routes: {
        'GET /audit/events': {
          body: {
            workplace: { id: 'w-anchor', name: 'The Anchor', deleted: false },
            employees: [],
            events: [
              {
                position: 4,
                eventId: 'ev-9',
                streamId: 'rota-w-anchor-2026-05-26',
                type: 'TimesheetCorrected',
                at: '2026-06-03T10:00:00.000Z',
                who: { userId: 'user-1', displayName: 'sammanager' },
                data: {},
                summary: 'Timesheet corrected: Ann 09:00-17:30',
                kind: 'rota',
                rotaDate: '2026-05-26',
              },
              {
                position: 5,
                eventId: 'ev-other',
                streamId: 'rota-w-anchor-2026-05-26',
                type: 'AssignmentTimed',
                at: '2026-06-03T10:05:00.000Z',
                who: { userId: 'user-1', displayName: 'sammanager' },
                data: {},
                summary: 'Not behind this line',
                kind: 'rota',
                rotaDate: '2026-05-26',
              },
            ],
            nextCursor: null,
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Payslip: Ann', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Payroll ID A7')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pay lines of Ann, 01/06/26 – 07/06/26' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('data-type')).filter(Boolean)).toEqual(['normal', 'overtime', 'adjustment']);
    expect(within(table).getByRole('row', { name: /^Overtime/ })).toHaveTextContent('2.00£19.50£39.00');
    expect(within(table).getByText(JUNE_LINES[2].note!)).toBeInTheDocument();
    expect(screen.getByTestId('payslip-total')).toHaveTextContent('£565.50');
    expect(within(table).queryByText(/Bob/)).not.toBeInTheDocument();

    await ui.click(within(table).getByRole('button', { name: 'Events (1) behind Adjustment, Tue 26 May' }));
    const events = await screen.findByRole('list', { name: 'Events behind this line' });
    expect(within(events).getByText('Timesheet corrected: Ann 09:00-17:30')).toBeInTheDocument();
    expect(within(events).queryByText('Not behind this line')).not.toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'See in History' })).toHaveAttribute(
      'href',
      `/history?workplace=w-anchor&view=rota&day=2026-05-26&at=${encodeURIComponent('2026-06-03T10:00:00.000Z')}`,
    );
    expect(Object.fromEntries(fetchMock.callsTo('GET /audit/events')[0].query)).toMatchObject({
      workplaceId: 'w-anchor',
      employeeId: 'e-ann',
      date: '2026-05-26',
    });
  });
});
