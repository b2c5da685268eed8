import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, SAM } from '../../test/organisation-fixtures';
import type { Employee, Workplace } from './types';

// Issue 27's profile fields: when staff see changes (per workplace), and an employee's e-mail for shift updates.

function setup({ workplaces = [ANCHOR], employees = [] as Employee[] }: { workplaces?: Workplace[]; employees?: Employee[] } = {}) {
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: workplaces },
    'GET /employees/getemployees': { body: employees },
    'GET /employees/feedlink': { body: { link: null } },
    'POST /workplaces/createworkplace': { status: 201, body: { workplace_id: 'w-new' } },
    'PUT /workplaces/updateworkplace': { body: { workplace_id: 'w-anchor' } },
    'POST /employees/createemployee': { status: 201, body: { employee_id: 'e-new' } },
    'PUT /employees/updateemployee': { body: { employee_id: 'e-sam' } },
  });
  return { ...renderApp('/profile', { user: SESSION_USER }), fetchMock };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);

describe('Profile: when staff see changes', () => {
  it('edits a workplace’s publish mode: Live unless chosen, sent only when changed', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    const group = within(dialog()).getByRole('radiogroup', { name: 'When staff see changes' });
    expect(within(group).getByRole('radio', { name: /Live/ })).toBeChecked();
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')[0].body).not.toHaveProperty('publishMode');

    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    await ui.click(within(dialog()).getByRole('radio', { name: /When I publish/ }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(2));
    expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')[1].body).toMatchObject({
      workplace_id: 'w-anchor',
      publishMode: 'on-publish',
    });
  });

  it('shows an on-publish workplace as such', async () => {
    const { ui } = setup({ workplaces: [{ ...ANCHOR, publishMode: 'on-publish' }] });
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(within(dialog()).getByRole('radio', { name: /When I publish/ })).toBeChecked();
  });

  it('creates a workplace with the mode chosen in its last step', async () => {
    const { ui, fetchMock } = setup({ workplaces: [] });
    await ui.click(await screen.findByRole('button', { name: 'Create workplace' }));
    await ui.type(field('Workplace name'), 'The Anchor');
    await ui.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await ui.selectOptions(field('Industry'), 'restaurant');
    await ui.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await ui.click(within(dialog()).getByRole('radio', { name: /When I publish/ }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /workplaces/createworkplace')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /workplaces/createworkplace')[0].body).toMatchObject({
      workplaceName: 'The Anchor',
      publishMode: 'on-publish',
    });
  });
});

describe('Profile: an employee’s e-mail for shift updates', () => {
  it('adds an optional e-mail when creating an employee, checked before the next step', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }));
    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    expect(within(dialog()).getByText('For shift updates. Never shown to colleagues.')).toBeInTheDocument();
    await ui.type(field('Display name'), 'Priya');
    await ui.type(field('First name'), 'Priya');
    await ui.type(field('Surname'), 'Shah');
    await ui.type(field('E-mail (optional)'), 'priya@example');
    await ui.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address, or leave it empty.');
    await ui.type(field('E-mail (optional)'), '.com');
    await ui.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /employees/createemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /employees/createemployee')[0].body).toMatchObject({
      display_name: 'Priya',
      email: 'priya@example.com',
    });
  });

  it('shows the e-mail in the Edit dialog, sends a change, null to clear it, and nothing when unchanged', async () => {
    const { ui, fetchMock } = setup({ employees: [{ ...SAM, email: 'sam@example.com' }] });
    const save = () => ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const bodies = () => fetchMock.callsTo('PUT /employees/updateemployee').map((c) => c.body);

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    expect(field('E-mail (optional)')).toHaveValue('sam@example.com');
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).not.toHaveProperty('email');

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.clear(field('E-mail (optional)'));
    await ui.type(field('E-mail (optional)'), 'sam.okafor@example.com');
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ employee_id: 'e-sam', email: 'sam.okafor@example.com' });

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.clear(field('E-mail (optional)'));
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toMatchObject({ employee_id: 'e-sam', email: null });
  });
});
