import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';

describe('Terms', () => {
  it('has the 9 numbered sections and the last-updated date', () => {
    mockFetch({});
    renderApp('/terms', { user: null });
    expect(screen.getByText('Last updated April 2025')).toBeInTheDocument();
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Introduction',
      '2. User Accounts',
      '3. Use of the App',
      '4. Data Storage',
      '5. Your Responsibility',
      '6. Availability',
      '7. Changes to the App',
      '8. Termination',
      '9. Contact',
    ]);
  });

  it('says what the app manages and that data is not shared', () => {
    mockFetch({});
    renderApp('/terms', { user: null });
    expect(screen.getByText(/manage workplace scheduling, employee details, hours worked, pay rates and shift types/)).toBeInTheDocument();
    expect(screen.getByText(/never sell your data or share it with third parties/)).toBeInTheDocument();
  });
});
