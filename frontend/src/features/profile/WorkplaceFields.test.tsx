import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RotaHoursFields } from './WorkplaceFields';

function Hours({ start, end, twelveHour = false }: { start: number; end: number; twelveHour?: boolean }) {
  const [hours, setHours] = useState({ start, end });
  return (
    <>
      <RotaHoursFields start={hours.start} end={hours.end} twelveHour={twelveHour} onChange={(s, e) => setHours({ start: s, end: e })} />
      <output data-testid="hours">{`${hours.start}-${hours.end}`}</output>
    </>
  );
}

const endOptions = () => within(screen.getByLabelText('Rota ends')).getAllByRole('option');

describe('Rota hours fields', () => {
  it('lets the rota end the next morning, up to 06:00 (+1), with at most 24 hours from the start', async () => {
    const ui = userEvent.setup();
    render(<Hours start={18} end={24} />);
    expect(endOptions().map((o) => o.textContent)).toEqual([
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '24:00',
      '01:00 +1',
      '02:00 +1',
      '03:00 +1',
      '04:00 +1',
      '05:00 +1',
      '06:00 +1',
    ]);
    await ui.selectOptions(screen.getByLabelText('Rota ends'), '26');
    expect(screen.getByTestId('hours')).toHaveTextContent('18-26');

    // An early start keeps the day to 24 hours: from 02:00 it ends at 02:00 +1 at the latest.
    await ui.selectOptions(screen.getByLabelText('Rota starts'), '2');
    expect(screen.getByTestId('hours')).toHaveTextContent('2-26');
    expect(endOptions().at(-1)).toHaveTextContent('02:00 +1');
    await ui.selectOptions(screen.getByLabelText('Rota ends'), '26');
    await ui.selectOptions(screen.getByLabelText('Rota starts'), '1');
    expect(screen.getByTestId('hours')).toHaveTextContent('1-25');
  });

  it('labels the next morning on the 12-hour clock too', () => {
    render(<Hours start={20} end={30} twelveHour />);
    expect(endOptions().at(-1)).toHaveTextContent('6 AM +1');
    expect(screen.getByLabelText('Rota ends')).toHaveValue('30');
  });
});
