import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { ANCHOR, SAM } from '../../test/organisation-fixtures';
import { renderApp } from '../../test/render';

const link = (token: string) => ({
  token,
  url: `https://rota.example/staff/${token}`,
  icsUrl: `https://rota.example/api/feeds/${token}.ics`,
});
const FIRST = link('A'.repeat(43));
const SECOND = link('B'.repeat(43));

function setup(initial: ReturnType<typeof link> | null) {
  const state = { link: initial };
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: [ANCHOR] },
    'GET /employees/getemployees': { body: [SAM] },
    'GET /employees/feedlink': () => ({ body: { link: state.link } }),
    'POST /employees/feedlink': () => {
      state.link = state.link ? SECOND : FIRST;
      return { status: 201, body: state.link };
    },
    'DELETE /employees/feedlink': () => {
      state.link = null;
      return { status: 204 };
    },
  });
  const app = renderApp('/profile', { user: SESSION_USER });
  return { ...app, fetchMock };
}

const dialog = () => screen.getByRole('dialog');
const section = () => within(dialog()).getByRole('region', { name: 'Calendar link' });
const openEdit = async (ui: ReturnType<typeof setup>['ui']) =>
  ui.click(await screen.findByRole('button', { name: `Edit ${SAM.display_name}` }));

describe('Edit employee: calendar link', () => {
  it('creates a link and copies it, with feedback', async () => {
    const { ui, fetchMock } = setup(null);
    await openEdit(ui);
    await ui.click(await within(section()).findByRole('button', { name: 'Create link' }));
    expect(fetchMock.callsTo('POST /employees/feedlink')[0].body).toEqual({ employee_id: SAM.employee_id, userId: 'user-1' });
    expect(await within(section()).findByLabelText('Personal link')).toHaveValue(FIRST.url);
    expect(within(section()).getByRole('status')).toHaveTextContent('Calendar link created.');

    await ui.click(within(section()).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.url);
    expect(within(section()).getByRole('status')).toHaveTextContent('Link copied to clipboard.');
    await ui.click(within(section()).getByRole('button', { name: 'Copy feed address' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.icsUrl);
    // The form's Save never sends the link.
    expect(
      within(section())
        .getAllByRole('button')
        .every((b) => b.getAttribute('type') === 'button'),
    ).toBe(true);
  });

  it('rotates only after a confirmation', async () => {
    const { ui, fetchMock } = setup(FIRST);
    await openEdit(ui);
    await ui.click(await within(section()).findByRole('button', { name: 'New link' }));
    expect(within(section()).getByText(/current link and calendar subscription stop working/)).toBeInTheDocument();
    await ui.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.callsTo('POST /employees/feedlink')).toHaveLength(0);
    await ui.click(within(section()).getByRole('button', { name: 'New link' }));
    await ui.click(within(section()).getByRole('button', { name: 'Make new link' }));
    await waitFor(() => expect(within(section()).getByLabelText('Personal link')).toHaveValue(SECOND.url));
    expect(within(section()).getByRole('status')).toHaveTextContent('The old one no longer works.');
  });

  it('revokes only after a confirmation, then offers to create one again', async () => {
    const { ui, fetchMock } = setup(FIRST);
    await openEdit(ui);
    await ui.click(await within(section()).findByRole('button', { name: 'Revoke' }));
    expect(fetchMock.callsTo('DELETE /employees/feedlink')).toHaveLength(0);
    await ui.click(within(section()).getByRole('button', { name: 'Revoke link' }));
    expect(await within(section()).findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(fetchMock.callsTo('DELETE /employees/feedlink')[0].body).toEqual({ employee_id: SAM.employee_id, userId: 'user-1' });
    expect(within(section()).queryByLabelText('Personal link')).not.toBeInTheDocument();
    expect(within(section()).getByRole('status')).toHaveTextContent('Calendar link revoked.');
  });
});
