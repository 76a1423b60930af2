/** Styles of {@link FileInput}. `--campus-file-input-preview-size` bounds the preview. */
export const fileInputStyles = `
.campus-file-input {
  --campus-file-input-preview-size: calc(12 * var(--campus-rem));
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--campus-space);
  margin-block-end: calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
}
.campus-file-input__row {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-file-input__button {
  display: inline-flex;
  align-items: center;
  min-height: calc(2.75 * var(--campus-rem));
  padding: 0 calc(var(--campus-space) * 2);
  border: 2px solid var(--campus-color-primary);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-primary-text);
  font-weight: var(--campus-font-weight-strong);
  cursor: pointer;
}
.campus-file-input__input:focus-visible + .campus-file-input__button {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-file-input__input:disabled + .campus-file-input__button {
  opacity: 0.6;
  cursor: not-allowed;
}
.campus-file-input__name {
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
  overflow-wrap: anywhere;
}
.campus-file-input__preview {
  display: block;
  max-width: var(--campus-file-input-preview-size);
  max-height: var(--campus-file-input-preview-size);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  object-fit: contain;
}
.campus-file-input[data-invalid] .campus-file-input__button {
  border-color: var(--campus-color-danger);
}
`;
