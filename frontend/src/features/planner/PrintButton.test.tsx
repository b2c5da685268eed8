import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintButton } from './PrintButton';

/** Print options (issue 29, point 8): the manager chooses with or without pay before printing. */
describe('Print button', () => {
  let print: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    print = vi.fn();
    vi.stubGlobal('print', print);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.printPay;
  });

  async function open() {
    const ui = userEvent.setup();
    render(<PrintButton />);
    await ui.click(screen.getByRole('button', { name: 'Print' }));
    return { ui, dialog: screen.getByRole('dialog', { name: 'Print the rota' }) };
  }

  it('asks with or without pay first (with pay by default) and prints nothing on Cancel', async () => {
    const { ui, dialog } = await open();
    expect(within(dialog).getByRole('radio', { name: /With pay/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Without pay/ })).not.toBeChecked();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveFocus();
  });

  it('prints without pay: the page is marked for the print stylesheet until the print is done', async () => {
    const { ui, dialog } = await open();
    await ui.click(within(dialog).getByRole('radio', { name: /Without pay/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.dataset.printPay).toBe('hidden');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.dataset.printPay).toBeUndefined();
  });

  it('prints with pay as the screen shows it', async () => {
    const { ui, dialog } = await open();
    await ui.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.documentElement.dataset.printPay).toBe('shown');
  });
});
