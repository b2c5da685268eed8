import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fetch-mock';
import { openPage, page, PAGE_PATH, today } from './test/page-fixtures';
import type { StaffClock } from './types';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const offer = (extra: Partial<NonNullable<StaffClock>> = {}): StaffClock => ({
  action: 'in',
  assignmentId: 'a1',
  date: today,
  start: '07:00',
  end: '15:00',
  opensAt: minutesFromNow(-5),
  closesAt: minutesFromNow(480),
  clockedInAt: null,
  time_zone: 'UTC',
  ...extra,
});

describe('the personal page’s clock', () => {
  it('clocks in on the shift whose window is open, then offers clocking out', async () => {
    const clockedInAt = new Date().toISOString();
    const { ui, callsTo } = openPage(
      [page({ clock: offer() }), page({ clock: offer({ action: 'out', opensAt: clockedInAt, clockedInAt }) })],
      { [`POST ${PAGE_PATH}/clock`]: { status: 201, body: { at: clockedInAt, assignmentId: 'a1' } } },
    );
    await ui.click(await screen.findByRole('button', { name: 'Clock in: 07:00 – 15:00' }));
    expect(callsTo(`POST ${PAGE_PATH}/clock`).map((c) => c.body)).toEqual([{ action: 'in' }]);
    expect(await screen.findByRole('button', { name: 'Clock out: 07:00 – 15:00' })).toBeEnabled();
    expect(screen.getByText(/^Clocked in at \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('offers clocking in without a shift where the workplace allows it, saying it puts them on the rota', async () => {
    const clockedInAt = new Date().toISOString();
    const { ui, callsTo } = openPage(
      [
        page({ clock: offer({ assignmentId: null, withoutShift: true, start: '10:00', end: '22:00' }) }),
        page({ clock: offer({ action: 'out', start: '10:00', end: '22:00', opensAt: clockedInAt, clockedInAt }) }),
      ],
      { [`POST ${PAGE_PATH}/clock`]: { status: 201, body: { at: clockedInAt, assignmentId: 'a-new' } } },
    );
    expect(await screen.findByText(/No shift today: clocking in puts you on the rota from/)).toHaveTextContent('10:00');
    await ui.click(screen.getByRole('button', { name: 'Clock in without a shift' }));
    expect(callsTo(`POST ${PAGE_PATH}/clock`).map((c) => c.body)).toEqual([{ action: 'in' }]);
    expect(await screen.findByRole('button', { name: 'Clock out: 10:00 – 22:00' })).toBeEnabled();
  });

  it('confirms each clock with the time recorded, and keeps the day’s clocked times once nothing is left to clock', async () => {
    const inAt = '2026-06-10T08:25:00.000Z';
    const outAt = '2026-06-10T08:31:00.000Z';
    const clocked = (clockedOutAt: string | null) => [
      { assignmentId: 'a1', date: today, start: '07:00', end: '15:00', clockedInAt: inAt, clockedOutAt, time_zone: 'UTC' },
    ];
    let answer = { at: inAt, assignmentId: 'a1' };
    const { ui } = openPage(
      [
        page({ clock: offer() }),
        page({ clock: offer({ action: 'out', opensAt: inAt, clockedInAt: inAt }), clockedToday: clocked(null) }),
        page({ clock: null, clockedToday: clocked(outAt) }),
      ],
      { [`POST ${PAGE_PATH}/clock`]: () => ({ status: 201, body: answer }) },
    );
    await ui.click(await screen.findByRole('button', { name: 'Clock in: 07:00 – 15:00' }));
    expect(await within(screen.getByTestId('staff-clock')).findByRole('status')).toHaveTextContent('You clocked in at 08:25.');
    const today1 = await screen.findByRole('list', { name: 'Clocked today' });
    expect(today1).toHaveTextContent('07:00 – 15:00: in 08:25, not clocked out yet');
    answer = { at: outAt, assignmentId: 'a1' };
    await ui.click(await screen.findByRole('button', { name: 'Clock out: 07:00 – 15:00' }));
    expect(await screen.findByText('You clocked out at 08:31.')).toBeInTheDocument();
    expect(await screen.findByText('07:00 – 15:00: in 08:25, out 08:31')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clock (in|out)/ })).not.toBeInTheDocument();
  });

  it('shows the day’s clocked times on a fresh visit after clocking out', async () => {
    openPage([
      page({
        clockedToday: [
          {
            assignmentId: 'a1',
            date: today,
            start: '07:00',
            end: '15:00',
            clockedInAt: '2026-06-10T06:58:00.000Z',
            clockedOutAt: '2026-06-10T15:04:00.000Z',
            time_zone: 'Europe/London',
          },
        ],
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Clocked today' });
    expect(list).toHaveTextContent('07:00 – 15:00: in 07:58, out 16:04');
    expect(within(screen.getByTestId('staff-clock')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers clocking out at once, though the page was loaded before the clock-in (or the phone’s clock is behind the server’s)', async () => {
    // The server recorded the clock-in a minute after the page's clock last read the time.
    const clockedInAt = minutesFromNow(1);
    const { ui } = openPage([page({ clock: offer() }), page({ clock: offer({ action: 'out', opensAt: clockedInAt, clockedInAt }) })], {
      [`POST ${PAGE_PATH}/clock`]: { status: 201, body: { at: clockedInAt, assignmentId: 'a1' } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Clock in: 07:00 – 15:00' }));
    expect(await screen.findByRole('button', { name: 'Clock out: 07:00 – 15:00' })).toBeEnabled();
  });

  it('waits for the window: disabled, saying when it opens', async () => {
    openPage([page({ clock: offer({ opensAt: '2099-01-01T06:30:00Z', closesAt: '2099-01-01T15:00:00Z' }) })]);
    expect(await screen.findByRole('button', { name: 'Clock in: 07:00 – 15:00' })).toBeDisabled();
    expect(screen.getByText('Clocking in opens at 06:30.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const { ui } = openPage([page({ clock: offer() })], {
      [`POST ${PAGE_PATH}/clock`]: apiError(409, 'You have already clocked in for this shift.'),
    });
    await ui.click(await screen.findByRole('button', { name: /Clock in/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already clocked in for this shift.');
  });

  it('shows nothing when no shift is left to clock', async () => {
    openPage([page()]);
    expect(await screen.findByRole('heading', { name: 'Mary' })).toBeInTheDocument();
    expect(screen.queryByTestId('staff-clock')).not.toBeInTheDocument();
  });
});
