import { describe, expect, it } from 'vitest';
import { periodFromParams } from './selection';

const mondayWeeks = { frequency: 'weekly', weekStartDay: 1 } as const;
const months = { frequency: 'monthly', weekStartDay: 0 } as const;

describe('periodFromParams', () => {
  it('names a range that is exactly a pay period after it', () => {
    expect(periodFromParams('2025-01-06', '2025-01-12', mondayWeeks)).toMatchObject({ kind: 'weekly', label: '06/01/25 – 12/01/25' });
    expect(periodFromParams('2024-02-01', '2024-02-29', months)).toMatchObject({ kind: 'monthly', label: 'February 2024' });
  });

  it('calls any other range custom', () => {
    expect(periodFromParams('2025-01-05', '2025-01-11', mondayWeeks)).toMatchObject({ kind: 'custom' });
    expect(periodFromParams('2024-12-28', '2025-01-03', months)).toMatchObject({ kind: 'custom', label: '28/12/24 – 03/01/25' });
  });

  it('ignores missing, unreal, reversed and over-long ranges', () => {
    expect(periodFromParams(null, '2025-01-12', mondayWeeks)).toBeNull();
    expect(periodFromParams('2025-02-30', '2025-03-02', mondayWeeks)).toBeNull();
    expect(periodFromParams('2025-01-12', '2025-01-06', mondayWeeks)).toBeNull();
    expect(periodFromParams('2024-01-01', '2024-12-31', mondayWeeks)).not.toBeNull(); // 366 days
    expect(periodFromParams('2024-01-01', '2025-01-01', mondayWeeks)).toBeNull(); // 367 days
  });
});
