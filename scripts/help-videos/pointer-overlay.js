// Runs in each page of a help video recording before the page's own scripts (Playwright's
// addInitScript): a round pointer that follows the mouse and a ring on every press, so viewers
// see what is clicked (the screencast shows no system cursor). Styled through the CSSOM and the
// Web Animations API, which the page's strict CSP allows (it forbids inline <style>).
/* global document, window */
(() => {
  const install = () => {
    if (document.getElementById('help-video-pointer')) return;
    const pointer = document.createElement('div');
    pointer.id = 'help-video-pointer';
    pointer.setAttribute('aria-hidden', 'true');
    Object.assign(pointer.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      width: '24px',
      height: '24px',
      margin: '-12px 0 0 -12px',
      borderRadius: '50%',
      background: 'rgba(255, 176, 32, 0.45)',
      border: '2px solid rgba(196, 92, 0, 0.95)',
      boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
      zIndex: '2147483647',
      pointerEvents: 'none',
      transform: 'translate(-100px, -100px)',
    });
    document.body.appendChild(pointer);
    window.addEventListener(
      'mousemove',
      (event) => {
        pointer.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
      },
      true,
    );
    window.addEventListener(
      'mousedown',
      (event) => {
        const ring = document.createElement('div');
        Object.assign(ring.style, {
          position: 'fixed',
          left: `${event.clientX - 22}px`,
          top: `${event.clientY - 22}px`,
          width: '44px',
          height: '44px',
          borderRadius: '50%',
          border: '3px solid rgba(196, 92, 0, 0.9)',
          zIndex: '2147483647',
          pointerEvents: 'none',
        });
        document.body.appendChild(ring);
        const done = () => ring.remove();
        ring
          .animate(
            [
              { transform: 'scale(0.3)', opacity: 1 },
              { transform: 'scale(1.3)', opacity: 0 },
            ],
            { duration: 550, easing: 'ease-out' },
          )
          .finished.then(done, done);
      },
      true,
    );
  };
  if (document.body) install();
  else document.addEventListener('DOMContentLoaded', install);
})();
