import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, type MockResponse } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ALEX, ANCHOR, HARBOUR, SAM, employee } from '../../test/organisation-fixtures';
import type { Employee, Workplace } from './types';
import { OVERTIME_HOURS_NEEDED } from './PaySettingsFields';

interface Setup {
  workplaces?: Workplace[];
  employees?: Employee[];
  preferences?: Partial<typeof PREFERENCES>;
  routes?: Parameters<typeof mockFetch>[0];
}

function setup({ workplaces = [], employees = [], preferences = {}, routes = {} }: Setup = {}) {
  const state = { workplaces: [...workplaces], employees: [...employees] };
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: { ...PREFERENCES, ...preferences } },
    'GET /workplaces/getworkplaces': () => ({ body: state.workplaces }),
    'GET /employees/getemployees': () => ({ body: state.employees }),
    'GET /employees/feedlink': { body: { link: null } },
    ...routes,
  });
  const app = renderApp('/profile', { user: SESSION_USER });
  return { ...app, state, fetchMock };
}

const dialog = () => screen.getByRole('dialog');
const next = () => within(dialog()).getByRole('button', { name: 'Next' });

describe('Profile: workplaces', () => {
  it('lists each workplace with its employee count, service icons and an Edit button', async () => {
    setup({ workplaces: [ANCHOR, HARBOUR] });
    const tiles = await screen.findAllByTestId('workplace-tile');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveTextContent('The Anchor');
    expect(tiles[0]).toHaveTextContent('Restaurant · 3 employees');
    expect(within(tiles[0]).getByText('Server')).toBeInTheDocument();
    expect(within(tiles[0]).getByText('Cook')).toBeInTheDocument();
    expect(within(tiles[0]).getByRole('button', { name: 'Edit The Anchor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Workplaces' })).toBeInTheDocument();
  });

  it('creates a workplace in three steps: name, industry and services, hours', async () => {
    let answer!: (value: MockResponse) => void;
    const { ui, fetchMock, state } = setup({
      routes: {
        'POST /workplaces/createworkplace': () =>
          new Promise<MockResponse>((resolve) => {
            answer = resolve;
          }),
      },
    });
    expect(await screen.findByText('Create a workplace to add staff')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create workplace' }));
    expect(screen.getByRole('dialog', { name: 'Create Workplace' })).toBeInTheDocument();

    // Step 1: the name.
    await ui.click(next());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Workplace name must be at least 3 characters long');
    await ui.type(within(dialog()).getByLabelText('Workplace name'), 'The Anchor');
    await ui.click(next());

    // Step 2: industry and services; a new industry clears the services.
    await ui.click(next());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please select a category.');
    await ui.selectOptions(within(dialog()).getByLabelText('Industry'), 'restaurant');
    // Choosing one clears the stale prompt.
    expect(within(dialog()).queryByText('Please select a category.')).not.toBeInTheDocument();
    await ui.click(within(dialog()).getByRole('button', { name: /Server/ }));
    expect(within(dialog()).getByRole('button', { name: /Server/ })).toHaveAttribute('aria-pressed', 'true');
    await ui.selectOptions(within(dialog()).getByLabelText('Industry'), 'bar');
    await ui.selectOptions(within(dialog()).getByLabelText('Industry'), 'restaurant');
    expect(within(dialog()).getByRole('button', { name: /Server/ })).toHaveAttribute('aria-pressed', 'false');
    await ui.click(within(dialog()).getByRole('button', { name: /Server/ }));
    await ui.click(within(dialog()).getByRole('button', { name: /^Cook/ }));
    await ui.click(next());

    // Step 3: hours; the end list shows the hours above the start, up to 06:00 the next day.
    await ui.selectOptions(within(dialog()).getByLabelText('Rota starts'), '8');
    const endOptions = within(within(dialog()).getByLabelText('Rota ends')).getAllByRole('option');
    expect(endOptions[0]).toHaveTextContent('09:00');
    expect(endOptions.at(-1)).toHaveTextContent('06:00 +1');
    await ui.selectOptions(within(dialog()).getByLabelText('Rota ends'), '23');
    // The time zone: Europe/London unless chosen, grouped by region.
    const zone = within(dialog()).getByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/London');
    expect(within(zone).getByRole('group', { name: 'America' })).toBeInTheDocument();
    await ui.selectOptions(zone, 'America/New_York');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(within(dialog()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(fetchMock.callsTo('POST /workplaces/createworkplace')[0].body).toEqual({
      workplaceName: 'The Anchor',
      industryType: 'restaurant',
      workplaceServices: [101, 103],
      email: 'sam@example.com',
      userId: 'user-1',
      rotaStartTime: 8,
      rotaEndTime: 23,
      timeZone: 'America/New_York',
      publishMode: 'live',
      breakRules: [],
    });
    state.workplaces = [{ ...ANCHOR, services: [101, 103], employee_count: 0 }];
    answer({ status: 201, body: { workplace_id: ANCHOR.workplace_id } });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'The Anchor' })).toBeInTheDocument();

    // A fresh wizard next time.
    await ui.click(screen.getByRole('button', { name: 'Create workplace' }));
    expect(within(dialog()).getByLabelText('Workplace name')).toHaveValue('');
    expect(within(dialog()).getByText('Name').closest('li')).toHaveAttribute('aria-current', 'step');
  }, 20_000);

  it('takes the pay settings in an optional section of the last step, the Edit Workplace fields, checked the same way', async () => {
    const { ui, fetchMock } = setup({
      routes: { 'POST /workplaces/createworkplace': { status: 201, body: { workplace_id: ANCHOR.workplace_id } } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Create workplace' }));
    await ui.type(within(dialog()).getByLabelText('Workplace name'), 'The Anchor');
    await ui.click(next());
    await ui.selectOptions(within(dialog()).getByLabelText('Industry'), 'restaurant');
    await ui.click(next());
    // Folded until opened.
    expect(within(dialog()).queryByRole('group', { name: 'Pay and payroll' })).not.toBeInTheDocument();
    await ui.click(within(dialog()).getByText('Pay and payroll (optional)'));
    const pay = within(dialog()).getByRole('group', { name: 'Pay and payroll' });
    expect(within(pay).getByLabelText('Pay schedule')).toHaveValue('weekly');
    expect(within(pay).getByLabelText('First day of a pay period')).toHaveValue('2024-01-01');
    expect(within(pay).getByLabelText('Adjustment')).toHaveValue(6);
    await ui.click(within(pay).getByLabelText('Pay overtime'));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(OVERTIME_HOURS_NEEDED);
    expect(fetchMock.callsTo('POST /workplaces/createworkplace')).toHaveLength(0);
    await ui.type(within(pay).getByLabelText('After hours a week'), '40');
    await ui.selectOptions(within(pay).getByLabelText('Holiday accrual'), 'entitlement');
    await ui.type(within(pay).getByLabelText('Hours a year'), '224');
    await ui.type(within(pay).getByLabelText('Hours carried over'), '8');
    await ui.type(within(pay).getByLabelText('Changes apply from'), '2026-01-05');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /workplaces/createworkplace')).toHaveLength(1));
    const body = fetchMock.callsTo('POST /workplaces/createworkplace')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      workplaceName: 'The Anchor',
      overtime: { afterWeeklyHours: 40, multiplier: 1.5, effectiveFrom: '2026-01-05' },
      holiday: { method: 'entitlement', hoursPerYear: 224, carryOverHours: 8, effectiveFrom: '2026-01-05' },
    });
    // Only what was changed: the rest keeps the server's defaults.
    for (const key of ['paySchedule', 'premiums', 'shortNotice', 'payrollCodes', 'allowNegativeHolidayBalance'])
      expect(body).not.toHaveProperty(key);
  }, 30_000);

  it('goes Back without losing what was typed, and Cancel throws it away', async () => {
    const { ui } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Create workplace' }));
    await ui.type(within(dialog()).getByLabelText('Workplace name'), 'Corner Shop');
    await ui.click(next());
    await ui.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(within(dialog()).getByLabelText('Workplace name')).toHaveValue('Corner Shop');
    await ui.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await ui.click(screen.getByRole('button', { name: 'Create workplace' }));
    expect(within(dialog()).getByLabelText('Workplace name')).toHaveValue('');
  });

  it("shows the server's refusal, and a general message for anything unexpected", async () => {
    let status = 409;
    const { ui } = setup({
      routes: {
        'POST /workplaces/createworkplace': () =>
          status === 409 ? apiError(409, 'You already have a workplace with this name.') : apiError(500, 'boom'),
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Create workplace' }));
    await ui.type(within(dialog()).getByLabelText('Workplace name'), 'Anchor');
    await ui.click(next());
    await ui.selectOptions(within(dialog()).getByLabelText('Industry'), 'museum');
    expect(within(dialog()).getByText('This industry has no service types to choose from.')).toBeInTheDocument();
    await ui.click(next());
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('You already have a workplace with this name.');
    status = 500;
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses a name already used by another workplace, ignoring case', async () => {
    const { ui, fetchMock } = setup({ workplaces: [ANCHOR] });
    await ui.click(await screen.findByRole('button', { name: 'Create workplace' }));
    await ui.type(within(dialog()).getByLabelText('Workplace name'), ' the anchor ');
    await ui.click(next());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('You already have a workplace with this name.');
    expect(fetchMock.callsTo('POST /workplaces/createworkplace')).toHaveLength(0);
  });

  it('hides the create tile at three workplaces and while workplace editing is locked', async () => {
    const three = [ANCHOR, HARBOUR, { ...HARBOUR, workplace_id: 'w-3', name: 'Third Place' }];
    setup({ workplaces: three });
    expect(await screen.findAllByTestId('workplace-tile')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Create workplace' })).not.toBeInTheDocument();
  });

  it('locks workplace editing: no Edit buttons, no create tile', async () => {
    setup({ workplaces: [ANCHOR], preferences: { allow_workplace_edit: false } });
    expect(await screen.findAllByTestId('workplace-tile')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Edit The Anchor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create workplace' })).not.toBeInTheDocument();
  });

  it('edits a workplace, and deletes it only after a confirmation', async () => {
    const { ui, fetchMock } = setup({
      workplaces: [ANCHOR],
      routes: { 'PUT /workplaces/updateworkplace': { body: {} }, 'DELETE /workplaces/deleteworkplace': { status: 204 } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    const name = within(dialog()).getByLabelText('Workplace name');
    await ui.clear(name);
    await ui.type(name, 'The Anchor Inn');
    await ui.selectOptions(within(dialog()).getByLabelText('Rota ends'), '22');
    expect(within(dialog()).getByLabelText('Time zone')).toHaveValue('Europe/London');
    await ui.selectOptions(within(dialog()).getByLabelText('Time zone'), 'Europe/Dublin');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')[0].body).toEqual({
      workplace_id: 'w-anchor',
      name: 'The Anchor Inn',
      industryType: 'restaurant',
      services: [101, 103, 199],
      user_id: 'user-1',
      rotaStartTime: 8,
      rotaEndTime: 22,
      timeZone: 'Europe/Dublin',
    });

    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(within(dialog()).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(fetchMock.callsTo('DELETE /workplaces/deleteworkplace')).toHaveLength(0);
    await ui.click(within(dialog()).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(fetchMock.callsTo('DELETE /workplaces/deleteworkplace')).toHaveLength(1));
    expect(fetchMock.callsTo('DELETE /workplaces/deleteworkplace')[0].body).toEqual({ workplace_id: 'w-anchor', user_id: 'user-1' });
  });
});

describe('Profile: employees', () => {
  it('lists name, display name in brackets, workplace, rate per hr and services', async () => {
    setup({ workplaces: [ANCHOR], employees: [SAM, ALEX], preferences: { currency: 'eur' } });
    const rows = await screen.findAllByTestId('employee-row');
    expect(rows[0]).toHaveTextContent('Samantha Okafor (Sam)');
    expect(rows[0]).toHaveTextContent('The Anchor');
    expect(rows[0]).toHaveTextContent('€11.50 per hr');
    expect(within(rows[0]).getByText('Server')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Edit Sam' })).toBeInTheDocument();
  });

  it('shows a dated rate as the rate in force today, then each future one from its date: never the future rate as current', async () => {
    // The tests' clock is Wednesday 10 June 2026.
    const dated = {
      ...SAM,
      rate: 15,
      rate_history: [
        { rate: 12, effective_from: null },
        { rate: 13.5, effective_from: '2026-06-10' },
        { rate: 15, effective_from: '2026-12-10' },
        { rate: 16.25, effective_from: '2027-04-01' },
      ],
    };
    setup({ workplaces: [ANCHOR], employees: [dated] });
    const [row] = await screen.findAllByTestId('employee-row');
    expect(row).toHaveTextContent('£13.50, £15.00 from 10 Dec, £16.25 from 1 Apr 2027 per hr');
  });

  it('asks for a workplace to be chosen before staff can be added, then titles the list with it', async () => {
    const { ui } = setup({ workplaces: [ANCHOR, HARBOUR], employees: [SAM] });
    expect(await screen.findByText('Select a workplace to add staff')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create employee' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: /^Harbour Bar/ }));
    expect(screen.getByRole('heading', { name: 'Harbour Bar' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('employee-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create employee' })).toBeInTheDocument();
  });

  it('hides the create tile while employee editing is locked and at 40 employees', async () => {
    const forty = Array.from({ length: 40 }, (_, i) => employee({ employee_id: `e${i}`, display_name: `P${i}` }));
    const { ui } = setup({ workplaces: [ANCHOR], employees: forty });
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }));
    expect(await screen.findAllByTestId('employee-row')).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Create employee' })).not.toBeInTheDocument();
  });

  it('locks employee editing: no Edit buttons and no create tile', async () => {
    const { ui } = setup({ workplaces: [ANCHOR], employees: [SAM], preferences: { allow_employee_edit: false } });
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }));
    expect(screen.queryByRole('button', { name: 'Edit Sam' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create employee' })).not.toBeInTheDocument();
  });

  it('creates an employee in three steps: details, workplace, services', async () => {
    const { ui, fetchMock } = setup({
      workplaces: [ANCHOR, HARBOUR],
      employees: [SAM],
      routes: { 'POST /employees/createemployee': { status: 201, body: { employee_id: 'e-new' } } },
    });
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }));
    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    expect(screen.getByRole('dialog', { name: 'Create Employee' })).toBeInTheDocument();

    // Step 1: everything is required; names capitalise; the rate takes a comma.
    const rate = within(dialog()).getByLabelText('Rate per hour');
    expect(rate).toHaveValue('7.55');
    await ui.click(next());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('All fields must be filled out and rate must be greater than 0.');
    await ui.type(within(dialog()).getByLabelText('Display name'), 'sam');
    await ui.type(within(dialog()).getByLabelText('First name'), 'pRIYA');
    await ui.type(within(dialog()).getByLabelText('Surname'), 'shah');
    expect(within(dialog()).getByLabelText('First name')).toHaveValue('Priya');
    expect(within(dialog()).getByLabelText('Surname')).toHaveValue('Shah');
    await ui.click(next());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('An employee with this display name already exists.');
    await ui.clear(within(dialog()).getByLabelText('Display name'));
    await ui.type(within(dialog()).getByLabelText('Display name'), 'priya');
    await ui.clear(rate);
    await ui.type(rate, '10,4');
    await ui.tab();
    expect(rate).toHaveValue('10.40');
    await ui.click(rate);
    await ui.keyboard('{ArrowUp}');
    expect(rate).toHaveValue('10.41');
    await ui.keyboard('{ArrowDown}');
    await ui.click(next());

    // Step 2: the selected workplace is chosen already.
    expect(within(dialog()).getByLabelText('Workplace')).toHaveValue('w-anchor');
    await ui.click(next());

    // Step 3: that workplace's industry catalogue.
    expect(within(dialog()).getByRole('button', { name: /Sous Chef/ })).toBeInTheDocument();
    await ui.click(within(dialog()).getByRole('button', { name: /Server/ }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /employees/createemployee')[0].body).toEqual({
      workplace_id: 'w-anchor',
      display_name: 'priya',
      first_name: 'Priya',
      surname: 'Shah',
      rate: 10.4,
      services: [101],
      created_by: 'user-1',
    });
    // The toast names the employee as the server saves the name.
    expect(await screen.findByText('Priya added to The Anchor.')).toBeInTheDocument();
    // The list reloads after the change.
    await waitFor(() => expect(fetchMock.callsTo('GET /employees/getemployees').length).toBeGreaterThan(1));
  });

  it('choosing another workplace in step 2 clears the chosen services', async () => {
    const { ui, fetchMock } = setup({
      workplaces: [ANCHOR, HARBOUR],
      routes: { 'POST /employees/createemployee': apiError(500, 'boom') },
    });
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }));
    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    await ui.type(within(dialog()).getByLabelText('Display name'), 'Jo');
    await ui.type(within(dialog()).getByLabelText('First name'), 'jo');
    await ui.type(within(dialog()).getByLabelText('Surname'), 'king');
    await ui.click(next());
    await ui.click(next());
    await ui.click(within(dialog()).getByRole('button', { name: /Server/ }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await ui.selectOptions(within(dialog()).getByLabelText('Workplace'), 'w-harbour');
    await ui.click(next());
    expect(within(dialog()).getByRole('button', { name: /Bartender/ })).toHaveAttribute('aria-pressed', 'false');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to create employee. Please try again.');
    expect(fetchMock.callsTo('POST /employees/createemployee')[0].body).toMatchObject({ workplace_id: 'w-harbour', services: [] });
  });

  it('edits an employee keeping only services of the workplace industry, and deletes after confirming', async () => {
    const mixed = { ...SAM, services: [101, 201] };
    const { ui, fetchMock } = setup({
      workplaces: [ANCHOR],
      employees: [mixed],
      routes: { 'PUT /employees/updateemployee': apiError(500, 'x'), 'DELETE /employees/deleteemployee': { status: 204 } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    expect(screen.getByRole('dialog', { name: 'Edit Employee' })).toBeInTheDocument();
    await ui.clear(within(dialog()).getByLabelText('Surname'));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please fill in all fields correctly.');
    await ui.type(within(dialog()).getByLabelText('Surname'), 'okafor-jones');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error saving the employee details.');
    expect(fetchMock.callsTo('PUT /employees/updateemployee')[0].body).toEqual({
      employee_id: 'e-sam',
      display_name: 'Sam',
      first_name: 'Samantha',
      surname: 'Okafor-Jones',
      rate: 11.5,
      services: [101],
      workplace_id: 'w-anchor',
      user_id: 'user-1',
    });

    await ui.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Yes, delete' }));
    // Then the offer to erase their personal data too (EmployeeForget.test.tsx): kept here.
    await ui.click(await within(dialog()).findByRole('button', { name: 'Keep their details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('DELETE /employees/deleteemployee')[0].body).toEqual({ employee_id: 'e-sam', user_id: 'user-1' });
  });
});

describe('Profile: rates by date and moves', () => {
  const upcomingShifts = (count: number) => ({ 'GET /employees/upcomingshifts': { body: { count } } });

  it('asks from which date a changed rate applies (today by default) and shows the rate history', async () => {
    const raised = {
      ...SAM,
      rate: 13,
      rate_history: [
        { rate: 12.21, effective_from: null },
        { rate: 13, effective_from: '2026-01-07' },
      ],
    };
    const { ui, fetchMock } = setup({
      workplaces: [ANCHOR],
      employees: [raised],
      routes: { 'PUT /employees/updateemployee': { body: {} } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    const history = within(dialog()).getByRole('list', { name: 'Rate history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['£12.21 from the start', '£13.00 from Wed 7 Jan 2026 (in force)']);

    expect(within(dialog()).queryByLabelText('New rate applies from')).not.toBeInTheDocument();
    const rate = within(dialog()).getByLabelText('Rate per hour');
    await ui.clear(rate);
    await ui.type(rate, '14.50');
    const from = within(dialog()).getByLabelText('New rate applies from');
    expect(from).toHaveValue(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10));
    await ui.clear(from);
    await ui.type(from, '2026-02-01');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /employees/updateemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /employees/updateemployee')[0].body).toMatchObject({ rate: 14.5, rate_effective_from: '2026-02-01' });
  });

  it('sends no date when the rate is unchanged', async () => {
    const { ui, fetchMock } = setup({ workplaces: [ANCHOR], employees: [SAM], routes: { 'PUT /employees/updateemployee': { body: {} } } });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.type(within(dialog()).getByLabelText('Surname'), 'x');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /employees/updateemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /employees/updateemployee')[0].body).not.toHaveProperty('rate_effective_from');
  });

  it('says how many upcoming shifts a move to another workplace will open, before saving', async () => {
    const { ui, fetchMock } = setup({ workplaces: [ANCHOR, HARBOUR], employees: [SAM], routes: upcomingShifts(3) });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    expect(within(dialog()).queryByText(/upcoming shift/)).not.toBeInTheDocument();
    await ui.selectOptions(within(dialog()).getByLabelText('Workplace'), 'w-harbour');
    expect(await within(dialog()).findByText('3 upcoming shifts will become open shifts.')).toBeInTheDocument();
    const asked = fetchMock.callsTo('GET /employees/upcomingshifts')[0].query;
    expect([asked.get('employee_id'), asked.get('userId')]).toEqual(['e-sam', 'user-1']);

    await ui.selectOptions(within(dialog()).getByLabelText('Workplace'), 'w-anchor');
    expect(within(dialog()).queryByText(/upcoming shift/)).not.toBeInTheDocument();
  });

  it('asks from which day a move applies (tomorrow by default), counts the shifts from that day and sends the date', async () => {
    const localDay = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    const { ui, fetchMock } = setup({
      workplaces: [ANCHOR, HARBOUR],
      employees: [SAM],
      routes: {
        // Five shifts from tomorrow on; a later first day opens fewer.
        'GET /employees/upcomingshifts': ({ query }) => ({ body: { count: query.get('move_effective_from') === '2031-03-06' ? 2 : 5 } }),
        'PUT /employees/updateemployee': { body: {} },
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    expect(within(dialog()).queryByLabelText('Works at the new workplace from')).not.toBeInTheDocument();
    await ui.selectOptions(within(dialog()).getByLabelText('Workplace'), 'w-harbour');
    const from = within(dialog()).getByLabelText('Works at the new workplace from');
    expect(from).toHaveValue(localDay(1));
    expect(await within(dialog()).findByText('5 upcoming shifts will become open shifts.')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /employees/upcomingshifts')[0].query.get('move_effective_from')).toBe(localDay(1));

    await ui.clear(from);
    await ui.type(from, '2031-03-06');
    expect(await within(dialog()).findByText('2 upcoming shifts will become open shifts.')).toBeInTheDocument();
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /employees/updateemployee')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /employees/updateemployee')[0].body).toMatchObject({
      workplace_id: 'w-harbour',
      move_effective_from: '2031-03-06',
    });
  });

  it('refuses a move date before today in the dialog, before asking the server', async () => {
    const { ui, fetchMock } = setup({ workplaces: [ANCHOR, HARBOUR], employees: [SAM], routes: upcomingShifts(0) });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.selectOptions(within(dialog()).getByLabelText('Workplace'), 'w-harbour');
    const from = within(dialog()).getByLabelText('Works at the new workplace from');
    await ui.clear(from);
    await ui.type(from, '2020-01-01');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('A move cannot start in the past: choose today or a later day.')).toBeInTheDocument();
    expect(fetchMock.callsTo('PUT /employees/updateemployee')).toHaveLength(0);
  });

  it('says the same count in the delete confirmation', async () => {
    const { ui } = setup({ workplaces: [ANCHOR], employees: [SAM], routes: upcomingShifts(1) });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog()).findByText(/1 upcoming shift will become an open shift\./)).toBeInTheDocument();
  });
});

describe('Profile: a member of another team (issue 43)', () => {
  it("leads with the team's workplaces; creating one of one's own stays reachable after them", async () => {
    const teamWorkplace: Workplace = { ...HARBOUR, ownerId: 'owner-9', role: 'manager' };
    const { ui } = setup({ workplaces: [teamWorkplace] });
    const tiles = await screen.findAllByTestId('workplace-tile');
    expect(tiles).toHaveLength(1);
    expect(screen.getByText('The workplaces of the team you work for, and the people who work in them.')).toBeInTheDocument();
    expect(screen.queryByText('0 of 3')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Workplaces' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons[buttons.length - 1]).toHaveAccessibleName('Create workplace');
    expect(within(tiles[0]).queryByRole('button', { name: 'Create workplace' })).not.toBeInTheDocument();
    await ui.click(within(section).getByRole('button', { name: 'Create workplace' }));
    expect(screen.getByRole('dialog', { name: 'Create Workplace' })).toBeInTheDocument();
  });
});
