import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-errors';

describe('apiErrorMessage', () => {
  it('reads the Nest error message', () => {
    expect(apiErrorMessage({ status: 409, data: { statusCode: 409, message: 'This email is already in use.' } }, 'x')).toBe(
      'This email is already in use.',
    );
  });

  it('joins a list of validation messages', () => {
    expect(apiErrorMessage({ status: 400, data: { message: ['One.', 'Two.'] } }, 'x')).toBe('One. Two.');
  });

  it('falls back when there is no message', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
    expect(apiErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
