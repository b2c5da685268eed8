import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../lib/store';
import { ToastProvider } from '../../../components/toast';
import { apiError, mockFetch, type MockResponse } from '../../../test/fetch-mock';
import { SAM } from '../../../test/organisation-fixtures';
import { plannerApi } from '../api';
import { UndoControl } from './UndoControl';

const WEEK = { workplaceId: 'w-anchor', startDate: '2026-12-07', endDate: '2026-12-13', userId: 'user-1' };
const ASSIGNMENT = '0b5c2f0e-3d6a-4b7e-9a1c-5e8f7d6c4b3a';
const weekAnswer = {
  weekShifts: {
    [SAM.employee_id]: { '2026-12-09': [{ assignment_id: ASSIGNMENT, shift_id: 's1', time_start: '09:00:00', time_end: '17:00:00' }] },
  },
  openShifts: {},
};

/** A store that has read a week and seen two writes: a copy of 12 weeks, then a retime of Sam's shift. */
async function setup(undoAnswer: (changeId: string) => MockResponse = () => ({ status: 201, body: { undone: 1 } })) {
  const fetchMock = mockFetch({
    'GET /shifts/getweeklyshifts': { body: weekAnswer },
    'POST /rota/copyweek': { status: 201, body: { copied: 24, changeId: 'change-copy', skipped: [], outsideAvailability: [] } },
    'PUT /assignments/updateassignmenttime': { body: { assignment_id: ASSIGNMENT, shift_id: 's1', changeId: 'change-retime' } },
    'POST /rota/undo': (call) => undoAnswer((call.body as { changeId: string }).changeId),
  });
  const store = makeStore();
  await store.dispatch(plannerApi.endpoints.getWeekShifts.initiate(WEEK));
  const toWeekStarts = Array.from({ length: 12 }, (_, i) => `2026-12-${String(14 + i).padStart(2, '0')}`);
  await store.dispatch(plannerApi.endpoints.copyWeek.initiate({ workplaceId: 'w-anchor', fromWeekStart: '2026-12-07', toWeekStarts }));
  await store.dispatch(
    plannerApi.endpoints.updateAssignmentTime.initiate({
      assignmentId: ASSIGNMENT,
      timeStart: '10:00',
      timeEnd: '18:00',
      userId: 'user-1',
    }),
  );
  const ui = userEvent.setup();
  render(
    <Provider store={store}>
      <ToastProvider>
        <UndoControl userId="user-1" employees={[SAM]} />
        <label>
          Note <input type="text" />
        </label>
        <button type="button">Elsewhere</button>
      </ToastProvider>
    </Provider>,
  );
  return { ui, fetchMock, store };
}

const undoButtons = () => screen.getAllByRole('button', { name: /^Undo / }).map((b) => b.textContent);

describe('Undo list', () => {
  it("lists this session's actions newest first, named as the manager knows them", async () => {
    await setup();
    expect(screen.getByRole('region', { name: 'Recent changes' })).toBeInTheDocument();
    expect(undoButtons()).toEqual(["Undo retime of Sam's shift", 'Undo copy of 12 weeks']);
  });

  it('undoes the chosen action on the server and drops it from the list', async () => {
    const { ui, fetchMock } = await setup();
    await ui.click(screen.getByRole('button', { name: 'Undo copy of 12 weeks' }));
    await waitFor(() => expect(undoButtons()).toEqual(["Undo retime of Sam's shift"]));
    expect(fetchMock.callsTo('POST /rota/undo').map((c) => c.body)).toEqual([{ changeId: 'change-copy', userId: 'user-1' }]);
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
  });

  it('re-reads the week after an undo (its cache tags are invalidated)', async () => {
    const { ui, fetchMock } = await setup();
    const reads = () => fetchMock.callsTo('GET /shifts/getweeklyshifts').length;
    const before = reads();
    await ui.click(screen.getByRole('button', { name: "Undo retime of Sam's shift" }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("keeps the action and shows the server's refusal", async () => {
    const { ui } = await setup(() => apiError(409, 'Later changes touch these shifts: undo those first.'));
    await ui.click(screen.getByRole('button', { name: 'Undo copy of 12 weeks' }));
    expect(await screen.findByText('Later changes touch these shifts: undo those first.')).toBeInTheDocument();
    expect(undoButtons()).toEqual(["Undo retime of Sam's shift", 'Undo copy of 12 weeks']);
  });
});

describe('Ctrl+Z', () => {
  it('undoes the newest action when focus is not in a text field (Cmd+Z on a Mac too)', async () => {
    const { ui, fetchMock } = await setup();
    await ui.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await ui.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(undoButtons()).toEqual(['Undo copy of 12 weeks']));
    await ui.keyboard('{Meta>}z{/Meta}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recent changes' })).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /rota/undo').map((c) => (c.body as { changeId: string }).changeId)).toEqual([
      'change-retime',
      'change-copy',
    ]);
  });

  it('leaves Ctrl+Z to a text field, and does nothing with Ctrl+Shift+Z', async () => {
    const { ui, fetchMock } = await setup();
    await ui.click(screen.getByLabelText('Note'));
    await ui.keyboard('{Control>}z{/Control}');
    await ui.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await ui.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(fetchMock.callsTo('POST /rota/undo')).toHaveLength(0);
    expect(undoButtons()).toHaveLength(2);
  });
});
