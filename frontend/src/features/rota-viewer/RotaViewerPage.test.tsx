import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, type MockResponse } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import type { SharedRota } from './types';

const ROTA: SharedRota = {
  workplace: 'The Anchor',
  date: '2026-12-07',
  lastUpdated: '2026-12-06T18:30:00.000Z',
  shifts: [
    {
      serviceType: 101,
      assignments: [
        { startHour: 9, startMinute: 0, endHour: 13, endMinute: 15, employee_name: 'Sam' },
        { startHour: 14, startMinute: 0, endHour: 17, endMinute: 0, employee_name: '?' },
      ],
    },
    { serviceType: 999, assignments: [{ startHour: 10, startMinute: 30, endHour: 12, endMinute: 0, employee_name: 'Alex' }] },
  ],
};

function open(answer: MockResponse | (() => MockResponse | Promise<MockResponse>)) {
  const fetchMock = mockFetch({ 'GET /rotas/abcdefghijklmnopqrstuvwx': answer });
  return { fetchMock, ...renderApp('/rota/abcdefghijklmnopqrstuvwx', { user: null }) };
}

describe('Shared rota viewer', () => {
  it('says Loading... until the rota arrives', async () => {
    let resolve!: (value: MockResponse) => void;
    open(() => new Promise<MockResponse>((r) => (resolve = r)));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve({ body: ROTA });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Anchor' })).toBeInTheDocument();
  });

  it('says NO ROTA FOUND for an unknown link, and logs nothing: it is an answer, not a fault', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    open(apiError(404, 'Rota not found.'));
    expect(await screen.findByText('NO ROTA FOUND')).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('says NO ROTA FOUND when the shared day has no shifts', async () => {
    open({ body: { ...ROTA, shifts: [] } });
    expect(await screen.findByText('NO ROTA FOUND')).toBeInTheDocument();
  });

  it('shows the workplace, the date, the hours and one row per shift with its icon', async () => {
    open({ body: ROTA });
    expect(await screen.findByRole('heading', { name: 'The Anchor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monday 7 December 2026' })).toBeInTheDocument();
    // 09:00 to 17:00 needs the hour columns 9 AM to 4 PM (the spec's AM/PM labels).
    expect(screen.getByText('9 AM')).toBeInTheDocument();
    expect(screen.getByText('4 PM')).toBeInTheDocument();
    expect(screen.queryByText('5 PM')).not.toBeInTheDocument();
    const rows = screen.getAllByTestId('rota-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('🍽️')).toBeInTheDocument();
    expect(within(rows[1]).getByText('❓')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Unknown Service')).toBeInTheDocument();
    expect(
      within(rows[0])
        .getAllByTestId('rota-bar')
        .map((b) => b.querySelector('.rota-viewer-bubble')!.textContent),
    ).toEqual(['Sam', '?']);
  });

  it('places bars in quarter-hour steps from the first hour shown', async () => {
    open({ body: ROTA });
    const [sam] = await screen.findAllByTestId('rota-bar');
    // 9 to 17 shown: 8 hours at 30 × 28 / 8 = 105px an hour; 09:00 is 0, 4h15 = 17 quarters.
    expect(sam.style.left).toBe('0px');
    expect(sam.style.width).toBe(`${17 * (105 / 4)}px`);
  });

  it('shows details on hover or focus, and the hint otherwise', async () => {
    open({ body: ROTA });
    const [sam] = await screen.findAllByTestId('rota-bar');
    const detail = screen.getByTestId('rota-detail');
    expect(detail).toHaveTextContent('Hover over an assignment to see details.');
    fireEvent.mouseEnter(sam);
    expect(detail).toHaveTextContent('Sam 09:00 - 13:15');
    fireEvent.mouseLeave(sam);
    expect(detail).toHaveTextContent('Hover over an assignment to see details.');
    fireEvent.focus(sam);
    expect(detail).toHaveTextContent('Sam 09:00 - 13:15');
  });

  it('disables the zoom buttons at their limits', async () => {
    const { ui } = open({ body: ROTA });
    const zoomOut = await screen.findByRole('button', { name: 'Zoom out' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoomOut).toBeEnabled();
    await ui.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    for (let i = 0; i < 4; i++) await ui.click(zoomIn);
    expect(zoomIn).toBeDisabled();
  });

  it('shows 8:00 to 18:00 when the shifts have no assignments', async () => {
    open({ body: { ...ROTA, shifts: [{ serviceType: 101, assignments: [] }] } });
    expect(await screen.findByText('8 AM')).toBeInTheDocument();
    expect(screen.getByText('5 PM')).toBeInTheDocument();
    expect(screen.queryByText('6 PM')).not.toBeInTheDocument();
  });

  it('shows an assignment that ends the next morning as "+1" and runs the hours past midnight', async () => {
    const lateBar = {
      ...ROTA,
      shifts: [{ serviceType: 101, assignments: [{ startHour: 22, startMinute: 0, endHour: 2, endMinute: 0, employee_name: 'Sam' }] }],
    };
    open({ body: lateBar });
    const [sam] = await screen.findAllByTestId('rota-bar');
    expect(sam).toHaveAccessibleName('Sam, 22:00 - 02:00 +1');
    // 22:00 to 02:00: the columns 22:00 to 01:00, 4 hours at 30 × 28 / 4 = 210px, the bar all 16 quarters.
    expect(screen.getByText('1 AM')).toBeInTheDocument();
    expect(sam.style.width).toBe(`${16 * (210 / 4)}px`);
    fireEvent.mouseEnter(sam);
    expect(screen.getByTestId('rota-detail')).toHaveTextContent('Sam 22:00 - 02:00 +1');
  });

  it('follows later changes when the window regains focus', async () => {
    let version = ROTA;
    const { fetchMock } = open(() => ({ body: version }));
    expect(await screen.findAllByTestId('rota-bar')).toHaveLength(3);
    version = { ...ROTA, shifts: [{ serviceType: 101, assignments: [ROTA.shifts[0].assignments[0]] }] };
    fireEvent.focus(window);
    await waitFor(() => expect(screen.getAllByTestId('rota-bar')).toHaveLength(1));
    expect(fetchMock.calls.length).toBeGreaterThan(1);
  });
});

/** A screen as `matchMedia` would describe it: a phone (narrow, touch) or a desktop with a mouse. */
function stubScreen({ narrow, touch }: { narrow: boolean; touch: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query === '(max-width: 767px)' && narrow) || (query.includes('hover: none') && touch),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A day from 09:00 to 21:00: twelve hour columns. */
const LONG_DAY: SharedRota = {
  ...ROTA,
  shifts: [
    {
      serviceType: 101,
      assignments: [
        { startHour: 9, startMinute: 0, endHour: 13, endMinute: 0, employee_name: 'Sam' },
        { startHour: 17, startMinute: 0, endHour: 21, endMinute: 0, employee_name: 'Alex' },
      ],
    },
  ],
};

const hourWidth = () => parseFloat(screen.getByTestId('rota-scroll').style.getPropertyValue('--hour-w'));
const rightEdge = (bar: HTMLElement) => parseFloat(bar.style.left) + parseFloat(bar.style.width);

describe('Shared rota viewer on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "Tap an assignment to see details" on a touch screen, and a tap shows and marks the assignment', async () => {
    stubScreen({ narrow: true, touch: true });
    const { ui } = open({ body: ROTA });
    const [sam, unassigned] = await screen.findAllByTestId('rota-bar');
    const detail = screen.getByTestId('rota-detail');
    expect(detail).toHaveTextContent(/^Tap an assignment to see details$/);
    await ui.pointer({ keys: '[TouchA]', target: sam });
    expect(detail).toHaveTextContent('Sam 09:00 - 13:15');
    expect(sam).toHaveClass('is-shown');
    await ui.pointer({ keys: '[TouchA]', target: unassigned });
    expect(detail).toHaveTextContent('? 14:00 - 17:00');
    expect(sam).not.toHaveClass('is-shown');
  });

  it('fits a day of up to 12 hours across the phone at the default zoom; a longer day scrolls', async () => {
    stubScreen({ narrow: true, touch: true });
    // The timeline's inner width on a 375 px phone.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(317);
    const { unmount } = open({ body: LONG_DAY });
    const bars = await screen.findAllByTestId('rota-bar');
    // 12 hours in 317 px: 26.25 px an hour (whole quarter pixels), 315 px in all.
    await waitFor(() => expect(hourWidth()).toBe(26.25));
    expect(rightEdge(bars[1])).toBe(315);
    // Labels every other hour, so '9 AM' and '10 AM' never run into each other.
    expect(screen.getByText('9 AM')).toBeInTheDocument();
    expect(screen.queryByText('10 AM')).not.toBeInTheDocument();
    expect(screen.getByText('7 PM')).toBeInTheDocument();
    unmount();

    // 06:00 to 22:00 is 16 hours: still 12 hours across the screen, the rest a sideways scroll.
    const longer = structuredClone(LONG_DAY);
    longer.shifts[0].assignments[0].startHour = 6;
    longer.shifts[0].assignments[1].endHour = 22;
    open({ body: longer });
    const [, late] = await screen.findAllByTestId('rota-bar');
    await waitFor(() => expect(hourWidth()).toBe(26.25));
    expect(rightEdge(late)).toBe(16 * 26.25);
  });
});
