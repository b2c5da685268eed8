import { screen, waitFor, within } from '@testing-library/react';
import { HOLIDAY_MESSAGES, PAY_RULE_MESSAGES, PAYROLL_CODE_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { ANCHOR } from '../../test/organisation-fixtures';
import { renderApp } from '../../test/render';
import { OVERTIME_HOURS_NEEDED } from './PaySettingsFields';
import type { Workplace } from './types';

// Issue 39: the pay schedule, overtime, premium days, short-notice pay, holiday and payroll payment numbers in Edit Workplace.

function setup(workplace: Workplace = ANCHOR) {
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: [workplace] },
    'GET /employees/getemployees': { body: [] },
    'GET /kiosk/links': { body: { links: [] } },
    'PUT /workplaces/updateworkplace': { body: { workplace_id: 'w-anchor' } },
  });
  return { ...renderApp('/profile', { user: SESSION_USER }), fetchMock };
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit Workplace' });
const field = (label: string) => within(dialog()).getByLabelText(label);
const save = () => within(dialog()).getByRole('button', { name: 'Save' });
const sent = (fetchMock: ReturnType<typeof setup>['fetchMock']) =>
  fetchMock.callsTo('PUT /workplaces/updateworkplace').at(-1)!.body as Record<string, unknown>;

