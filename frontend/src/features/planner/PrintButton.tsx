/** Prints the planner's current view (weekly or daily) with the print stylesheet (print.css). */
export function PrintButton() {
  return (
    <button type="button" className="button button-secondary print-button no-print" onClick={() => window.print()}>
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
  );
}
