import { useId, useState } from 'react';
import type { WireReason } from './routes';

/** "Why?": the server's reasons for one proposed row, opened from the keyboard like any button. */
export function ReasonsDisclosure({ reasons, about }: { reasons: readonly WireReason[]; about: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="autofill-why">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Why ${about}?`}
        onClick={() => setOpen((o) => !o)}
      >
        Why?
      </button>
      <ul id={listId} className="autofill-reasons" hidden={!open}>
        {reasons.map((r) => (
          <li key={r.code + r.text} data-code={r.code}>
            {r.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
