import { configure, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { FIXED_NOW, setTestDate } from '../../../test/clock';
import { SESSION_USER } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { ANCHOR, SAM } from '../../../test/organisation-fixtures';
import type { Workplace } from '../../profile';
import { fakeRotaServer } from '../testing/fakeRotaServer';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => import('../PlannerPage'), 60_000);
afterEach(() => vi.setSystemTime(FIXED_NOW));

/** A 3-hour rule, so a 4-hour night shift has a break and a 3-hour one has none. */
const RULES = [{ afterHours: 3, unpaidMinutes: 15 }];

function start(workplace: Workplace, date: dayjs.Dayjs) {
  const server = fakeRotaServer({ workplaces: [workplace], employees: [SAM] });
  mockFetch(server.routes);
  return renderApp(`/?date=${date.format('YYYY-MM-DD')}`, { user: SESSION_USER });
}

const dialog = () => screen.getByRole('dialog');
const times = () => within(dialog()).getByLabelText<HTMLInputElement>('Times');
const shownOption = (label: string) => {
  const select = within(dialog()).getByLabelText<HTMLSelectElement>(label);
  return select.options[select.selectedIndex]?.textContent;
};
const optionTexts = (label: string) =>
  Array.from(within(dialog()).getByLabelText<HTMLSelectElement>(label).options).map((o) => o.textContent);

async function typeTimes(ui: ReturnType<typeof renderApp>['ui'], date: dayjs.Dayjs, text: string) {
  await ui.click(await screen.findByRole('button', { name: `Add a shift for Sam on ${date.format('dddd D MMMM')}` }));
  await ui.clear(times());
  await ui.type(times(), text);
}

describe('The New Shift dialog follows what was typed', () => {
  it('"22-2" past the rota hours: the selects show 22:00 to 02:00 +1, the preview 4 hours and the break line its break', async () => {
    const wednesday = dayjs('2026-06-10');
    const { ui } = start({ ...ANCHOR, rota_end_time: 23, breakRules: RULES }, wednesday);
    await typeTimes(ui, wednesday, '22-2');
    expect(shownOption('Start hour')).toBe('22');
    expect(shownOption('Start minutes')).toBe('00');
    expect(shownOption('End hour')).toBe('02 +1');
    expect(shownOption('End minutes')).toBe('00');
    expect(within(dialog()).getByText('22:00-02:00 +1')).toBeVisible();
    expect(within(dialog()).getByText('· 4 hrs 0 mins')).toBeVisible();
    expect(within(dialog()).getByText('(15 min for 4 h)')).toBeVisible();
    // Save still refuses it: the hours are the server's rule.
    expect(within(dialog()).getByText(/This workplace's rota ends at 23:00/)).toBeVisible();
  });

  it('inside the hours: "9-15.30" moves the selects and the break line follows', async () => {
    const wednesday = dayjs('2026-06-10');
    const { ui } = start({ ...ANCHOR, rota_end_time: 26, breakRules: [{ afterHours: 6, unpaidMinutes: 30 }] }, wednesday);
    await typeTimes(ui, wednesday, '9-15.30');
    expect(shownOption('Start hour')).toBe('09');
    expect(shownOption('End hour')).toBe('15');
    expect(shownOption('End minutes')).toBe('30');
    expect(within(dialog()).getByText('· 6 hrs 30 mins')).toBeVisible();
    expect(within(dialog()).getByText('(30 min for 6 h 30)')).toBeVisible();
  });

  it('the night the clocks go forward (London, Sat 27 Mar 2027): 22-2 previews 3 hours and the rules give no break', async () => {
    setTestDate('2027-03-27T12:00');
    const saturday = dayjs('2027-03-27');
    const { ui } = start({ ...ANCHOR, rota_end_time: 26, breakRules: RULES }, saturday);
    await typeTimes(ui, saturday, '22-2');
    expect(within(dialog()).getByText('22:00-02:00 +1')).toBeVisible();
    expect(within(dialog()).getByText('· 3 hrs 0 mins')).toBeVisible();
    expect(within(dialog()).getByText('(no break for 3 h)')).toBeVisible();
  });

  it('the hour lists have no "24": midnight is "00 +1", and a start is on the rota day', async () => {
    const wednesday = dayjs('2026-06-10');
    const { ui } = start({ ...ANCHOR, rota_start_time: 0, rota_end_time: 30 }, wednesday);
    await typeTimes(ui, wednesday, '22-23');
    const ends = optionTexts('End hour');
    expect(ends).toEqual(['23', '00 +1', '01 +1', '02 +1', '03 +1', '04 +1', '05 +1', '06 +1']);
    const starts = optionTexts('Start hour');
    expect(starts).toHaveLength(24);
    expect(starts.at(-1)).toBe('23');
    expect([...ends, ...starts]).not.toContain('24');
  });
});
