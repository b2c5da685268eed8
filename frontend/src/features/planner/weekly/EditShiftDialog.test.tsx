import { configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import type { MembershipsAnswer } from '@rotaledger/contracts';
import type { Workplace } from '../../profile';
import { startOfWeek } from '../dates';
import { fakeRotaServer } from '../testing/fakeRotaServer';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

const monday = startOfWeek(dayjs(), 'monday');
const wednesday = monday.add(2, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const long = (d: dayjs.Dayjs) => d.format('dddd D MMMM');

/** The Anchor, open 08:00 to 23:00: a 22:00-02:00 shift does not fit. */
function setup(
  workplace: Workplace = { ...ANCHOR, rota_end_time: 23 },
  preferences: Partial<typeof PREFERENCES> = {},
  memberships: MembershipsAnswer = [],
) {
  const place = { ...workplace };
  const server = fakeRotaServer({ workplaces: [place], employees: [SAM, ALEX], preferences });
  const start = (path = `/?date=${iso(wednesday)}`) => {
    const fetchMock = mockFetch({
      ...server.routes,
      'GET /team/memberships': { body: memberships },
      // The workplace update route, as the server has it: the hours change and the planner reads them again.
      'PUT /workplaces/updateworkplace': (call: RecordedCall) => {
        const body = call.body as { rotaStartTime?: number; rotaEndTime?: number };
        if (body.rotaStartTime !== undefined) place.rota_start_time = body.rotaStartTime;
        if (body.rotaEndTime !== undefined) place.rota_end_time = body.rotaEndTime;
        return { body: { workplace_id: place.workplace_id } };
      },
    });
    return { ...renderApp(path, { user: SESSION_USER }), fetchMock };
  };
  return { server, start };
}

const dialog = () => screen.getByRole('dialog');
const times = () => within(dialog()).getByLabelText<HTMLInputElement>('Times');
const cell = (employee: string, date: dayjs.Dayjs) =>
  screen.getAllByTestId('weekly-cell').find((c) => c.dataset.employee === employee && c.dataset.date === iso(date))!;
const openCell = (date: dayjs.Dayjs) => screen.getAllByTestId('weekly-open-cell').find((c) => c.dataset.date === iso(date))!;
const optionTexts = (label: string) =>
  within(dialog())
    .getAllByRole('option')
    .filter((o) => o.closest('select')?.id === within(dialog()).getByLabelText(label).id)
    .map((o) => o.textContent);

describe('The time dialog and the rota hours', () => {
  it('offers only times inside the hours: a typed 22-2 shows in the selects as typed, and Save does not send it', async () => {
    const { start } = setup();
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${long(wednesday)}` }));
    await ui.selectOptions(within(dialog()).getByLabelText('Start hour'), '22');
    expect(optionTexts('End hour')).toEqual(['23']);
    await ui.clear(times());
    await ui.type(times(), '22-2');
    // The selects show what was typed, the rota's last hour and the typed one.
    expect(optionTexts('End hour')).toEqual(['23', '02 +1']);
    expect(
      within(dialog()).getByText("This workplace's rota ends at 23:00. Change its hours under Profile → Edit workplace."),
    ).toBeVisible();
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('widens the hours in one step: the workplace update, then the save', async () => {
    const { server, start } = setup();
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${long(wednesday)}` }));
    await ui.clear(times());
    await ui.type(times(), '22-2');
    await ui.click(within(dialog()).getByRole('button', { name: "Extend this workplace's hours to 02:00 and save" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const update = fetchMock.callsTo('PUT /workplaces/updateworkplace');
    expect(update.map((c) => c.body)).toEqual([
      { workplace_id: ANCHOR.workplace_id, user_id: 'user-1', rotaStartTime: 8, rotaEndTime: 26 },
    ]);
    const place = fetchMock.callsTo('POST /assignments/placeassignment');
    expect(place[0].body).toMatchObject({ employeeId: 'e-sam', date: iso(wednesday), timeStart: '22:00:00', timeEnd: '02:00:00' });
    expect(fetchMock.calls.indexOf(update[0])).toBeLessThan(fetchMock.calls.indexOf(place[0]));
    expect(server.assignments).toEqual([expect.objectContaining({ employee_id: 'e-sam', time_start: '22:00:00', time_end: '02:00:00' })]);
  });

  it("offers no widening to a team manager, who cannot change the owner's workplace, and sends them to the owner", async () => {
    const { start } = setup({ ...ANCHOR, rota_end_time: 23, role: 'manager', ownerId: 'owner-9' }, {}, [
      {
        ownerId: 'owner-9',
        ownerUsername: 'ann',
        ownerDisplayName: 'Ann Lee',
        businessName: 'Harbour Café',
        role: 'manager',
        workplaceIds: null,
      },
    ]);
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${long(wednesday)}` }));
    await ui.clear(times());
    await ui.type(times(), '22-2');
    // The server's words for a member: never Profile → Edit workplace, which only the owner can use.
    expect(await within(dialog()).findByText("This workplace's rota ends at 23:00. Ask Ann Lee to widen the rota hours.")).toBeVisible();
    expect(within(dialog()).queryByText(/Edit workplace/)).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: /Extend this workplace's hours/ })).not.toBeInTheDocument();
  });

  it('says only where to change the hours when widening them would break the workplace rules', async () => {
    const { start } = setup({ ...ANCHOR, rota_start_time: 0, rota_end_time: 24 });
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${long(wednesday)}` }));
    await ui.clear(times());
    await ui.type(times(), '22-2');
    expect(
      within(dialog()).getByText("This workplace's rota ends at midnight. Change its hours under Profile → Edit workplace."),
    ).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: /Extend this workplace's hours/ })).not.toBeInTheDocument();
  });
});

