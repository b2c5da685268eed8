/** How long work waits for a frame that does not come (a hidden tab paints none). */
const NO_FRAME_MS = 200;

/**
 * Runs `work` in the first task after the browser's next frame, once that frame's style, layout
 * and paint are done (or after NO_FRAME_MS if no frame comes). For work a change on screen does
 * not need, so that it does not hold up the frame that shows it.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const once = () => {
    // The page may be gone by then (a test's document torn down, a closed tab): nothing to do.
    if (done || typeof document === 'undefined') return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, NO_FRAME_MS);
}
