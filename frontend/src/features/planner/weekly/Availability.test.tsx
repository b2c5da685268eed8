import { configure, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ALEX, ANCHOR, SAM } from '../../../test/organisation-fixtures';
import { startOfWeek } from '../dates';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import type { UnavailableByEmployee } from './availability';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

const monday = startOfWeek(dayjs());
const wednesday = monday.add(2, 'day');
const thursday = monday.add(3, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const long = (d: dayjs.Dayjs) => d.format('dddd D MMMM');
const weekdays = (d: dayjs.Dayjs) => `${d.format('dddd')}s`;

// Sam cannot work Wednesday evenings (of this week and the next); Alex is on approved time off on Thursday.
const UNAVAILABLE: UnavailableByEmployee = {
  'e-sam': {
    [iso(wednesday)]: [{ from: '17:00', to: '24:00', reason: 'availability' }],
    [iso(wednesday.add(7, 'day'))]: [{ from: '17:00', to: '24:00', reason: 'availability' }],
  },
  'e-alex': { [iso(thursday)]: [{ from: '00:00', to: '24:00', reason: 'timeOff' }] },
};

function setup() {
  const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM, ALEX], unavailable: UNAVAILABLE });
  const start = () => {
    const fetchMock = mockFetch(server.routes);
    return { ...renderApp(`/?date=${iso(wednesday)}`, { user: SESSION_USER }), fetchMock };
  };
  return { server, start };
}

const cell = (employee: string, date: dayjs.Dayjs) =>
  screen.getAllByTestId('weekly-cell').find((c) => c.dataset.employee === employee && c.dataset.date === iso(date))!;
const dialog = () => screen.getByRole('dialog');
const times = () => within(dialog()).getByLabelText<HTMLInputElement>('Times');

describe('Weekly view: availability and time off', () => {
  it('greys the cells of days someone cannot work, says why, and still lets the manager open them', async () => {
    const { start } = setup();
    const { ui } = start();
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveClass('is-unavailable'));
    expect(cell('Sam', wednesday)).toHaveTextContent('Not available after 17:00');
    expect(cell('Alex', thursday)).toHaveClass('is-unavailable');
    expect(cell('Alex', thursday)).toHaveTextContent('Time off');
    expect(cell('Sam', thursday)).not.toHaveClass('is-unavailable');
    // Announced with the cell's button, not only shown.
    const add = screen.getByRole('button', { name: `Add a shift for Sam on ${long(wednesday)} (Not available after 17:00)` });
    expect(screen.getByRole('button', { name: `Add a shift for Alex on ${long(thursday)} (Time off)` })).toBeInTheDocument();
    await ui.click(add);
    expect(screen.getByRole('dialog', { name: 'New Shift' })).toHaveTextContent('Not available after 17:00');
  });

  it('warns before placing someone outside their availability, and places them only with "Place anyway"', async () => {
    const { server, start } = setup();
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: new RegExp(`^Add a shift for Sam on ${long(wednesday)}`) }));
    await ui.clear(times());
    await ui.type(times(), '16-20{Enter}');
    expect(await within(dialog()).findByText(`Sam is not available on ${weekdays(wednesday)} after 17:00.`)).toBeInTheDocument();
    expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(0);
    // Another span is another question: the warning goes until it is saved again.
    await ui.clear(times());
    await ui.type(times(), '18-20');
    expect(within(dialog()).queryByRole('button', { name: 'Place anyway' })).not.toBeInTheDocument();
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await ui.click(await within(dialog()).findByRole('button', { name: 'Place anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(1);
    expect(fetchMock.callsTo('POST /assignments/placeassignment')[0].body).toMatchObject({
      employeeId: 'e-sam',
      timeStart: '18:00:00',
      timeEnd: '20:00:00',
    });
    expect(server.assignments).toHaveLength(1);
  });

  it('places a span inside the availability with no warning', async () => {
    const { start } = setup();
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: new RegExp(`^Add a shift for Sam on ${long(wednesday)}`) }));
    await ui.clear(times());
    await ui.type(times(), '9-17{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('POST /assignments/placeassignment')).toHaveLength(1);
  });

  it('warns when new times of an existing shift leave the availability', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '09:00:00', '17:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Edit Sam's shift/ }));
    await ui.clear(times());
    await ui.type(times(), '12-19{Enter}');
    expect(await within(dialog()).findByText(`Sam is not available on ${weekdays(wednesday)} after 17:00.`)).toBeInTheDocument();
    expect(fetchMock.callsTo('PUT /assignments/updateassignmenttime')).toHaveLength(0);
    await ui.click(within(dialog()).getByRole('button', { name: 'Place anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /assignments/updateassignmenttime')[0].body).toMatchObject({
      timeStart: '12:00:00',
      timeEnd: '19:00:00',
    });
  });

  it('warns in the open shift dialog before giving the shift to someone who is not available then', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [[null, '18:00:00', '20:00:00']]);
    const { ui, fetchMock } = start();
    await ui.click(await screen.findByRole('button', { name: /Open Server shift/ }));
    await ui.click(within(dialog()).getByRole('button', { name: /^Assign Sam/ }));
    expect(await within(dialog()).findByText(`Sam is not available on ${weekdays(wednesday)} after 17:00.`)).toBeInTheDocument();
    expect(fetchMock.callsTo('PUT /assignments/updateemployee')).toHaveLength(0);
    await ui.click(within(dialog()).getByRole('button', { name: 'Place anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /assignments/updateemployee')[0].body).toMatchObject({ employeeId: 'e-sam' });
    await waitFor(() => expect(cell('Sam', wednesday)).toHaveTextContent('18:00-20:00'));
  });

  it('shows the server’s refusal for a day of approved time off', async () => {
    const { server, start } = setup();
    const refusal = `Alex is on approved time off on ${thursday.format('D MMM')}.`;
    server.refuseNext('POST /assignments/placeassignment', apiError(409, refusal));
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: new RegExp(`^Add a shift for Alex on ${long(thursday)}`) }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(cell('Alex', thursday)).not.toHaveTextContent('09:00'));
  });

  it('lists copied placements that fall outside someone’s availability beside what was skipped', async () => {
    const { server, start } = setup();
    server.seed(iso(wednesday), 101, [['e-sam', '16:00:00', '20:00:00']]);
    const { ui } = start();
    await ui.click(await screen.findByRole('button', { name: 'Copy week…' }));
    await ui.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog()).findByText('Copied 1 assignment.')).toBeInTheDocument();
    const outside = within(dialog()).getByRole('list', { name: 'Placed outside availability' });
    expect(within(outside).getByRole('listitem')).toHaveTextContent(
      `${wednesday.add(7, 'day').format('ddd D MMM')} · Sam · 16:00-20:00Sam is not available on ${weekdays(wednesday)} after 17:00.`,
    );
  });
});
