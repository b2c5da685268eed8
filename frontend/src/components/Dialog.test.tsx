import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

/** A dialog whose Delete asks once more; "Keep it" removes the focused button, as the real ones do. */
function DeletableDialog({ onClose }: { onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open title="Edit employee" onClose={onClose}>
      <input aria-label="Name" />
      {error && <p role="alert">{error}</p>}
      {confirming ? (
        <div role="group" aria-label="Delete Ann?">
          <button type="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Delete
        </button>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setError('That did not work.');
          }, 0);
        }}
      >
        Save
      </button>
    </Dialog>
  );
}

describe('Dialog keyboard focus', () => {
  it('keeps Tab inside and Escape working after "Keep it" removes the focused button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DeletableDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit employee' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    // Focus goes back into the dialog, not to the page behind it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cycles Tab within the dialog and closes on Escape after an error shows', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DeletableDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit employee' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work.');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Dialog focus return', () => {
  it('hides the page behind from assistive technology while open, then gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit
          </button>
          <Dialog open={open} title="Edit employee" onClose={() => setOpen(false)}>
            <input aria-label="Name" />
          </Dialog>
        </>
      );
    }
    const root = document.createElement('div');
    root.id = 'root';
    document.body.appendChild(root);
    render(<Page />, { container: root });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    root.remove();
  });

  it('lets the page scroll again only after the frame without the dialog, and not while another dialog has opened', async () => {
    function Page() {
      const [open, setOpen] = useState<'first' | 'second' | null>('first');
      return (
        <>
          <Dialog open={open === 'first'} title="First" onClose={() => setOpen(null)}>
            <button type="button" onClick={() => setOpen('second')}>
              Next
            </button>
          </Dialog>
          <Dialog open={open === 'second'} title="Second" onClose={() => setOpen(null)}>
            <input aria-label="Name" />
          </Dialog>
        </>
      );
    }
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      render(<Page />);
      expect(document.body).toHaveClass('has-modal');
      // One dialog closes as the next opens: the page stays locked, even after a frame.
      act(() => screen.getByRole('button', { name: 'Next' }).click());
      expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(document.body).toHaveClass('has-modal');
      // The last one closes: still locked for the frame that shows the page without it, unlocked after.
      act(() => screen.getByRole('button', { name: 'Close' }).click());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body).toHaveClass('has-modal');
      act(() => {
        vi.advanceTimersToNextFrame();
        vi.advanceTimersToNextTimer();
      });
      expect(document.body).not.toHaveClass('has-modal');
    } finally {
      vi.useRealTimers();
    }
  });
});
