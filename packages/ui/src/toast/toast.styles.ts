/** Styles of the toasts. `--campus-toast-inset` places the stack (bottom end of the widget's viewport). */
export const toastStyles = `
.campus-toaster {
  --campus-toast-inset: calc(var(--campus-space) * 2);
  position: fixed;
  z-index: 1000;
  inset-block-end: var(--campus-toast-inset);
  inset-inline-end: var(--campus-toast-inset);
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  max-width: min(24 * var(--campus-rem), calc(100vw - 2 * var(--campus-rem)));
  pointer-events: none;
}
.campus-toaster__region {
  display: contents;
}
.campus-toast {
  --campus-toast-accent: var(--campus-color-primary);
  display: flex;
  align-items: flex-start;
  gap: var(--campus-space);
  padding: var(--campus-space) var(--campus-space) var(--campus-space) calc(var(--campus-space) * 2);
  border-inline-start: 4px solid var(--campus-toast-accent);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
  box-shadow: var(--campus-shadow);
  pointer-events: auto;
}
.campus-toast[data-tone='success'] {
  --campus-toast-accent: var(--campus-color-success);
}
.campus-toast[data-tone='error'] {
  --campus-toast-accent: var(--campus-color-danger);
}
.campus-toast__message {
  flex: 1;
  margin: calc(var(--campus-space) / 2) 0;
}
.campus-toast__close {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(2.75 * var(--campus-rem));
  height: calc(2.75 * var(--campus-rem));
  border: 0;
  border-radius: var(--campus-radius);
  background: transparent;
  color: var(--campus-color-text);
  cursor: pointer;
}
`;
