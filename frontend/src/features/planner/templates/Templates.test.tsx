import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyOf, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import { fakeTemplatesServer } from '../testing/fakeTemplatesServer';
import { TEMPLATE_ROUTES, type TemplateNeed } from './routes';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => import('../PlannerPage'), 60_000);
afterEach(() => vi.useRealTimers());

// Wednesday 10 March 2027: the week shown is Monday 8 to Sunday 14 March. Only the calendar is faked.
const WEDNESDAY = '2027-03-10';

function setup() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${WEDNESDAY}T12:00:00`) });
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM, ALEX] });
  const templates = fakeTemplatesServer(server);
  /** A template saved earlier, through the fake's own route. */
  const saved = (name: string, needs: TemplateNeed[]) => {
    const call: RecordedCall = { method: 'POST', path: TEMPLATE_ROUTES.createTemplate.path, query: new URLSearchParams(), body: {} };
    const body = { userId: SESSION_USER.uid, workplaceId: ANCHOR.workplace_id, name, needs };
    return (templates.routes[keyOf(TEMPLATE_ROUTES.createTemplate)]({ ...call, body }).body as { templateId: string }).templateId;
  };
  const start = () => {
    const fetchMock = mockFetch({ ...server.routes, ...templates.routes });
    return { ...renderApp(`/?date=${WEDNESDAY}`, { user: SESSION_USER }), fetchMock };
  };
  return { server, templates, saved, start };
}

const openCell = (date: string) => screen.getAllByTestId('weekly-open-cell').find((c) => c.dataset.date === date)!;

async function choose(ui: ReturnType<typeof renderApp>['ui'], item: string) {
  await ui.click(await screen.findByRole('button', { name: 'Templates' }));
  await ui.click(screen.getByRole('button', { name: item }));
  return screen.getByRole('dialog');
}

const NEEDS: TemplateNeed[] = [
  { weekday: 'mon', serviceType: 101, timeStart: '09:00', timeEnd: '17:00', count: 2 },
  { weekday: 'sat', serviceType: 103, timeStart: '10:00', timeEnd: '14:00', count: 1 },
];

describe('Templates', () => {
  it('saves the week shown as a template: its shifts, assigned and open, become needs', async () => {
    const { server, templates, start } = setup();
    server.seed('2027-03-08', 101, [
      ['e-sam', '09:00:00', '17:00:00'],
      [null, '09:00:00', '17:00:00'],
    ]);
    server.seed('2027-03-13', 103, [['e-alex', '10:00:00', '14:00:00']]);
    const { ui, fetchMock } = start();
    const dialog = await choose(ui, 'Save this week as a template…');
    expect(dialog).toHaveAccessibleName('Save this week as a template');
    expect(within(dialog).getByLabelText('Template name')).toHaveFocus();
    await ui.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(within(dialog).getByText('Give the template a name.')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/templates')).toHaveLength(0);

    await ui.type(within(dialog).getByLabelText('Template name'), 'Standard week');
    await ui.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template "Standard week" saved.')).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /rota/templates')[0].body).toEqual({
      userId: SESSION_USER.uid,
      workplaceId: ANCHOR.workplace_id,
      name: 'Standard week',
      fromWeekStart: '2027-03-08',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Templates' })).toHaveFocus();
    expect([...templates.templates.values()].map((t) => t.needs)).toEqual([NEEDS]);
  });

  it('applies a template: the open shifts the week lacks, one Undo entry; applied again, nothing to add', async () => {
    const { saved, server, start } = setup();
    saved('Quiet week', [{ weekday: 'mon', serviceType: 101, timeStart: '08:00', timeEnd: '12:00', count: 1 }]);
    saved('Standard week', NEEDS);
    // Monday already has one of its two 09:00-17:00 servers.
    server.seed('2027-03-08', 101, [['e-sam', '09:00:00', '17:00:00']]);
    const { ui, fetchMock } = start();
    let dialog = await choose(ui, 'Apply template…');
    const group = await within(dialog).findByRole('group', { name: 'Template for 8 – 14 March 2027' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Quiet week · 1 need, 1 person', 'Standard week · 2 needs, 3 people']);
    await ui.click(within(group).getByRole('radio', { name: /Standard week/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Template applied: 2 open shifts added.')).toBeInTheDocument();
    const templateId = fetchMock.callsTo('POST /rota/applytemplate')[0].body as { templateId: string };
    expect(fetchMock.callsTo('POST /rota/applytemplate')[0].body).toEqual({
      userId: SESSION_USER.uid,
      workplaceId: ANCHOR.workplace_id,
      templateId: templateId.templateId,
      weekStart: '2027-03-08',
    });
    await waitFor(() => expect(within(openCell('2027-03-08')).getAllByRole('button', { name: /^Open Server shift/ })).toHaveLength(1));
    expect(within(openCell('2027-03-13')).getAllByRole('button', { name: /^Open Cook shift/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Undo template (2 open shifts)' })).toBeInTheDocument();

    dialog = await choose(ui, 'Apply template…');
    await ui.click(await within(dialog).findByRole('radio', { name: /Standard week/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Template applied: nothing to add.')).toBeInTheDocument();
    expect(server.assignments).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Recent changes' })).getAllByRole('button')).toHaveLength(1);

    await ui.click(screen.getByRole('button', { name: 'Undo template (2 open shifts)' }));
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
    expect(server.assignments).toHaveLength(1);
  });

  it('renames and deletes a template', async () => {
    const { saved, templates, start } = setup();
    const id = saved('Standard week', NEEDS);
    const { ui, fetchMock } = start();
    const dialog = await choose(ui, 'Manage templates…');
    const name = await within(dialog).findByLabelText('Name of Standard week');
    await ui.clear(name);
    await ui.type(name, 'Summer week');
    await ui.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Template "Summer week" saved.')).toBeInTheDocument();
    expect(fetchMock.callsTo('PUT /rota/templates')[0].body).toEqual({ userId: SESSION_USER.uid, templateId: id, name: 'Summer week' });
    expect(templates.templates.get(id)?.name).toBe('Summer week');

    await ui.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(fetchMock.callsTo('DELETE /rota/templates')).toHaveLength(0);
    await ui.click(within(dialog).getByRole('button', { name: 'Delete Summer week for good' }));
    expect(await within(dialog).findByText('No templates yet: save a week as one first.')).toBeInTheDocument();
    expect(fetchMock.callsTo('DELETE /rota/templates')[0].body).toEqual({ userId: SESSION_USER.uid, templateId: id });
    expect(templates.templates.size).toBe(0);
  });
});