describe('Edit Shift: reassign, open or remove', () => {
  const editSams = () => screen.findByRole('button', { name: `Edit Sam's shift on ${long(wednesday)}, 09:00-13:00` });

  it('gives the shift to someone else through updateemployee, keeping its times', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '13:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await editSams());
    expect(screen.getByRole('dialog', { name: 'Edit Shift' })).toBeInTheDocument();
    await ui.selectOptions(within(dialog()).getByLabelText('Employee'), 'Alex');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /assignments/updateemployee').map((c) => c.body)).toEqual([
      { assignmentId: server.assignments[0].assignment_id, employeeId: 'e-alex', userId: 'user-1' },
    ]);
    expect(fetchMock.callsTo('PUT /assignments/updateassignmenttime')).toHaveLength(0);
    await waitFor(() => expect(cell('Alex', wednesday)).toHaveTextContent('09:00-13:00'));
    expect(cell('Sam', wednesday)).not.toHaveTextContent('09:00');
  });

  it('makes the shift open (nobody on it)', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '13:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await editSams());
    await ui.selectOptions(within(dialog()).getByLabelText('Employee'), 'Nobody (open shift)');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /assignments/updateemployee')[0].body).toMatchObject({ employeeId: null });
    await waitFor(() => expect(openCell(wednesday)).toHaveTextContent('09:00-13:00'));
    expect(server.assignments).toEqual([expect.objectContaining({ employee_id: null })]);
  });

  it("says the server's refusal and keeps the shift where it was", async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '13:00:00']]);
    server.refuseNext('PUT /assignments/updateemployee', apiError(409, 'Employee is already assigned to another shift at this time.'));
    const { ui } = start();
    await ui.click(await editSams());
    await ui.selectOptions(within(dialog()).getByLabelText('Employee'), 'Alex');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Employee is already assigned to another shift at this time.')).toBeVisible();
    await ui.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('09:00-13:00'));
  });

  it('removes the shift', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '13:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await editSams());
    await ui.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('DELETE /assignments/deleteassignment')).toHaveLength(1);
    expect(server.assignments).toEqual([]);
  });
});

describe('Someone moved to another workplace', () => {
  it('keeps a row in a week where shifts here are still theirs (those before the move)', async () => {
    const moved = { ...ALEX, workplace_id: 'w-elsewhere', workplace_name: 'Harbour Bar' };
    const server = fakeRotaServer({ workplaces: [{ ...ANCHOR }], employees: [SAM, moved] });
    server.seed(iso(wednesday), 101, [['e-alex', '09:00:00', '13:00:00']]);
    mockFetch(server.routes);
    renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER });
    await waitFor(() => expect(cell('Alex', wednesday)).toHaveTextContent('09:00-13:00'));
    // One row for them, its seven days.
    expect(screen.getAllByTestId('weekly-cell').filter((c) => c.dataset.employee === 'Alex')).toHaveLength(7);
  });
});
