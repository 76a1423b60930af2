/** Styles of {@link Spinner}. `--campus-spinner-color` and `--campus-spinner-size` theme it. */
export const spinnerStyles = `
.campus-spinner {
  --campus-spinner-color: var(--campus-color-primary);
  --campus-spinner-size: calc(1.5 * var(--campus-rem));
  display: inline-flex;
  align-items: center;
  justify-content: center;
}
.campus-spinner[data-size='small'] {
  --campus-spinner-size: var(--campus-rem);
}
.campus-spinner[data-size='large'] {
  --campus-spinner-size: calc(2.5 * var(--campus-rem));
}
.campus-spinner__circle {
  width: var(--campus-spinner-size);
  height: var(--campus-spinner-size);
  border: calc(var(--campus-spinner-size) / 8) solid var(--campus-color-surface-muted);
  border-top-color: var(--campus-spinner-color);
  border-radius: 50%;
  animation: campus-spin 0.8s linear infinite;
}
@keyframes campus-spin {
  to {
    transform: rotate(1turn);
  }
}
`;
