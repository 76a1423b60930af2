/**
 * The layout inside a frame (`<html data-framed="true">`): the host sizes the frame to the content, so the page
 * must not ask for the frame's own height in return — `min-height: 100vh` would keep the frame from ever
 * shrinking (the content would always be as tall as the frame last set).
 */
export const framedStyles = `
html[data-framed] .site-shell {
  min-height: 0;
}
`;
