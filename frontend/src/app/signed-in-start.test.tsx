import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { BACKEND_USER, PREFERENCES } from '../test/fixtures';
import { ALEX, ANCHOR, SAM } from '../test/organisation-fixtures';
import { renderApp } from '../test/render';

vi.setConfig({ testTimeout: 20_000 });

describe('the signed-in planner’s first load', () => {
  it('starts its reads together once the session is known, and reads each once', async () => {
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
    renderApp('/');
    // The employees and preferences do not wait for the workplaces.
    await waitFor(() => expect(api.callsTo('GET /employees/getemployees')).toHaveLength(1));
    expect(api.callsTo('GET /preferences/getpreferences')).toHaveLength(1);
    expect(api.callsTo('GET /workplaces/getworkplaces')).toHaveLength(1);

    answerWorkplaces();
    expect(await screen.findAllByTestId('weekly-cell')).toHaveLength(14);
    await waitFor(() => expect(api.callsTo('GET /pay/getpayfordates')).toHaveLength(1));
    // The page's own queries found the reads started for it: none is asked twice.
    for (const read of ['GET /workplaces/getworkplaces', 'GET /employees/getemployees', 'GET /preferences/getpreferences']) {
      expect(api.callsTo(read)).toHaveLength(1);
    }
    expect(api.callsTo('GET /pay/getpayfordates')).toHaveLength(1);
    expect(api.callsTo('GET /shifts/getpopulateddates')).toHaveLength(1);
  });
});
