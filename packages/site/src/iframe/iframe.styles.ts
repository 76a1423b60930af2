/**
 * The layout inside a frame (`<html data-framed="true">`): the host sizes the frame to the content, so the page
 * must not ask for the frame's own height in return — `min-height: 100vh` would keep the frame from ever
 * shrinking (the content would always be as tall as the frame last set). The same for the main area's minimum
 * height, which keeps the footer below the first screen in a normal window (layout shifts).
 */
export const framedStyles = `
html[data-framed] .site-shell,
html[data-framed] .site-main {
  min-height: 0;
}
`;
