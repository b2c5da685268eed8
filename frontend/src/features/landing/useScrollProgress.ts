import { useEffect, useState } from 'react';

/** How far (0 to 1) the page has scrolled through its first `distance` pixels. */
export function useScrollProgress(distance = 320): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    function update() {
      frame = 0;
      setProgress(Math.min(Math.max(window.scrollY / distance, 0), 1));
    }
    function onScroll() {
      if (!frame) frame = window.requestAnimationFrame(update);
    }
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [distance]);
  return progress;
}
