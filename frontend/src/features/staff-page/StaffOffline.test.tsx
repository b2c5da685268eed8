import { act, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockFetch, NETWORK_ERROR } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { inDays, openPage, page, PAGE_PATH, shift, TOKEN } from './test/page-fixtures';

const open1 = { ...shift('o1', inDays(3), '10:00', '16:00'), claim: null };

/** GET /api/staff/{token} as the service worker answers offline: the kept copy with its stamp. */
function answerFromWorker(loadedAt: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(page({ shifts: [shift('a1', inDays(1), '18:00', '23:00')], openShifts: [open1] })), {
          headers: { 'content-type': 'application/json', 'Rotaledger-Loaded-At': loadedAt },
        }),
    ),
  );
  return renderApp(PAGE_PATH, { user: null });
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('Personal page offline', () => {
  it("shows the worker's copy with when it was loaded, and disables every change", async () => {
    answerFromWorker(dayjs('2026-11-27T07:45').toISOString());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mary' })).toBeInTheDocument();
    expect(screen.getByText('Offline — shifts as loaded at 07:45 on Fri 27 Nov')).toBeInTheDocument();
    expect(screen.getByText(/Changes need a connection/)).toBeInTheDocument();
    expect(screen.getAllByTestId('staff-shift').length).toBe(2);
    for (const name of [/Ask for cover/, /Pick up/, 'Ask for time off', 'Save when I can work', 'Save e-mail']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('shows no banner with a fresh answer; going offline brings it and disables changes, coming back removes it', async () => {
    openPage([page({ openShifts: [open1] })]);
    const pickUp = await screen.findByRole('button', { name: /Pick up/ });
    expect(pickUp).toBeEnabled();
    expect(screen.queryByText(/^Offline — shifts as loaded at/)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText(/^Offline — shifts as loaded at \d\d:\d\d on \w{3} \d{1,2} \w{3}$/)).toBeInTheDocument();
    expect(pickUp).toBeDisabled();
    goOffline(false);
    expect(await screen.findByRole('button', { name: /Pick up/ })).toBeEnabled();
    expect(screen.queryByText(/^Offline — shifts as loaded at/)).not.toBeInTheDocument();
  });

  it('offline on a first visit (nothing kept yet) says so, not that the link is dead', async () => {
    mockFetch({ [`GET ${PAGE_PATH}`]: NETWORK_ERROR });
    renderApp(PAGE_PATH, { user: null });
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByText('This link is not valid any more')).not.toBeInTheDocument();
  });

  it('registers the worker for /staff/ and adds the manifest and the home-screen icon while shown', async () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'serviceWorker'));
    const { unmount } = openPage([page()]);
    await screen.findByRole('heading', { level: 1, name: 'Mary' });
    expect(register).toHaveBeenCalledWith('/staff/sw.js', { scope: '/staff/' });
    const manifest = document.head.querySelector('link[rel="manifest"]');
    expect(manifest?.getAttribute('href')).toBe(`${window.location.origin}/api/staff/${TOKEN}/manifest.webmanifest`);
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/icons/apple-touch-icon.png');
    unmount();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
