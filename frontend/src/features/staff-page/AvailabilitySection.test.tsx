import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fetch-mock';
import { inDays, openPage, page, PAGE_PATH } from './test/page-fixtures';

const day = (name: string) => screen.getByRole('group', { name });

async function setTime(ui: ReturnType<typeof openPage>['ui'], input: HTMLElement, value: string) {
  await ui.clear(input);
  await ui.type(input, value);
}

describe('When you can work', () => {
  it('shows what was saved: a missing day is any time, an empty list not available, windows as times', async () => {
    openPage([
      page({
        availability: {
          weekly: { sat: [], sun: [{ from: '12:00', to: '24:00' }] },
          exceptions: [{ date: inDays(4), windows: [] }],
        },
      }),
    ]);
    await screen.findByRole('form', { name: 'When you can work' });
    expect(within(day('Monday')).getByRole('radio', { name: 'Any time' })).toBeChecked();
    expect(within(day('Saturday')).getByRole('radio', { name: 'Not available' })).toBeChecked();
    expect(within(day('Sunday')).getByRole('radio', { name: 'Only between…' })).toBeChecked();
    expect(within(day('Sunday')).getByLabelText('From')).toHaveValue('12:00');
    expect(within(day('Sunday')).getByLabelText('To')).toHaveValue('00:00');
    expect(within(day('Date 1')).getByLabelText('Date')).toHaveValue(inDays(4));
    expect(within(day('Date 1')).getByRole('radio', { name: 'Not available' })).toBeChecked();
  });

  it('saves the exact PUT body: { weekly, exceptions } with any-time days left out', async () => {
    const { ui, callsTo } = openPage([page()], { [`PUT ${PAGE_PATH}/availability`]: { status: 204 } });
    await screen.findByRole('form', { name: 'When you can work' });

    await ui.click(within(day('Monday')).getByRole('radio', { name: 'Not available' }));
    const tuesday = day('Tuesday');
    await ui.click(within(tuesday).getByRole('radio', { name: 'Only between…' }));
    await setTime(ui, within(tuesday).getByLabelText('From'), '09:00');
    await setTime(ui, within(tuesday).getByLabelText('To'), '12:30');
    await ui.click(within(tuesday).getByRole('button', { name: 'Add another time' }));
    await setTime(ui, within(tuesday).getAllByLabelText('From')[1], '18:00');
    await setTime(ui, within(tuesday).getAllByLabelText('To')[1], '00:00');
    // Changing one's mind: Friday back to any time.
    await ui.click(within(day('Friday')).getByRole('radio', { name: 'Not available' }));
    await ui.click(within(day('Friday')).getByRole('radio', { name: 'Any time' }));

    await ui.click(screen.getByRole('button', { name: 'Add a date' }));
    await ui.type(within(day('Date 1')).getByLabelText('Date'), inDays(3));
    await ui.click(within(day('Date 1')).getByRole('radio', { name: 'Only between…' }));
    await setTime(ui, within(day('Date 1')).getByLabelText('From'), '10:00');
    await setTime(ui, within(day('Date 1')).getByLabelText('To'), '14:00');
    await ui.click(screen.getByRole('button', { name: 'Add a date' }));
    await ui.type(within(day('Date 2')).getByLabelText('Date'), inDays(5));

    await ui.click(screen.getByRole('button', { name: 'Save when I can work' }));
    expect(await screen.findByText('Saved. Your manager sees it from now on.')).toBeInTheDocument();
    expect(callsTo(`PUT ${PAGE_PATH}/availability`).map((c) => c.body)).toEqual([
      {
        weekly: {
          mon: [],
          tue: [
            { from: '09:00', to: '12:30' },
            { from: '18:00', to: '24:00' },
          ],
        },
        exceptions: [
          { date: inDays(3), windows: [{ from: '10:00', to: '14:00' }] },
          { date: inDays(5), windows: [] },
        ],
      },
    ]);
  });

  it('a removed date and a removed time are not sent', async () => {
    const { ui, callsTo } = openPage(
      [
        page({
          availability: {
            weekly: {
              wed: [
                { from: '08:00', to: '10:00' },
                { from: '12:00', to: '14:00' },
              ],
            },
            exceptions: [{ date: inDays(2), windows: [] }],
          },
        }),
      ],
      {
        [`PUT ${PAGE_PATH}/availability`]: { status: 204 },
      },
    );
    await screen.findByRole('form', { name: 'When you can work' });
    await ui.click(within(day('Wednesday')).getByRole('button', { name: 'Remove 08:00 – 10:00' }));
    await ui.click(within(day('Date 1')).getByRole('button', { name: 'Remove Date 1' }));
    await ui.click(screen.getByRole('button', { name: 'Save when I can work' }));
    await screen.findByText('Saved. Your manager sees it from now on.');
    expect(callsTo(`PUT ${PAGE_PATH}/availability`).map((c) => c.body)).toEqual([
      { weekly: { wed: [{ from: '12:00', to: '14:00' }] }, exceptions: [] },
    ]);
  });

  it('says a window must end after it starts, on the day and at Save, without asking the server', async () => {
    const { ui, callsTo } = openPage([page()]);
    await screen.findByRole('form', { name: 'When you can work' });
    const thursday = day('Thursday');
    await ui.click(within(thursday).getByRole('radio', { name: 'Only between…' }));
    await setTime(ui, within(thursday).getByLabelText('From'), '17:00');
    await setTime(ui, within(thursday).getByLabelText('To'), '09:00');
    expect(within(thursday).getByText('A window must end after it starts.')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Save when I can work' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A window must end after it starts.');
    expect(callsTo(`PUT ${PAGE_PATH}/availability`)).toHaveLength(0);
  });

  it("shows the server's refusal at Save", async () => {
    const { ui } = openPage([page()], { [`PUT ${PAGE_PATH}/availability`]: apiError(400, 'Windows on the same day must not overlap.') });
    await screen.findByRole('form', { name: 'When you can work' });
    await ui.click(within(day('Sunday')).getByRole('radio', { name: 'Not available' }));
    await ui.click(screen.getByRole('button', { name: 'Save when I can work' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Windows on the same day must not overlap.');
    expect(screen.queryByText('Saved. Your manager sees it from now on.')).not.toBeInTheDocument();
  });
});
