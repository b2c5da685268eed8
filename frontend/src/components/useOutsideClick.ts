import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` for a pointer press outside `ref` while `active`. */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    function handle(event: PointerEvent | MouseEvent) {
      const el = ref.current;
      if (el && event.target instanceof Node && !el.contains(event.target)) onOutside();
    }
    document.addEventListener('mousedown', handle);
    return () => document.removeEventListener('mousedown', handle);
  }, [ref, onOutside, active]);
}
