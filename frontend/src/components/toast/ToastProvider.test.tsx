import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToast } from './index';
import { MAX_TOASTS, ToastProvider } from './ToastProvider';

function AddQuickly() {
  const toast = useToast();
  const n = useRef(0);
  return (
    <button type="button" onClick={() => toast.show(`Shift ${++n.current} added`)}>
      Add
    </button>
  );
}

describe('toasts', () => {
  it('stack at most three: quick additions keep the newest, never bury the page', async () => {
    render(
      <ToastProvider>
        <AddQuickly />
      </ToastProvider>,
    );
    const ui = userEvent.setup();
    for (let i = 0; i < 5; i++) await ui.click(screen.getByRole('button', { name: 'Add' }));
    expect(MAX_TOASTS).toBe(3);
    expect(screen.getAllByRole('status').map((t) => t.querySelector('.toast-text')?.textContent)).toEqual([
      'Shift 3 added',
      'Shift 4 added',
      'Shift 5 added',
    ]);
  });
});
