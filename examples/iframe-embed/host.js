// The partner page's one module script: sizes the Campus frame with @iframe-resizer/parent (loaded before this
// script as /vendor/iframe-resizer-parent.js, which defines window.iframeResize) and accepts resize messages only
// from the origins in the frame's data-allowed-origins.
const frame = document.getElementById('campus-site');
const heightOutput = document.getElementById('frame-height');
const allowedOrigins = (frame?.dataset.allowedOrigins ?? '').split(/\s+/).filter(Boolean);

// iframe-resizer checks origins itself (checkOrigin below) but lets messages of an opaque origin ("null", e.g. a
// sandboxed frame) through. This listener runs first and drops every resizer message not sent by an allowed
// origin, whatever its origin is.
window.addEventListener(
  'message',
  (event) => {
    if (typeof event.data !== 'string' || !event.data.startsWith('[iFrameSizer]')) return;
    if (allowedOrigins.includes(event.origin)) return;
    event.stopImmediatePropagation();
    console.warn(`Campus frame: ignored a resize message from ${event.origin}`);
  },
  true,
);

if (frame instanceof HTMLIFrameElement && typeof window.iframeResize === 'function') {
  window.iframeResize(
    {
      // iframe-resizer 5 is GPL-3.0 or commercial: 'GPLv3' declares GPL use (see README.md).
      license: 'GPLv3',
      checkOrigin: allowedOrigins,
      // The page scrolls, never the frame.
      scrolling: false,
      warningTimeout: 0,
      onResized: ({ height }) => {
        if (heightOutput) heightOutput.textContent = `${Math.round(Number(height))} px`;
      },
    },
    frame,
  );
} else {
  console.error('Campus frame: @iframe-resizer/parent did not load (/vendor/iframe-resizer-parent.js)');
}
