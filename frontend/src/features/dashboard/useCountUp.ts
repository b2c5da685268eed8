import { useEffect, useState } from 'react';

export const COUNT_UP_STEPS = 20;
export const COUNT_UP_MS = 800;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Counts from 0 up to `target` in about 20 steps (spec: the dashboard's count-up).
 * Works on whole units (minutes, pence), so every step shows a real, rounded amount and
 * the last step is exactly the target. Reduced-motion users see the target at once.
 */
export function useCountUp(target: number, steps = COUNT_UP_STEPS, durationMs = COUNT_UP_MS): number {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));

  useEffect(() => {
    if (prefersReducedMotion() || target === 0 || steps <= 1) {
      setValue(target);
      return;
    }
    let step = 0;
    setValue(0);
    const timer = setInterval(() => {
      step += 1;
      setValue(step >= steps ? target : Math.round((target * step) / steps));
      if (step >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [target, steps, durationMs]);

  return value;
}
