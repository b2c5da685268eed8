import { screen } from '@testing-library/react';
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
