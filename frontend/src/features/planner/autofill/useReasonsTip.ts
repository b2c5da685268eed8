import { useCallback, useId, useState, type KeyboardEvent } from 'react';

/**
 * A proposed assignment's reasons as a tooltip, the same in the weekly grid and on the daily
 * timeline: shown on hover and on keyboard focus, read as the trigger's description, hidden by
 * Escape (without closing anything else) and toggled by a press (a touch screen has no hover).
 */
export function useReasonsTip() {
  const [shown, setShown] = useState(false);
  const tipId = useId();
  const show = useCallback(() => setShown(true), []);
  const hide = useCallback(() => setShown(false), []);
  return {
    shown,
    tipId,
    hoverProps: { onMouseEnter: show, onMouseLeave: hide },
    triggerProps: {
      'aria-describedby': tipId,
      onFocus: show,
      onBlur: hide,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Escape' && shown) {
          e.stopPropagation();
          setShown(false);
        }
      },
      onClick: () => setShown((s) => !s),
    },
  };
}
