import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { setTestDate } from '../../test/clock';
import { apiError, type MockResponse } from '../../test/fetch-mock';
import { inDays, openPage, page, shift, today } from './test/page-fixtures';

const PAGE = page({
  shifts: [
    shift('a1', today, '09:00', '17:00'),
    shift('a2', today, '18:00', '22:30', { service: { id: 202, name: 'Security', icon: '🛡️' } }),
    shift('a3', inDays(1), '22:00', '03:00', { ends_next_day: true, ends_at: `${inDays(2)}T03:00:00.000Z` }),
    shift('a4', inDays(9), '10:00', '14:00', { workplace: 'Harbour Bar' }),
  ],
});

const open = (answer: MockResponse) => openPage([answer]);

describe('Personal page', () => {
  it('shows paid time with the unpaid break: 08:30 – 17:00 with 30 min is "8 h, 30 min unpaid break"', async () => {
    open({
      body: page({
        shifts: [
          shift('a1', today, '08:30', '17:00', { breakMinutes: 30, paidMinutes: 480 }),
          shift('a2', inDays(1), '18:00', '22:45'),
          shift('a3', inDays(2), '09:00', '17:00', { breakMinutes: 45, paidMinutes: 435 }),
        ],
      }),
    });
    const cards = await screen.findAllByTestId('staff-shift');
    expect(cards.map((card) => card.querySelector('.staff-shift-duration')?.textContent)).toEqual([
      '8 h, 30 min unpaid break',
      '4 h 45 min',
      '7 h 15 min, 45 min unpaid break',
    ]);
  });

  it('offers no Log In or Sign Up in its header: the link is the person’s way in', async () => {
    open({ body: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mary' })).toBeInTheDocument();
    const header = document.querySelector<HTMLElement>('header.site-header')!;
    expect(within(header).getByRole('link', { name: 'Rotaledger home' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('names a day of next year with its year (seen on 23 December)', async () => {
    setTestDate('2026-12-23T09:00');
    openPage([{ body: page({ shifts: [shift('a1', '2026-12-23', '09:00', '17:00'), shift('a2', '2027-01-01', '10:00', '14:00')] }) }]);
    const list = await screen.findByRole('list', { name: 'Upcoming shifts' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((d) => d.textContent),
    ).toEqual(['Today', 'Friday 1 January 2027']);
  });

  it("shows the person's upcoming shifts by day, with times, +1, service and workplace", async () => {
    open({ body: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mary' })).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Upcoming shifts' })).getAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual(['Today', 'Tomorrow', dayjs(inDays(9)).format('dddd D MMMM')]);
    const shifts = screen.getAllByTestId('staff-shift');
    expect(shifts).toHaveLength(4);
    expect(shifts[0]).toHaveTextContent('09:00 – 17:00');
    expect(shifts[0]).toHaveTextContent('8 h');
    expect(shifts[1]).toHaveTextContent('Security');
    expect(shifts[1]).toHaveTextContent('4 h 30 min');
    expect(shifts[2]).toHaveTextContent('22:00 – 03:00+1');
    expect(within(shifts[2]).getByLabelText('ends the next day')).toBeInTheDocument();
    expect(shifts[3]).toHaveTextContent('Harbour Bar');
  });

  it('offers the calendar feed as a webcal link and copies its address', async () => {
    const { ui } = open({ body: PAGE });
    const add = await screen.findByRole('link', { name: /Add to my calendar/ });
    expect(add).toHaveAttribute('href', PAGE.webcal_url);
    await ui.click(screen.getByRole('button', { name: 'Copy calendar address' }));
    expect(await navigator.clipboard.readText()).toBe(PAGE.ics_url);
    expect(screen.getByText('Calendar address copied.')).toBeInTheDocument();
  });

  it('says so when there are no upcoming shifts', async () => {
    open({ body: { ...PAGE, shifts: [] } });
    expect(await screen.findByRole('heading', { name: 'No upcoming shifts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add to my calendar/ })).toBeInTheDocument();
  });

  it('says the link is no longer valid for a revoked or unknown one, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    open(apiError(404, 'This link is not valid any more. Ask your manager for a new one.'));
    expect(await screen.findByRole('heading', { name: 'This link is not valid any more' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
