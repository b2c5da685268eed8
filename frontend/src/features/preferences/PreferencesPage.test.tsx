import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

function setup(prefs = PREFERENCES, update = { body: PREFERENCES } as Parameters<typeof mockFetch>[0][string]) {
  const api = mockFetch({
    'GET /preferences/getpreferences': { body: prefs },
    'PUT /preferences/updatepreferences': update,
  });
  return { api, ...renderApp('/preferences', { user: SESSION_USER }) };
}

describe('Preferences', () => {
  it('shows a spinner until the values load', async () => {
    const { api } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading preferences…');
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('GET /preferences/getpreferences')[0].query.get('userId')).toBe('user-1');
  });

  it('switches the currency at once and saves it', async () => {
    const { ui, api } = setup();
    const euro = await screen.findByRole('button', { name: '€ EUR, Euro' });
    expect(screen.getByRole('button', { name: '£ GBP, Pound' })).toHaveAttribute('aria-pressed', 'true');
    await ui.click(euro);
    expect(euro).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '£ GBP, Pound' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.callsTo('PUT /preferences/updatepreferences')[0]?.body).toEqual({ userId: 'user-1', currency: 'eur' }));
  });

  it('saves the AM/PM switch and the two edit locks', async () => {
    const { ui, api } = setup();
    const ampm = await screen.findByRole('switch', { name: 'Show planner times as AM/PM' });
    expect(ampm).toHaveAttribute('aria-checked', 'false');
    await ui.click(ampm);
    expect(ampm).toHaveAttribute('aria-checked', 'true');
    await ui.click(screen.getByRole('switch', { name: 'Allow workplace editing' }));
    await ui.click(screen.getByRole('switch', { name: 'Allow employee editing' }));
    await waitFor(() => expect(api.callsTo('PUT /preferences/updatepreferences')).toHaveLength(3));
    expect(api.callsTo('PUT /preferences/updatepreferences').map((c) => c.body)).toEqual([
      { userId: 'user-1', tf_1: true },
      { userId: 'user-1', allow_workplace_edit: false },
      { userId: 'user-1', allow_employee_edit: false },
    ]);
  });

  it('saves where weeks start (Monday or Sunday), one choice for the planner and the dashboard, weekly or monthly', async () => {
    const { ui, api } = setup();
    const payslips = await screen.findByRole('switch', { name: 'Payslips' });
    expect(payslips).toHaveTextContent('Monthly');
    const select = screen.getByLabelText('Weeks start on');
    expect(select).toHaveValue('monday');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Monday', 'Sunday']);
    expect(screen.queryByLabelText('Weekly start day')).not.toBeInTheDocument();

    await ui.selectOptions(select, 'Sunday');
    expect(select).toHaveValue('sunday');
    await ui.click(payslips);
    expect(screen.getByLabelText('Weeks start on')).toHaveValue('sunday');
    await waitFor(() => expect(api.callsTo('PUT /preferences/updatepreferences')).toHaveLength(2));
    expect(api.callsTo('PUT /preferences/updatepreferences').map((c) => c.body)).toEqual([
      { userId: 'user-1', week_start: 'sunday' },
      { userId: 'user-1', tf_2: true },
    ]);
  });

  it('keeps the change on screen and only logs a failed save', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ui } = setup(PREFERENCES, apiError(500, 'down'));
    const usd = await screen.findByRole('button', { name: '$ USD, Dollar' });
    await ui.click(usd);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(usd).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    mockFetch({ 'GET /preferences/getpreferences': apiError(500, 'down') });
    const { ui } = renderApp('/preferences', { user: SESSION_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your preferences could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
  });
});
