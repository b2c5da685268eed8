import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from './afterNextPaint';
import { focusableWithin } from './focusable';

// jsdom lays nothing out, so tabbable's visibility check would call every field hidden there.
const tabbableOptions = import.meta.env.MODE === 'test' ? { displayCheck: 'none' as const } : undefined;

/** Dialogs open now: one closing while another opens must not let the page scroll or hide it. */
let openDialogs = 0;

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  tone?: 'default' | 'danger';
}

/**
 * A modal dialog: focus moves in, Tab cycles inside, Escape or the backdrop closes it,
 * and focus returns to whatever opened it. focus-trap listens on the document, so Tab and
 * Escape keep working when the focused button disappears ("Keep it") or is disabled while saving.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({ title, onClose, children, description, initialFocusRef, tone }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Read while rendering, before the trap moves focus in.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  // Start in the content (the first field), not on the Close button; also where focus goes back
  // when the focused element is removed.
  function focusTarget(): HTMLElement {
    const panel = panelRef.current!;
    const body = panel.querySelector<HTMLElement>('.dialog-body');
    return initialFocusRef?.current ?? (body && focusableWithin(body)[0]) ?? focusableWithin(panel)[0] ?? panel;
  }

  // The page behind is hidden from assistive technology with aria-hidden (the WAI-ARIA modal
  // pattern), and the focus trap and the full-screen backdrop keep keyboard and pointer in the
  // dialog. Not `inert`: removing it on close made Chromium restyle the whole page (about 850
  // elements of the weekly grid, 10-25 ms) right before the saved shift could be painted.
  useEffect(() => {
    const appRoot = document.getElementById('root');
    openDialogs++;
    appRoot?.setAttribute('aria-hidden', 'true');
    document.body.classList.add('has-modal');
    return () => {
      openDialogs--;
      if (openDialogs === 0) appRoot?.removeAttribute('aria-hidden');
      // The page scrolls again after the frame that shows it without the dialog: unlocking the
      // viewport repaints the whole page, not only what is on screen (about 15 ms for the weekly
      // grid), which would hold up the frame showing what the dialog did (the saved shift).
      afterNextPaint(() => {
        if (openDialogs === 0) document.body.classList.remove('has-modal');
      });
      // After the page behind is visible to assistive technology again, so it can take focus back.
      if (opener && document.contains(opener)) opener.focus();
    };
    // Runs once per opening; later prop changes must not steal focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <FocusTrap
        focusTrapOptions={{
          initialFocus: focusTarget,
          fallbackFocus: () => panelRef.current!,
          delayInitialFocus: false,
          returnFocusOnDeactivate: false,
          allowOutsideClick: true,
          escapeDeactivates: () => {
            onCloseRef.current();
            return false;
          },
          tabbableOptions,
        }}
      >
        <div
          ref={panelRef}
          className={`dialog dialog-${tone ?? 'default'}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
        >
          <div className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            <button type="button" className="icon-button dialog-close" aria-label="Close" onClick={onClose}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="dialog-description">
              {description}
            </div>
          )}
          <div className="dialog-body">{children}</div>
        </div>
      </FocusTrap>
    </div>
  );
}
