import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, NETWORK_ERROR } from '../../test/fetch-mock';
import { inDays, openPage, page, PAGE_PATH, shift, today } from './test/page-fixtures';
import type { StaffPageData } from './types';

const tomorrow = inDays(1);
const bar = shift('a1', tomorrow, '18:00', '23:00');
const open1 = { ...shift('o1', inDays(3), '10:00', '16:00', { service: { id: 202, name: 'Security', icon: '🛡️' } }), claim: null };

const section = (name: string) => screen.getByRole('region', { name });

describe('Your shifts: asking for cover', () => {
  it('posts the shift, then shows "Cover asked"; once a colleague accepts, who covers and that the manager decides', async () => {
    const offered = (status: 'open' | 'accepted', coveredBy: string | null): StaffPageData =>
      page({ shifts: [bar], swaps: { offered: [{ swapId: 's1', shift: bar, status, coveredBy }], toCover: [] } });
    const { ui, callsTo } = openPage([page({ shifts: [bar] }), offered('open', null)], {
      [`POST ${PAGE_PATH}/swaps`]: { status: 201, body: { swapId: 's1' } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Ask for cover: Tomorrow 18:00 – 23:00 Bartender' }));
    // Nothing is sent until the person confirms.
    expect(screen.getByText('Ask your colleagues to cover Tomorrow 18:00 – 23:00 Bartender?')).toBeInTheDocument();
    expect(callsTo(`POST ${PAGE_PATH}/swaps`)).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Yes, ask for cover' }));
    expect(await within(section('Your shifts')).findByText('Cover asked')).toBeInTheDocument();
    expect(callsTo(`POST ${PAGE_PATH}/swaps`).map((c) => c.body)).toEqual([{ assignmentId: 'a1' }]);
    expect(screen.queryByRole('button', { name: /Ask for cover/ })).not.toBeInTheDocument();
  });

  it('keeps the shift when the person thinks again: nothing is sent', async () => {
    const { ui, callsTo } = openPage([page({ shifts: [bar] })]);
    await ui.click(await screen.findByRole('button', { name: /Ask for cover/ }));
    await ui.click(screen.getByRole('button', { name: 'Keep my shift' }));
    expect(screen.queryByText(/Ask your colleagues to cover/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ask for cover/ })).toBeEnabled();
    expect(callsTo(`POST ${PAGE_PATH}/swaps`)).toEqual([]);
  });

  it('withdraws a request for cover nobody has accepted: sends its swap id, then offers to ask again', async () => {
    const asked = page({ shifts: [bar], swaps: { offered: [{ swapId: 's1', shift: bar, status: 'open', coveredBy: null }], toCover: [] } });
    const { ui, callsTo } = openPage([asked, page({ shifts: [bar] })], { [`DELETE ${PAGE_PATH}/swaps`]: { status: 204 } });
    await ui.click(await screen.findByRole('button', { name: 'Withdraw the request for cover: Tomorrow 18:00 – 23:00 Bartender' }));
    expect(await screen.findByRole('button', { name: 'Ask for cover: Tomorrow 18:00 – 23:00 Bartender' })).toBeInTheDocument();
    expect(screen.queryByText('Cover asked')).not.toBeInTheDocument();
    expect(callsTo(`DELETE ${PAGE_PATH}/swaps`).map((c) => c.body)).toEqual([{ swapId: 's1' }]);
  });

  it('shows why a withdrawal was refused (a colleague accepted meanwhile) and keeps the request', async () => {
    const asked = page({ shifts: [bar], swaps: { offered: [{ swapId: 's1', shift: bar, status: 'open', coveredBy: null }], toCover: [] } });
    const message = 'A colleague has already offered to cover this shift, so it can no longer be withdrawn. Ask your manager.';
    const { ui } = openPage([asked], { [`DELETE ${PAGE_PATH}/swaps`]: apiError(409, message) });
    await ui.click(await screen.findByRole('button', { name: /Withdraw the request for cover/ }));
    const card = screen.getByTestId('staff-shift');
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByText('Cover asked')).toBeInTheDocument();
  });

  it('offers no withdrawal once a colleague accepted', async () => {
    openPage([
      page({ shifts: [bar], swaps: { offered: [{ swapId: 's1', shift: bar, status: 'accepted', coveredBy: 'Ann' }], toCover: [] } }),
    ]);
    expect(await screen.findByText('Ann will cover — waiting for your manager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('says who will cover once a colleague accepted', async () => {
    openPage([
      page({ shifts: [bar], swaps: { offered: [{ swapId: 's1', shift: bar, status: 'accepted', coveredBy: 'Ann' }], toCover: [] } }),
    ]);
    expect(await screen.findByText('Ann will cover — waiting for your manager')).toBeInTheDocument();
  });

  it('offers no cover for a shift that has started', async () => {
    openPage([page({ shifts: [shift('past', today, '00:00', '00:01', { starts_at: new Date(Date.now() - 60_000).toISOString() })] })]);
    expect(await screen.findByTestId('staff-shift')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ask for cover/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the shift and takes back the optimistic state", async () => {
    const { ui } = openPage([page({ shifts: [bar] })], {
      [`POST ${PAGE_PATH}/swaps`]: apiError(409, 'You have already asked for cover for this shift.'),
    });
    await ui.click(await screen.findByRole('button', { name: /Ask for cover/ }));
    await ui.click(screen.getByRole('button', { name: 'Yes, ask for cover' }));
    const card = screen.getByTestId('staff-shift');
    expect(await within(card).findByRole('alert')).toHaveTextContent('You have already asked for cover for this shift.');
    expect(within(card).getByRole('button', { name: /Ask for cover/ })).toBeEnabled();
    expect(within(card).queryByText('Cover asked')).not.toBeInTheDocument();
  });
});

describe('Open shifts', () => {
  it('picks one up: posts its assignment, then shows "Requested"', async () => {
    const { ui, callsTo } = openPage(
      [page({ openShifts: [open1] }), page({ openShifts: [{ ...open1, claim: { claimId: 'c1', status: 'pending' } }] })],
      {
        [`POST ${PAGE_PATH}/claims`]: { status: 201, body: { claimId: 'c1' } },
      },
    );
    const list = await screen.findByRole('list', { name: 'Open shifts' });
    expect(list).toHaveTextContent('10:00 – 16:00');
    expect(list).toHaveTextContent('Security');
    await ui.click(within(list).getByRole('button', { name: /^Pick up: .* 10:00 – 16:00 Security$/ }));
    expect(await within(list).findByText('Requested')).toBeInTheDocument();
    expect(callsTo(`POST ${PAGE_PATH}/claims`).map((c) => c.body)).toEqual([{ assignmentId: 'o1' }]);
    expect(within(list).queryByRole('button', { name: /Pick up/ })).not.toBeInTheDocument();
  });

  it('shows "This shift is no longer open." beside it when someone got there first', async () => {
    const { ui } = openPage([page({ openShifts: [open1] })], {
      [`POST ${PAGE_PATH}/claims`]: apiError(409, 'This shift is no longer open.'),
    });
    const list = await screen.findByRole('list', { name: 'Open shifts' });
    await ui.click(within(list).getByRole('button', { name: /Pick up/ }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('This shift is no longer open.');
  });

  it('says so when there is nothing to pick up', async () => {
    openPage([page()]);
    expect(await screen.findByText('No open shifts you could pick up right now.')).toBeInTheDocument();
  });
});

describe('Can you cover?', () => {
  const swap = { swapId: 's9', shift: shift('b7', inDays(2), '17:00', '22:00'), offeredBy: 'Ann', acceptedByMe: false };

  it('offers to cover a colleague: posts the swap id, then waits for the manager', async () => {
    const { ui, callsTo } = openPage(
      [page({ swaps: { offered: [], toCover: [swap] } }), page({ swaps: { offered: [], toCover: [{ ...swap, acceptedByMe: true }] } })],
      {
        [`POST ${PAGE_PATH}/swaps/accept`]: { status: 204 },
      },
    );
    const list = await screen.findByRole('list', { name: 'Shifts to cover' });
    expect(list).toHaveTextContent('Ann asked for cover');
    await ui.click(within(list).getByRole('button', { name: /^I can cover: .* 17:00 – 22:00 Bartender for Ann$/ }));
    expect(await within(list).findByText('You offered — waiting for the manager')).toBeInTheDocument();
    expect(callsTo(`POST ${PAGE_PATH}/swaps/accept`).map((c) => c.body)).toEqual([{ swapId: 's9' }]);
  });

  it('shows the refusal when someone else offered first', async () => {
    const { ui } = openPage([page({ swaps: { offered: [], toCover: [swap] } })], {
      [`POST ${PAGE_PATH}/swaps/accept`]: apiError(409, 'Someone has already offered to cover this shift.'),
    });
    await ui.click(await screen.findByRole('button', { name: /I can cover/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has already offered to cover this shift.');
  });
});

describe('Time off', () => {
  const request = (
    requestId: string,
    from: string,
    to: string,
    status: 'pending' | 'approved' | 'declined' | 'cancelled',
    note: string | null = null,
  ) => ({
    requestId,
    from,
    to,
    note,
    status,
    requestedAt: `${today}T08:00:00.000Z`,
    kind: 'unpaid' as const,
  });

  it('checks the dates before asking, then posts from, to and the note', async () => {
    const { ui, callsTo } = openPage([page(), page({ timeOff: [request('r1', inDays(5), inDays(7), 'pending', 'Wedding')] })], {
      [`POST ${PAGE_PATH}/timeoff`]: { status: 201, body: { requestId: 'r1' } },
    });
    const form = await screen.findByRole('form', { name: 'Ask for time off' });
    await ui.click(within(form).getByRole('button', { name: 'Ask for time off' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the first and the last day off.');

    await ui.type(within(form).getByLabelText('First day off'), inDays(7));
    await ui.type(within(form).getByLabelText('Last day off'), inDays(5));
    await ui.click(within(form).getByRole('button', { name: 'Ask for time off' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The last day cannot be before the first.');
    expect(callsTo(`POST ${PAGE_PATH}/timeoff`)).toHaveLength(0);

    await ui.clear(within(form).getByLabelText('First day off'));
    await ui.type(within(form).getByLabelText('First day off'), inDays(5));
    await ui.clear(within(form).getByLabelText('Last day off'));
    await ui.type(within(form).getByLabelText('Last day off'), inDays(7));
    await ui.type(within(form).getByLabelText('Note for your manager (optional)'), '  Wedding ');
    await ui.click(within(form).getByRole('button', { name: 'Ask for time off' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(/^Asked for .*\. Your manager will answer here\.$/);
    expect(callsTo(`POST ${PAGE_PATH}/timeoff`).map((c) => c.body)).toEqual([{ from: inDays(5), to: inDays(7), note: 'Wedding' }]);
    const listed = await screen.findAllByTestId('time-off-request');
    expect(listed[0]).toHaveTextContent('Pending');
    expect(listed[0]).toHaveTextContent('Wedding');
  });

  it('shows a leave year balance with what carried over into it', async () => {
    openPage([page({ holidayBalance: { accruedHours: 7, takenHours: 7.5, carriedOverHours: 4, balanceHours: 3.5 } })]);
    expect(await screen.findByTestId('holiday-balance')).toHaveTextContent(
      'Holiday left: 3.5 hours (4 hours carried over, 7 hours earned, 7.5 hours booked this leave year)',
    );
  });

  it('shows the holiday balance, asks for paid holiday when chosen, and lists each request as paid or unpaid', async () => {
    const balance = { accruedHours: 21.5, takenHours: 7.5, balanceHours: 14 };
    const asked = { ...request('r1', inDays(5), inDays(5), 'pending'), kind: 'paid-holiday' as const };
    const { ui, callsTo } = openPage([page({ holidayBalance: balance }), page({ holidayBalance: balance, timeOff: [asked] })], {
      [`POST ${PAGE_PATH}/timeoff`]: { status: 201, body: { requestId: 'r1' } },
    });
    expect(await screen.findByTestId('holiday-balance')).toHaveTextContent('Holiday left: 14 hours (21.5 hours earned, 7.5 hours booked)');
    const form = await screen.findByRole('form', { name: 'Ask for time off' });
    expect(within(form).getByRole('radio', { name: 'Unpaid' })).toBeChecked();
    await ui.type(within(form).getByLabelText('First day off'), inDays(5));
    await ui.type(within(form).getByLabelText('Last day off'), inDays(5));
    await ui.click(within(form).getByRole('radio', { name: 'Paid holiday' }));
    await ui.click(within(form).getByRole('button', { name: 'Ask for time off' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(/ as paid holiday\. Your manager will answer here\.$/);
    expect(callsTo(`POST ${PAGE_PATH}/timeoff`).map((c) => c.body)).toEqual([{ from: inDays(5), to: inDays(5), kind: 'paid-holiday' }]);
    // The form goes back to unpaid for the next request.
    expect(within(form).getByRole('radio', { name: 'Unpaid' })).toBeChecked();
    const [listed] = await screen.findAllByTestId('time-off-request');
    expect(listed).toHaveTextContent('Paid holiday');
  });

  it('refuses a start in the past without asking', async () => {
    const { ui, callsTo } = openPage([page()]);
    const form = await screen.findByRole('form', { name: 'Ask for time off' });
    await ui.type(within(form).getByLabelText('First day off'), inDays(-1));
    await ui.type(within(form).getByLabelText('Last day off'), inDays(1));
    await ui.click(within(form).getByRole('button', { name: 'Ask for time off' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Time off cannot start in the past.');
    expect(callsTo(`POST ${PAGE_PATH}/timeoff`)).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    const { ui } = openPage([page()], {
      [`POST ${PAGE_PATH}/timeoff`]: apiError(409, 'You have already asked for time off on some of these days.'),
    });
    const form = await screen.findByRole('form', { name: 'Ask for time off' });
    await ui.type(within(form).getByLabelText('First day off'), inDays(3));
    await ui.type(within(form).getByLabelText('Last day off'), inDays(3));
    await ui.click(within(form).getByRole('button', { name: 'Ask for time off' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You have already asked for time off on some of these days.');
  });

  it('lists the requests with their status; pending and future approved ones can be cancelled (DELETE { requestId })', async () => {
    const requests = [
      request('r1', inDays(10), inDays(12), 'pending'),
      request('r2', inDays(20), inDays(20), 'approved'),
      request('r3', today, inDays(1), 'approved'),
      request('r4', inDays(30), inDays(31), 'declined'),
      request('r5', inDays(40), inDays(41), 'cancelled'),
    ];
    const { ui, callsTo } = openPage([page({ timeOff: requests })], { [`DELETE ${PAGE_PATH}/timeoff`]: { status: 204 } });
    const items = await screen.findAllByTestId('time-off-request');
    expect(items.map((item) => within(item).getByText(/^(Pending|Approved|Declined|Cancelled)$/).textContent)).toEqual([
      'Pending',
      'Approved',
      'Approved',
      'Declined',
      'Cancelled',
    ]);
    expect(items.map((item) => within(item).queryByRole('button', { name: /^Cancel/ }) !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);

    await ui.click(within(items[0]).getByRole('button', { name: /^Cancel time off/ }));
    expect(callsTo(`DELETE ${PAGE_PATH}/timeoff`).map((c) => c.body)).toEqual([{ requestId: 'r1' }]);
  });

  it('shows a refused cancellation beside the request', async () => {
    const { ui } = openPage([page({ timeOff: [request('r2', inDays(20), inDays(20), 'approved')] })], {
      [`DELETE ${PAGE_PATH}/timeoff`]: apiError(409, 'This time off has already started.'),
    });
    const [item] = await screen.findAllByTestId('time-off-request');
    await ui.click(within(item).getByRole('button', { name: /^Cancel/ }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('This time off has already started.');
    expect(item).toHaveTextContent('Approved');
  });
});

describe('E-mail for updates', () => {
  it('saves a trimmed address, and can stop e-mails (email: null)', async () => {
    const { ui, callsTo } = openPage([page(), page({ email: 'mary@example.com' }), page()], {
      [`PUT ${PAGE_PATH}/email`]: { status: 204 },
    });
    const form = await screen.findByRole('form', { name: 'E-mail for updates' });
    await ui.type(within(form).getByLabelText('E-mail address'), ' mary@example.com ');
    await ui.click(within(form).getByRole('button', { name: 'Save e-mail' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('We will e-mail mary@example.com when your shifts change.');
    await ui.click(await within(form).findByRole('button', { name: 'Stop e-mails' }));
    expect(await within(form).findByText('No more e-mails: your address is removed.')).toBeInTheDocument();
    expect(callsTo(`PUT ${PAGE_PATH}/email`).map((c) => c.body)).toEqual([{ email: 'mary@example.com' }, { email: null }]);
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('');
  });

  it("shows the server's refusal of a bad address", async () => {
    const { ui } = openPage([page()], { [`PUT ${PAGE_PATH}/email`]: apiError(400, 'Please enter a valid e-mail address.') });
    const form = await screen.findByRole('form', { name: 'E-mail for updates' });
    await ui.type(within(form).getByLabelText('E-mail address'), 'mary@');
    await ui.click(within(form).getByRole('button', { name: 'Save e-mail' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(within(form).getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the server cannot be reached', async () => {
    const { ui } = openPage([page()], { [`PUT ${PAGE_PATH}/email`]: NETWORK_ERROR });
    const form = await screen.findByRole('form', { name: 'E-mail for updates' });
    await ui.type(within(form).getByLabelText('E-mail address'), 'mary@example.com');
    await ui.click(within(form).getByRole('button', { name: 'Save e-mail' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That did not go through. Check your connection and try again.');
  });
});
