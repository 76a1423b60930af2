/** Styles of {@link Button}. Per-component variables default to the global tokens (Shoelace style). */
export const buttonStyles = `
.campus-button {
  --campus-button-background: var(--campus-color-primary, #1d4ed8);
  --campus-button-color: var(--campus-color-on-primary, #ffffff);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--campus-space, calc(0.5 * var(--campus-rem)));
  min-height: calc(2.75 * var(--campus-rem)); /* 44px touch target */
  padding: 0 calc(var(--campus-space, calc(0.5 * var(--campus-rem))) * 2);
  border: 2px solid var(--campus-button-background);
  border-radius: var(--campus-radius, calc(0.5 * var(--campus-rem)));
  background: var(--campus-button-background);
  color: var(--campus-button-color);
  font: 600 var(--campus-font-size, var(--campus-rem)) / 1.2 var(--campus-font-family, system-ui, sans-serif);
  cursor: pointer;
}
.campus-button[data-variant='secondary'] {
  background: var(--campus-color-surface, #ffffff);
  color: var(--campus-button-background);
}
.campus-button[data-variant='danger'] {
  --campus-button-background: var(--campus-color-danger, #b91c1c);
  --campus-button-color: var(--campus-color-on-danger, #ffffff);
}
.campus-button:focus-visible {
  outline: var(--campus-focus-ring, 3px solid #b45309);
  outline-offset: 2px;
}
.campus-button:disabled {
  cursor: not-allowed;
  opacity: 0.6;
}
.campus-button[aria-busy='true'] {
  cursor: progress;
}
`;
