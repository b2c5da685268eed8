import { screen, waitFor, within } from '@testing-library/react';
import { KIOSK_SETTINGS_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { ANCHOR } from '../../test/organisation-fixtures';
import { renderApp } from '../../test/render';
import type { Workplace } from '../profile';

// Issue 41: the owner's clock settings in Edit Workplace, saved with the workplace.
function setup(workplace: Workplace = ANCHOR) {
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: [workplace] },
    'GET /employees/getemployees': { body: [] },
    'GET /workplaces/kiosks': { body: { kiosks: [] } },
    'PUT /workplaces/updateworkplace': { body: { workplace_id: workplace.workplace_id } },
  });
  return { ...renderApp('/profile', { user: SESSION_USER }), fetchMock };
}

const dialog = () => screen.getByRole('dialog');
const updates = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.callsTo('PUT /workplaces/updateworkplace').map((c) => c.body);

describe('Edit Workplace: clocking in', () => {
  it('is off by default and sends nothing unchanged', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    const withoutShift = within(dialog()).getByRole('checkbox', { name: /Let people with no shift today clock in/ });
    expect(withoutShift).not.toBeChecked();
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(fetchMock)).toHaveLength(1));
    expect(updates(fetchMock)[0]).not.toHaveProperty('kioskIpRanges');
    expect(updates(fetchMock)[0]).not.toHaveProperty('clockInWithoutShift');
  });

  it('refuses a bad network in the domain’s words, then sends them normalised with the setting', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    await ui.click(within(dialog()).getByRole('checkbox', { name: /Let people with no shift today clock in/ }));
    await ui.click(within(dialog()).getByLabelText('Kiosk networks (optional)'));
    await ui.paste('203.0.113.9/24\ncafe wifi');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(KIOSK_SETTINGS_MESSAGES.ipRange('cafe wifi'));
    expect(updates(fetchMock)).toHaveLength(0);
    const networks = within(dialog()).getByLabelText('Kiosk networks (optional)');
    await ui.clear(networks);
    await ui.paste('203.0.113.9/24\n2001:db8::/48');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(fetchMock)).toHaveLength(1));
    expect(updates(fetchMock)[0]).toMatchObject({ kioskIpRanges: ['203.0.113.0/24', '2001:db8::/48'], clockInWithoutShift: true });
  });

  it('shows the saved settings', async () => {
    const { ui } = setup({ ...ANCHOR, kioskIpRanges: ['203.0.113.0/24'], clockInWithoutShift: true });
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(within(dialog()).getByRole('checkbox', { name: /Let people with no shift today clock in/ })).toBeChecked();
    expect(within(dialog()).getByLabelText('Kiosk networks (optional)')).toHaveValue('203.0.113.0/24');
  });
});
