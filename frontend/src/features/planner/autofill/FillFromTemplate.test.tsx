import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyOf, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ANCHOR, employee } from '../../../test/organisation-fixtures';
import { fakeAutofillServer } from '../testing/fakeAutofillServer';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import { fakeTemplatesServer } from '../testing/fakeTemplatesServer';
import { TEMPLATE_ROUTES, type TemplateNeed } from '../templates/routes';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../PlannerPage'), 60_000);
afterEach(() => vi.useRealTimers());

// Wednesday 10 March 2027: the week shown is Monday 8 to Sunday 14 March; the next, 15 to 21.
const WEDNESDAY = '2027-03-10';
const ANN = employee({ employee_id: 'e-ann', display_name: 'Ann', rate: 12, services: [101] });
const BEN = employee({ employee_id: 'e-ben', display_name: 'Ben', rate: 11, services: [101] });
const NEEDS: TemplateNeed[] = [{ weekday: 'tue', serviceType: 101, timeStart: '09:00', timeEnd: '13:00', count: 2 }];

function setup() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${WEDNESDAY}T12:00:00`) });
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [ANN, BEN] });
  const templates = fakeTemplatesServer(server);
  const autofill = fakeAutofillServer(server, { employees: [ANN, BEN] });
  const call: RecordedCall = { method: 'POST', path: TEMPLATE_ROUTES.createTemplate.path, query: new URLSearchParams(), body: {} };
  const body = { userId: SESSION_USER.uid, workplaceId: ANCHOR.workplace_id, name: 'Standard week', needs: NEEDS };
  templates.routes[keyOf(TEMPLATE_ROUTES.createTemplate)]({ ...call, body });
  const fetchMock = mockFetch({ ...server.routes, ...templates.routes, ...autofill.routes });
  return { server, fetchMock, ...renderApp(`/?date=${WEDNESDAY}`, { user: SESSION_USER }) };
}

describe('Fill the week from a template', () => {
  it("draws the template's open shifts into the week, then proposes; the next week starts from the same template", async () => {
    const { ui, fetchMock } = setup();
    await ui.selectOptions(await screen.findByLabelText('From template'), 'Standard week');
    await ui.click(screen.getByRole('button', { name: 'Fill the week' }));
    const proposal = await screen.findByTestId('autofill-proposal');
    expect(fetchMock.callsTo('POST /rota/applytemplate').map((c) => c.body)).toEqual([
      { userId: SESSION_USER.uid, workplaceId: ANCHOR.workplace_id, templateId: 't1', weekStart: '2027-03-08' },
    ]);
    // Applied first, then the fill: the proposal gives both new open shifts someone.
    expect(fetchMock.callsTo('POST /rota/autofill')).toHaveLength(1);
    expect(within(proposal).getByText(/2 of 2 open shifts filled/)).toBeInTheDocument();
    await ui.click(within(proposal).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByTestId('autofill-proposal')).not.toBeInTheDocument());

    // Next week: the template is remembered, so one click draws it in and proposes.
    await ui.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByLabelText('From template')).toHaveValue('t1');
    await ui.click(screen.getByRole('button', { name: 'Fill the week' }));
    await screen.findByTestId('autofill-proposal');
    expect(fetchMock.callsTo('POST /rota/applytemplate').at(-1)?.body).toMatchObject({ templateId: 't1', weekStart: '2027-03-15' });
  });

  it('fills the open shifts only when no template is chosen', async () => {
    const { ui, fetchMock } = setup();
    expect(await screen.findByLabelText('From template')).toHaveValue('');
    await ui.click(screen.getByRole('button', { name: 'Fill the week' }));
    await screen.findByTestId('autofill-proposal');
    expect(fetchMock.callsTo('POST /rota/applytemplate')).toHaveLength(0);
  });
});
