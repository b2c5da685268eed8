import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayTimeline } from './DayTimeline';
import type { RotaShift } from './types';

const kitchen: RotaShift = {
  shiftId: 's1',
  serviceType: 702,
  serviceName: 'Kitchen Staff',
  serviceIcon: '🥘',
  assignments: [
    { assignmentId: 'a1', timeStart: '10:00:00', timeEnd: '14:30:00', employeeId: 'kit', employeeName: 'Kit', employeeRemoved: false },
    { assignmentId: 'a2', timeStart: '15:00:00', timeEnd: '18:00:00', employeeId: null, employeeName: null, employeeRemoved: false },
    { assignmentId: 'a3', timeStart: '18:00:00', timeEnd: '20:00:00', employeeId: 'bo', employeeName: 'Bo', employeeRemoved: true },
  ],
};

describe('the read-only day', () => {
  it('shows each shift with its assignments by name and time, placed on the hours', () => {
    render(<DayTimeline shifts={[kitchen]} caption="Rota then" />);
    expect(screen.getByRole('figure', { name: 'Rota then' })).toBeInTheDocument();
    const track = screen.getByRole('list', { name: 'Kitchen Staff assignments' });
    const bars = within(track).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Kit, 10:00-14:30',
      'Unassigned, 15:00-18:00',
      'Bo (removed: counted as unallocated), 18:00-20:00',
    ]);
    // 10:00 to 20:00 are shown: the first bar starts at 0% and takes 45%.
    expect(bars[0]).toHaveStyle({ left: '0%', width: '45%' });
    expect(bars[1]).toHaveClass('is-unassigned');
    expect(bars[1]).toHaveTextContent('?15:00-18:00');
    expect(bars[2]).toHaveClass('is-removed');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the day had no shifts', () => {
    render(<DayTimeline shifts={[]} caption="Rota then" />);
    expect(screen.getByText('No shifts on this day at that moment.')).toBeInTheDocument();
  });
});
