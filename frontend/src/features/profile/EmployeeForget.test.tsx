import { screen, waitFor, within } from '@testing-library/react';
import { EMPLOYEE_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, SAM } from '../../test/organisation-fixtures';

// Issue 40 §2: after deleting a staff member, the dialog offers to erase their personal data for good.

function setup(forgetAnswer: object = { body: { employee_id: 'e-sam' } }) {
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: [ANCHOR] },
    'GET /employees/getemployees': { body: [SAM] },
    'GET /employees/feedlink': { body: { link: null } },
    'GET /employees/upcomingshifts': { body: { count: 0 } },
    'DELETE /employees/deleteemployee': { body: { employee_id: 'e-sam' } },
    'POST /employees/forgetemployee': forgetAnswer,
  });
  return { ...renderApp('/profile', { user: SESSION_USER }), fetchMock };
}

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });

async function deleteSam(ui: ReturnType<typeof setup>['ui']) {
  await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 25_000 }));
  await ui.click(button('Delete'));
  await ui.click(button('Yes, delete'));
  return within(dialog()).findByRole('group', { name: /Erase .*personal data/ });
}

describe('Profile: forgetting a deleted staff member', () => {
  it('says what goes and what stays, and erases only when asked twice', async () => {
    const { ui, fetchMock } = setup();
    const step = await deleteSam(ui);
    expect(step).toHaveTextContent('is deleted. Also erase their personal data for good?');
    expect(step).toHaveTextContent('Their name, e-mail, date of birth, payroll ID, phone number and time-off notes are erased everywhere');
    expect(step).toHaveTextContent('Their past shifts, hours and pay stay, shown as “(deleted person)”. This cannot be undone.');
    expect(fetchMock.callsTo('POST /employees/forgetemployee')).toHaveLength(0);

    await ui.click(button('Yes, erase for good'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /employees/forgetemployee').map((call) => call.body)).toEqual([
      { employee_id: 'e-sam', userId: 'user-1' },
    ]);
    expect(await screen.findByText('Their personal data is erased. Their hours and pay stay.')).toBeInTheDocument();
  }, 60_000);

  it('keeps their details when the manager says so', async () => {
    const { ui, fetchMock } = setup();
    await deleteSam(ui);
    await ui.click(button('Keep their details'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /employees/forgetemployee')).toHaveLength(0);
  }, 60_000);

  it("shows the server's refusal in the dialog", async () => {
    const { ui } = setup(apiError(409, EMPLOYEE_MESSAGES.forgetActive));
    await deleteSam(ui);
    await ui.click(button('Yes, erase for good'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(EMPLOYEE_MESSAGES.forgetActive);
  }, 60_000);
});
