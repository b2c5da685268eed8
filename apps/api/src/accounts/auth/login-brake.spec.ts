import { brakeDelayMs } from './login-brake';

describe('the log-in brake', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [8, 8_000],
    [9, 16_000],
    [50, 16_000],
  ])('after %i failures for an e-mail from anywhere, waits %i ms before checking the next password', (failures, delay) => {
    expect(brakeDelayMs(failures)).toBe(delay);
  });
});
