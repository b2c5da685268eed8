import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from '../../components/afterNextPaint';
import { Dialog } from '../../components/Dialog';

/** How print.css learns the manager's choice: `<html data-print-pay="hidden">` leaves every pay figure off the paper. */
export type PrintPay = 'shown' | 'hidden';

/** Marks the page for the print stylesheet until the print is done (the browser's `afterprint`). */
function markPrint(pay: PrintPay) {
  const root = document.documentElement;
  root.dataset.printPay = pay;
  const clear = () => {
    delete root.dataset.printPay;
    window.removeEventListener('afterprint', clear);
  };
  window.addEventListener('afterprint', clear);
}

/**
 * Prints the planner's current view (weekly or daily) with the print stylesheet (print.css),
 * after asking whether the paper shows pay: a printout pinned up in the staff room should not
 * carry every colleague's pay (issue 29).
 */
export function PrintButton() {
  const [open, setOpen] = useState(false);
  const [pay, setPay] = useState<PrintPay>('shown');

  function print() {
    markPrint(pay);
    // The dialog leaves the page (and unlocks its scrolling) before the browser lays out the print.
    flushSync(() => setOpen(false));
    afterNextPaint(() => window.print());
  }

  return (
    <>
      <button type="button" className="button button-secondary print-button no-print" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        Print
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Print the rota">
        <form
          className="form print-options"
          onSubmit={(event) => {
            event.preventDefault();
            print();
          }}
        >
          <fieldset className="print-options-choice">
            <legend>On paper</legend>
            <label className="print-option">
              <input type="radio" name="print-pay" value="shown" checked={pay === 'shown'} onChange={() => setPay('shown')} />
              <span>
                <span className="print-option-name">With pay</span>
                <span className="print-option-note muted">Times, hours and each day&apos;s and person&apos;s pay</span>
              </span>
            </label>
            <label className="print-option">
              <input type="radio" name="print-pay" value="hidden" checked={pay === 'hidden'} onChange={() => setPay('hidden')} />
              <span>
                <span className="print-option-name">Without pay</span>
                <span className="print-option-note muted">Times and hours only, to pin up for the staff</span>
              </span>
            </label>
          </fieldset>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button button-primary">
              Print
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