describe('Edit Workplace: pay and payroll', () => {
  it('sends none of the pay settings when none changed (absent keeps them)', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(field('Pay schedule')).toHaveValue('weekly');
    expect(field('First day of a pay period')).toHaveValue('2024-01-01');
    expect(field('Pay overtime')).not.toBeChecked();
    expect(field('Normal')).toHaveValue(1);
    await ui.click(save());
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    const body = sent(fetchMock);
    for (const key of ['paySchedule', 'overtime', 'premiums', 'payrollCodes', 'shortNotice', 'holiday', 'allowNegativeHolidayBalance']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('sends a new schedule, overtime, premium days and payment numbers, from the day chosen', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    await ui.selectOptions(field('Pay schedule'), 'fortnightly');
    await ui.clear(field('First day of a pay period'));
    await ui.type(field('First day of a pay period'), '2026-06-01');
    await ui.click(field('Pay overtime'));
    await ui.click(save());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(OVERTIME_HOURS_NEEDED);
    await ui.type(field('After hours a week'), '40');
    await ui.selectOptions(field('Bank holidays paid as premium days'), 'scotland');
    await ui.type(field('Other premium dates'), '2026-12-24');
    await ui.click(within(dialog()).getByRole('button', { name: 'Add date' }));
    expect(within(dialog()).getByRole('list', { name: 'Other premium dates' })).toHaveTextContent('24/12/2026');
    await ui.clear(field('Premium multiplier'));
    await ui.type(field('Premium multiplier'), '2');
    await ui.type(field('Changes apply from'), '2026-06-01');
    await ui.click(save());

    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(sent(fetchMock)).toMatchObject({
      paySchedule: { frequency: 'fortnightly', anchorDate: '2026-06-01', effectiveFrom: '2026-06-01' },
      overtime: { afterWeeklyHours: 40, multiplier: 1.5, effectiveFrom: '2026-06-01' },
      premiums: { region: 'scotland', dates: ['2026-12-24'], multiplier: 2, effectiveFrom: '2026-06-01' },
    });
    expect(sent(fetchMock)).not.toHaveProperty('payrollCodes');
  });

  it('sends the payment numbers when one changed, each distinct', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    await ui.clear(field('Overtime'));
    await ui.type(field('Overtime'), '1');
    await ui.click(save());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(PAYROLL_CODE_MESSAGES.duplicate);
    await ui.clear(field('Overtime'));
    await ui.type(field('Overtime'), '20');
    await ui.click(save());
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(sent(fetchMock).payrollCodes).toEqual({ normal: 1, overtime: 20, premium: 3, holiday: 4, shortNotice: 5, adjustment: 6 });
    expect(sent(fetchMock)).not.toHaveProperty('paySchedule');
  });

  it('switches overtime off with null, and checks a multiplier with the domain’s message', async () => {
    const { ui, fetchMock } = setup({
      ...ANCHOR,
      overtime: { afterDailyHours: 8, multiplier: 1.5, effectiveFrom: '2026-01-01' },
      premiums: { region: 'england-and-wales', multiplier: 1.5, effectiveFrom: '2026-01-01' },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(field('Pay overtime')).toBeChecked();
    expect(field('After hours a day')).toHaveValue(8);
    await ui.clear(field('Premium multiplier'));
    await ui.type(field('Premium multiplier'), '9');
    await ui.click(save());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(PAY_RULE_MESSAGES.multiplier);
    await ui.selectOptions(field('Bank holidays paid as premium days'), 'none');
    await ui.click(field('Pay overtime'));
    await ui.click(save());
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(sent(fetchMock)).toMatchObject({ overtime: null, premiums: null });
    expect(sent(fetchMock)).not.toHaveProperty('paySchedule');
  });

  it('sends short-notice pay when switched on, fixed hours only with their hours', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(field('Short-notice pay')).not.toBeChecked();
    expect(within(dialog()).queryByLabelText('Notice under (hours)')).toBeNull();
    await ui.click(field('Short-notice pay'));
    expect(field('Short-notice pays')).toHaveValue('lost-hours');
    await ui.type(field('Notice under (hours)'), '72');
    await ui.selectOptions(field('Short-notice pays'), 'fixed');
    await ui.click(save());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(PAY_RULE_MESSAGES.shortNotice);
    await ui.type(field('Hours paid'), '0.1');
    await ui.click(save());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(PAY_RULE_MESSAGES.shortNoticeHours);
    await ui.clear(field('Hours paid'));
    await ui.type(field('Hours paid'), '4');
    await ui.type(field('Changes apply from'), '2026-07-01');
    await ui.click(save());
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(sent(fetchMock).shortNotice).toEqual({ hours: 72, pay: 'fixed', fixedHours: 4, effectiveFrom: '2026-07-01' });
    for (const key of ['holiday', 'allowNegativeHolidayBalance', 'overtime']) expect(sent(fetchMock)).not.toHaveProperty(key);
  });

  it('sends a holiday percent (12.07 unless changed) and the negative-balance choice, each only when changed', async () => {
    const { ui, fetchMock } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(field('Holiday accrual')).toHaveValue('none');
    expect(field('Allow negative holiday balances')).not.toBeChecked();
    await ui.selectOptions(field('Holiday accrual'), 'percent');
    expect(field('Holiday percent')).toHaveValue(12.07);
    await ui.click(save());
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(sent(fetchMock).holiday).toEqual({ method: 'percent', percent: 12.07 });
    for (const key of ['shortNotice', 'allowNegativeHolidayBalance']) expect(sent(fetchMock)).not.toHaveProperty(key);

    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    await ui.click(field('Allow negative holiday balances'));
    await ui.click(save());
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(2));
    expect(sent(fetchMock).allowNegativeHolidayBalance).toBe(true);
    expect(sent(fetchMock)).not.toHaveProperty('holiday');
  });

  it('shows the saved short-notice and entitlement rules, switches short notice off with null, and checks the hours a year and carried over', async () => {
    const { ui, fetchMock } = setup({
      ...ANCHOR,
      shortNotice: { hours: 48, pay: 'lost-hours', effectiveFrom: '2026-01-01' },
      holiday: { method: 'entitlement', hoursPerYear: 224, leaveYearStart: '2026-04-01', carryOverHours: 8, effectiveFrom: '2026-01-01' },
      allowNegativeHolidayBalance: true,
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit The Anchor' }));
    expect(field('Short-notice pay')).toBeChecked();
    expect(field('Notice under (hours)')).toHaveValue(48);
    expect(field('Holiday accrual')).toHaveValue('entitlement');
    expect(field('Hours a year')).toHaveValue(224);
    expect(field('Leave year starts')).toHaveValue('2026-04-01');
    expect(field('Hours carried over')).toHaveValue(8);
    expect(field('Allow negative holiday balances')).toBeChecked();
    await ui.clear(field('Hours a year'));
    await ui.type(field('Hours a year'), '0.5');
    await ui.click(save());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(HOLIDAY_MESSAGES.hoursPerYear);
    await ui.clear(field('Hours a year'));
    await ui.type(field('Hours a year'), '210');
    // More than a year's hours cannot carry over.
    await ui.clear(field('Hours carried over'));
    await ui.type(field('Hours carried over'), '300');
    await ui.click(save());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(HOLIDAY_MESSAGES.carryOverHours);
    await ui.clear(field('Hours carried over'));
    await ui.type(field('Hours carried over'), '16');
    await ui.click(field('Short-notice pay'));
    await ui.click(save());
    await waitFor(() => expect(fetchMock.callsTo('PUT /workplaces/updateworkplace')).toHaveLength(1));
    expect(sent(fetchMock)).toMatchObject({
      shortNotice: null,
      holiday: { method: 'entitlement', hoursPerYear: 210, leaveYearStart: '2026-04-01', carryOverHours: 16 },
    });
    expect(sent(fetchMock)).not.toHaveProperty('allowNegativeHolidayBalance');
  });
});
