import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ANCHOR, employee } from '../../../test/organisation-fixtures';
import { fakeRotaServer } from '../testing/fakeRotaServer';
import type { UnavailableByEmployee } from './availability';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);

// The tests' clock: Wednesday 10 June 2026; the week shown starts Monday 8 June.
const MONDAY = '2026-06-08';
const WEDNESDAY = '2026-06-10';
const person = (id: string, name: string, extra: Parameters<typeof employee>[0] extends infer T ? Partial<T> : never = {}) =>
  employee({ employee_id: id, display_name: name, rate: 15, services: [101], ...extra });

// Everyone offers Server (101) at £15/h, except where said.
const EMPLOYEES = [
  person('e-bo', 'Bo'),
  person('e-cy', 'Cy'),
  person('e-di', 'Di'),
  person('e-ed', 'Ed', { contract: { maxDaysPerWeek: 1 } }),
  person('e-fay', 'Fay', { services: [103] }),
  person('e-ann', 'Ann'),
  person('e-gus', 'Gus', { rate: 9 }),
];
const UNAVAILABLE: UnavailableByEmployee = {
  'e-bo': { [WEDNESDAY]: [{ from: '00:00', to: '24:00', reason: 'timeOff' }] },
  'e-cy': { [WEDNESDAY]: [{ from: '14:00', to: '24:00', reason: 'availability' }] },
};

describe('The open shift\'s "Give it to": suitable people first, the others with why', () => {
  it('judges each person by the rules the auto-fill uses and names the first one they break', async () => {
    const server = fakeRotaServer({ workplaces: [ANCHOR], employees: EMPLOYEES, unavailable: UNAVAILABLE });
    server.seed(WEDNESDAY, 101, [
      [null, '16:00:00', '19:00:00'],
      ['e-di', '17:00:00', '19:00:00'],
    ]);
    server.seed(MONDAY, 101, [['e-ed', '09:00:00', '12:00:00']]);
    mockFetch(server.routes);
    const { ui } = renderApp(`/?date=${WEDNESDAY}`, { user: SESSION_USER });
    await ui.click(await screen.findByRole('button', { name: /Open Server shift/ }));
    const dialog = screen.getByRole('dialog', { name: 'Open Shift' });
    const rows = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    const read = rows.map((row) => [
      row.querySelector('.open-shift-name')?.textContent,
      row.querySelector('.open-shift-note')?.textContent,
    ]);
    expect(read).toEqual([
      ['Ann', 'Suitable'],
      ['Bo', 'on time off'],
      ['Cy', 'available only 00:00–14:00'],
      ['Di', 'already working 17:00–19:00 at The Anchor'],
      ['Ed', 'would work 2 days of max 1'],
      ['Fay', 'does not do Server'],
      ['Gus', '£9.00/h is below the £12.71 minimum for 21 and over'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Assign Bo (on time off)' })).toBeInTheDocument();
    // The others stay choosable: the manager decides.
    expect(within(dialog).getByRole('button', { name: 'Assign Ann' })).toBeEnabled();
  });
});
