import { screen, waitFor, within } from '@testing-library/react';
import { BREAK_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, SAM } from '../../test/organisation-fixtures';
import type { Employee, Workplace } from './types';

// Issue 28's profile fields: a workplace's unpaid-break rules, and an employee's date of birth for the minimum-wage check.

function setup({ workplaces = [ANCHOR], employees = [] as Employee[] }: { workplaces?: Workplace[]; employees?: Employee[] } = {}) {
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: workplaces },
    'GET /employees/getemployees': { body: employees },
    'GET /employees/feedlink': { body: { link: null } },
    'GET /employees/upcomingshifts': { body: { count: 0 } },
    'POST /workplaces/createworkplace': { status: 201, body: { workplace_id: 'w-new' } },
    'PUT /workplaces/updateworkplace': { body: { workplace_id: 'w-anchor' } },
    'POST /employees/createemployee': { status: 201, body: { employee_id: 'e-new' } },
    'PUT /employees/updateemployee': { body: { employee_id: 'e-sam' } },
  });
  return { ...renderApp('/profile', { user: SESSION_USER }), fetchMock };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const button = (name: string) => within(dialog()).getByRole('button', { name });
const rules = () => within(dialog()).getByRole('group', { name: 'Unpaid breaks' });

describe('Profile: a workplace’s unpaid breaks', () => {
  it('creates a workplace with no break rules unless some are added, and always sends them', async () => {
    const { ui, fetchMock } = setup({ workplaces: [] });
    await ui.click(await screen.findByRole('button', { name: 'Create workplace' }));
    await ui.type(field('Workplace name'), 'The Anchor');
    await ui.click(button('Next'));
    await ui.selectOptions(field('Industry'), 'restaurant');
    await ui.click(button('Next'));
    expect(within(rules()).getByText('No unpaid breaks: every planned minute is paid.')).toBeInTheDocument();
    await ui.click(button('Save'));
    await waitFor(() => expect(fetchMock.callsTo('POST /workplaces/createworkplace')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /workplaces/createworkplace')[0].body).toMatchObject({ workplaceName: 'The Anchor', breakRules: [] });
  });

  it('edits rows of "After n hours, m minutes unpaid", checked with the server’s messages, and sends them sorted', async () => {
    const { ui, fetchMock } = setup({ workplaces: [] });
    await ui.click(await screen.findByRole('button', { name: 'Create workplace' }));
    await ui.type(field('Workplace name'), 'The Anchor');
    await ui.click(button('Next'));
    await ui.selectOptions(field('Industry'), 'restaurant');
    await ui.click(button('Next'));

    await ui.click(button('Add a break rule'));
    // The usual rule to start from: after 6 hours, 30 minutes.
    expect(field('Break rule 1: after hours')).toHaveValue(6);
    expect(field('Break rule 1: unpaid minutes')).toHaveValue(30);
    await ui.click(button('Add a break rule'));
    await ui.clear(field('Break rule 2: after hours'));
    await ui.type(field('Break rule 2: after hours'), '6');
    await ui.click(button('Save'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(BREAK_MESSAGES.duplicateRule);

    await ui.clear(field('Break rule 2: after hours'));
    await ui.type(field('Break rule 2: after hours'), '4.5');
    await ui.clear(field('Break rule 2: unpaid minutes'));
    await ui.type(field('Break rule 2: unpaid minutes'), '200');
    await ui.click(button('Save'));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(BREAK_MESSAGES.unpaidMinutes);
    await ui.clear(field('Break rule 2: unpaid minutes'));
    await ui.type(field('Break rule 2: unpaid minutes'), '15');
    expect(fetchMock.callsTo('POST /workplaces/createworkplace')).toHaveLength(0);

    await ui.click(button('Save'));
    await waitFor(() => expect(fetchMock.callsTo('POST /workplaces/createworkplace')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /workplaces/createworkplace')[0].body).toMatchObject({
      breakRules: [
        { afterHours: 4.5, unpaidMinutes: 15 },
        { afterHours: 6, unpaidMinutes: 30 },
      ],
    });
  });

  it('shows a workplace’s rules, sends them only when changed, allows at most five and removes them', async () => {
    const anchor = { ...ANCHOR, breakRules: [{ afterHours: 6, unpaidMinutes: 30 }] };
    const { ui, fetchMock } = setup({ workplaces: [anchor] });
    const bodies = () => fetchMock.callsTo('PUT /workplaces/updateworkplace').map((c) => c.body);

    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(field('Break rule 1: after hours')).toHaveValue(6);
    expect(field('Break rule 1: unpaid minutes')).toHaveValue(30);
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).not.toHaveProperty('breakRules');

    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    for (let i = 0; i < 4; i++) await ui.click(button('Add a break rule'));
    expect(within(rules()).getAllByRole('listitem')).toHaveLength(5);
    expect(button('Add a break rule')).toBeDisabled();
    expect(within(rules()).getByText('At most 5 rules.')).toBeInTheDocument();
    for (let i = 5; i >= 1; i--) await ui.click(button(`Remove break rule ${i}`));
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ workplace_id: 'w-anchor', breakRules: [] });
  });
});

describe('Profile: an employee’s date of birth', () => {
  it('is optional when creating an employee, and sent only when filled', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }));
    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    expect(within(dialog()).getByText('Used only for the minimum-wage check; never shown to colleagues.')).toBeInTheDocument();
    await ui.type(field('Display name'), 'Priya');
    await ui.type(field('First name'), 'Priya');
    await ui.type(field('Surname'), 'Shah');
    await ui.type(field('Date of birth (optional)'), '2007-05-14');
    await ui.click(button('Next'));
    await ui.click(button('Next'));
    await ui.click(button('Save'));
    await waitFor(() => expect(fetchMock.callsTo('POST /employees/createemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /employees/createemployee')[0].body).toMatchObject({
      display_name: 'Priya',
      date_of_birth: '2007-05-14',
    });

    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    await ui.type(field('Display name'), 'Tariq');
    await ui.type(field('First name'), 'Tariq');
    await ui.type(field('Surname'), 'Ali');
    await ui.click(button('Next'));
    await ui.click(button('Next'));
    await ui.click(button('Save'));
    await waitFor(() => expect(fetchMock.callsTo('POST /employees/createemployee')).toHaveLength(2));
    expect(fetchMock.callsTo('POST /employees/createemployee')[1].body).not.toHaveProperty('date_of_birth');
  });

  it('shows it in the Edit dialog, sends a change, null to clear it, and nothing when unchanged', async () => {
    const { ui, fetchMock } = setup({ employees: [{ ...SAM, date_of_birth: '2005-03-01' }] });
    const save = () => ui.click(button('Save'));
    const bodies = () => fetchMock.callsTo('PUT /employees/updateemployee').map((c) => c.body);

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    expect(field('Date of birth (optional)')).toHaveValue('2005-03-01');
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).not.toHaveProperty('date_of_birth');

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.clear(field('Date of birth (optional)'));
    await ui.type(field('Date of birth (optional)'), '2005-03-02');
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ employee_id: 'e-sam', date_of_birth: '2005-03-02' });

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.clear(field('Date of birth (optional)'));
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toMatchObject({ employee_id: 'e-sam', date_of_birth: null });
  });
});
