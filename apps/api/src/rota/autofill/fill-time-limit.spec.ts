import { fillTimeLimitMs } from './fill-time-limit';

describe('fillTimeLimitMs', () => {
  it('gives a fill 0.9 s up to 20 people, 45 ms a person beyond, and never more than 10 s', () => {
    expect([1, 8, 20].map(fillTimeLimitMs)).toEqual([900, 900, 900]);
    expect([21, 40, 100].map(fillTimeLimitMs)).toEqual([945, 1800, 4500]);
    expect([222, 223, 1000].map(fillTimeLimitMs)).toEqual([9990, 10_000, 10_000]);
  });
});
