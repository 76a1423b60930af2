/**
 * Styles of {@link Dialog} and {@link ConfirmDialog}. `--campus-dialog-width` sets the panel width; the
 * backdrop dims the page through `::backdrop`.
 */
export const dialogStyles = `
.campus-dialog {
  --campus-dialog-width: calc(32 * var(--campus-rem));
  width: min(var(--campus-dialog-width), calc(100vw - 2 * var(--campus-rem)));
  max-height: calc(100vh - 2 * var(--campus-rem));
  padding: 0;
  border: 0;
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
  box-shadow: var(--campus-shadow);
  font-family: var(--campus-font-family);
}
.campus-dialog::backdrop {
  background: rgb(0 0 0 / 0.5);
}
.campus-dialog__panel {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  padding: calc(var(--campus-space) * 3);
}
.campus-dialog__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: calc(var(--campus-space) * 2);
}
.campus-dialog__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
}
.campus-dialog__close {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(2.75 * var(--campus-rem));
  height: calc(2.75 * var(--campus-rem));
  margin: calc(var(--campus-space) * -1);
  border: 0;
  border-radius: var(--campus-radius);
  background: transparent;
  color: var(--campus-color-text);
  cursor: pointer;
}
.campus-dialog__close:hover {
  background: var(--campus-color-surface-muted);
}
.campus-dialog__message {
  margin: 0;
}
.campus-dialog__footer {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--campus-space);
}
`;
