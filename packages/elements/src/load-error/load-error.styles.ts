/**
 * Styles of the load error state: the toolkit's error state (empty-state layout, secondary button) with the
 * token defaults inlined as fallbacks, since the tokens' `:host` rule lives in the chunk that failed to load.
 * A host page's `--campus-*` values still reach it (custom properties inherit into the shadow root).
 * Isolated like a loaded widget (packages/ui host-isolation.styles.ts): important `:host` declarations, the reader's
 * default size as the base, and sizes in `em` of it (every element here has the base size), never the page's `rem`.
 */
export const loadErrorStyles = `
:host {
  all: initial;
  display: var(--campus-display, block) !important;
  color: var(--campus-color-text, #1f2937) !important;
  font-family: var(--campus-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif) !important;
  font-size: var(--campus-font-size-base, medium) !important;
  font-style: normal !important;
  font-weight: 400 !important;
  line-height: var(--campus-line-height, 1.5) !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-indent: 0 !important;
  text-transform: none !important;
  white-space: normal !important;
}
:host([hidden]) {
  display: none !important;
}
.error-state {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--campus-space, 0.5em);
  padding: calc(var(--campus-space, 0.5em) * 4) calc(var(--campus-space, 0.5em) * 2);
  text-align: center;
}
.title {
  margin: 0;
  font-size: var(--campus-font-size-large, 1.25em);
  font-weight: var(--campus-font-weight-strong, 600);
}
.message {
  margin: 0;
  max-width: 32em;
  color: var(--campus-color-text-muted, #4b5563);
}
.button {
  margin-block-start: var(--campus-space, 0.5em);
  min-height: 2.75em;
  padding: 0 calc(var(--campus-space, 0.5em) * 2);
  border: 2px solid var(--campus-color-primary, #1d4ed8);
  border-radius: var(--campus-radius, 0.5em);
  background: var(--campus-color-surface, #ffffff);
  color: var(--campus-color-primary, #1d4ed8);
  font: 600 var(--campus-font-size, 1em) / 1.2 var(--campus-font-family, system-ui, sans-serif);
  cursor: pointer;
}
.button:focus-visible {
  outline: var(--campus-focus-ring, 3px solid #b45309);
  outline-offset: 2px;
}
.button[aria-disabled='true'] {
  cursor: progress;
  opacity: 0.6;
}
`;
