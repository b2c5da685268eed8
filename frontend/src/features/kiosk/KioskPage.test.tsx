import { KIOSK_ROUTES as KIOSK } from '@rotaledger/contracts/routes';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, NETWORK_ERROR, type MockResponse } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { readQueue } from './queue';

const TOKEN = 'k'.repeat(43);
const PAGE = `GET /kiosk/${TOKEN}`;
const CLOCK = `POST /kiosk/${TOKEN}/clock`;
const people = [
  { employeeId: 'e-ann', displayName: 'Ann', status: 'off', shift: { timeStart: '09:00', timeEnd: '17:00' } },
  { employeeId: 'e-bob', displayName: 'Bob', status: 'in', shift: { timeStart: '07:00', timeEnd: '15:00' } },
  { employeeId: 'e-cat', displayName: 'Cat', status: 'off', shift: { timeStart: '10:00', timeEnd: '14:00' } },
  // Listed where the workplace lets people with no shift today clock in.
  { employeeId: 'e-dan', displayName: 'Dan', status: 'off' },
];
const pageAnswer = { body: { workplaceName: 'The Corner Café', people } };

function open(clock: MockResponse | ((call: { body: unknown }) => MockResponse) | typeof NETWORK_ERROR) {
  const server = mockFetch({ [PAGE]: pageAnswer, [CLOCK]: clock });
  renderApp(`/kiosk/${TOKEN}`, { user: null });
  return { ...server, ui: userEvent.setup() };
}

async function enterPin(ui: ReturnType<typeof userEvent.setup>, pin: string) {
  const pad = screen.getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await ui.click(within(pad).getByRole('button', { name: digit }));
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => localStorage.clear());

describe('the kiosk page', () => {
  it("shows today's people by name, status and shift, never pay or surnames", async () => {
    open({ body: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Corner Café' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Ann Not clocked in 09:00–17:00$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Bob Clocked in 07:00–15:00$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Dan Not clocked in No shift today$/ })).toBeInTheDocument();
    // The whole screen is the kiosk's: no header or footer to leave it through.
    expect(screen.queryByRole('link', { name: /Log In|Sign Up|Home/ })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/£|rate|Tester/);
  });

  it('clocks a person in with their PIN, sends an Idempotency-Key, and confirms with the time', async () => {
    const { ui, callsTo, fn } = open({ body: { status: 'in', at: '2026-06-10T08:31:00.000Z' } });
    await ui.click(await screen.findByRole('button', { name: /^Ann/ }));
    const clockIn = screen.getByRole('button', { name: 'Clock in' });
    await enterPin(ui, '042');
    expect(clockIn).toBeDisabled();
    await enterPin(ui, '0');
    await ui.click(clockIn);
    expect(await screen.findByText('Ann, you clocked in at 09:31.')).toBeInTheDocument();
    const [call] = callsTo(CLOCK);
    expect(call.body).toEqual({
      employeeId: 'e-ann',
      pin: '0420',
      action: 'in',
      at: expect.stringMatching(/^2026-06-10T08:3\d:\d\d\.\d{3}Z$/),
    });
    const request = fn.mock.calls.map(([input]) => input).find((input) => input instanceof Request && input.method === 'POST') as Request;
    expect(request.headers.get('Idempotency-Key')).toMatch(/^kiosk-[0-9a-f-]{36}$/);
    await ui.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('heading', { name: 'Tap your name' })).toBeInTheDocument();
  });

  it('offers a break or clocking out to someone clocked in, and shows a wrong PIN or a lock as the server words it', async () => {
    let answers = 0;
    const { ui } = open(() =>
      ++answers === 1 ? apiError(401, 'Wrong PIN.') : apiError(423, 'Too many wrong PINs: try again in 15 minutes or ask your manager.'),
    );
    await ui.click(await screen.findByRole('button', { name: /^Bob/ }));
    expect(screen.queryByRole('button', { name: 'Clock in' })).not.toBeInTheDocument();
    await enterPin(ui, '1111');
    await ui.click(screen.getByRole('button', { name: 'Start break' }));
    expect(await screen.findByText('Wrong PIN.')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN: 0 of 4 to 6 digits entered')).toBeInTheDocument();
    await enterPin(ui, '2222');
    await ui.click(screen.getByRole('button', { name: 'Clock out' }));
    expect(await screen.findByText('Too many wrong PINs: try again in 15 minutes or ask your manager.')).toBeInTheDocument();
  });

  it('offline, keeps each event with its real time and key, says how many wait, and sends them once when back', async () => {
    const answered: unknown[] = [];
    const { ui, callsTo } = open((call) => {
      answered.push(call.body);
      return { body: { status: 'in', at: (call.body as { at: string }).at } };
    });
    await screen.findByRole('heading', { name: 'Tap your name' });
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline: clock events are kept on this tablet and sent when the connection is back.',
    );
    for (const name of ['Ann', 'Cat']) {
      await ui.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
      await enterPin(ui, '1234');
      await ui.click(screen.getByRole('button', { name: 'Clock in' }));
      expect(await screen.findByText(new RegExp(`^${name}, you clocked in at 09:3\\d\\.$`))).toBeInTheDocument();
      expect(screen.getByText('Saved on this tablet: it is sent when the connection is back.')).toBeInTheDocument();
      await ui.click(screen.getByRole('button', { name: 'Done' }));
    }
    expect(screen.getByText(/2 clock events wait\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Ann Clocked in/ })).toBeInTheDocument();
    expect(callsTo(CLOCK)).toHaveLength(0);
    const queued = readQueue(TOKEN);
    // Each with the real time it was taken (the test clock starts at 09:30 in London).
    expect(queued.map((e) => e.body.employeeId)).toEqual(['e-ann', 'e-cat']);
    for (const event of queued) expect(event.body.at).toMatch(/^2026-06-10T08:3\d:\d\d\.\d{3}Z$/);
    expect(new Set(queued.map((e) => e.key)).size).toBe(2);
    goOffline(false);
    await vi.waitFor(() => expect(readQueue(TOKEN)).toEqual([]));
    expect(answered).toEqual(queued.map((e) => e.body));
    expect(screen.queryByText(/clock events wait/)).not.toBeInTheDocument();
  });

  it('a network failure mid-send queues the event instead of losing it', async () => {
    const { ui } = open(NETWORK_ERROR);
    await ui.click(await screen.findByRole('button', { name: /^Ann/ }));
    await enterPin(ui, '1234');
    await ui.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText('Saved on this tablet: it is sent when the connection is back.')).toBeInTheDocument();
    expect(readQueue(TOKEN)).toHaveLength(1);
  });

  it('a revoked link says so', async () => {
    mockFetch({ [PAGE]: apiError(404, 'This kiosk link is not valid any more. Ask your manager for a new one.') });
    renderApp(`/kiosk/${TOKEN}`, { user: null });
    expect(await screen.findByRole('heading', { name: 'This kiosk link is not valid any more' })).toBeInTheDocument();
  });
});

// The routes the fake answers are the contract's own.
void KIOSK;
