import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { BACKEND_USER, PREFERENCES } from '../test/fixtures';
import { ALEX, ANCHOR, SAM } from '../test/organisation-fixtures';
import { renderApp } from '../test/render';

vi.setConfig({ testTimeout: 20_000 });

/** A signed-in server whose workplaces answer only when the test says so. */
function serverHoldingWorkplaces() {
  let answerWorkplaces = () => {};
  const workplacesHeld = new Promise<void>((resolve) => (answerWorkplaces = resolve));
  const api = mockFetch({
    'GET /auth/me': { body: BACKEND_USER },
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': async () => {
      await workplacesHeld;
      return { body: [ANCHOR] };
    },
    'GET /employees/getemployees': { body: [SAM, ALEX] },
    'GET /shifts/getpopulateddates': { body: [] },
    'GET /shifts/getweeklyshifts': { body: { weekShifts: {}, openShifts: {} } },
    'GET /pay/getpayfordates': { body: [] },
  });
  return { api, answerWorkplaces };
}

describe('the signed-in planner’s first load', () => {
  it('starts its reads together once the session is known, and reads each once', async () => {
    const { api, answerWorkplaces } = serverHoldingWorkplaces();
    renderApp('/');
    // The employees and preferences do not wait for the workplaces.
    await waitFor(() => expect(api.callsTo('GET /employees/getemployees')).toHaveLength(1));
    expect(api.callsTo('GET /preferences/getpreferences')).toHaveLength(1);
    expect(api.callsTo('GET /workplaces/getworkplaces')).toHaveLength(1);

    answerWorkplaces();
    expect(await screen.findAllByTestId('weekly-cell')).toHaveLength(14);
    // The page's own queries found the reads started for it: none is asked twice.
    for (const read of ['GET /workplaces/getworkplaces', 'GET /employees/getemployees', 'GET /preferences/getpreferences']) {
      expect(api.callsTo(read)).toHaveLength(1);
    }
    // The grid's totals come with the week: no pay read.
    expect(api.callsTo('GET /pay/getpayfordates')).toHaveLength(0);
    expect(api.callsTo('GET /shifts/getpopulateddates')).toHaveLength(1);
  });

  it('starts the reads of the week the address names (?w=…) with the workplaces, not after them', async () => {
    const { api, answerWorkplaces } = serverHoldingWorkplaces();
    const monday = startOfWeekIso();
    renderApp(`/?view=weekly&w=${ANCHOR.workplace_id}&date=${monday}`);
    // The workplaces have not answered yet: the week (with its totals) is already asked for.
    await waitFor(() => expect(api.callsTo('GET /shifts/getweeklyshifts')).toHaveLength(1));
    const [week] = api.callsTo('GET /shifts/getweeklyshifts');
    expect(Object.fromEntries(week.query)).toEqual({
      workplaceId: ANCHOR.workplace_id,
      startDate: monday,
      endDate: addDaysIso(monday, 6),
      userId: BACKEND_USER.user_id,
    });
    expect(api.callsTo('GET /shifts/getpopulateddates')).toHaveLength(1);

    answerWorkplaces();
    expect(await screen.findAllByTestId('weekly-cell')).toHaveLength(14);
    // The page found them: the dates are not asked twice; the grid's totals come with the week (no pay read).
    expect(api.callsTo('GET /pay/getpayfordates')).toHaveLength(0);
    expect(api.callsTo('GET /shifts/getpopulateddates')).toHaveLength(1);
  });
});

/** This week's Monday, yyyy-mm-dd (the planner only opens dates near today). */
function startOfWeekIso(): string {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  return isoOf(monday);
}

function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return isoOf(new Date(y, m - 1, d + days));
}

function isoOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
