/**
 * Helpers every primitive relies on: border-box sizing, the visually-hidden text pattern (read by screen
 * readers, not shown) and the shared focus ring.
 */
export const baseStyles = `
.campus-visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
:where([class^='campus-'], [class*=' campus-']) {
  box-sizing: border-box;
}
:where([class^='campus-'], [class*=' campus-']):focus-visible {
  outline: var(--campus-focus-ring, 3px solid #b45309);
  outline-offset: 2px;
}
@media (prefers-reduced-motion: reduce) {
  :where([class^='campus-'], [class*=' campus-']) {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
}
`;
