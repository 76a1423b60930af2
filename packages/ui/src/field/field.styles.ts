/**
 * Styles of the field layout and of text-like controls (text field, select, date input, combobox input).
 * Per-component variables default to the global tokens.
 */
export const fieldStyles = `
.campus-field {
  --campus-field-border-color: var(--campus-color-border);
  --campus-field-background: var(--campus-color-surface);
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  margin-block-end: calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
  font-family: var(--campus-font-family);
}
.campus-field__label {
  font-weight: var(--campus-font-weight-strong);
}
.campus-field__hint {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-field__error {
  margin: 0;
  color: var(--campus-color-danger);
  font-size: var(--campus-font-size-small);
  font-weight: var(--campus-font-weight-strong);
}
.campus-field__required {
  color: var(--campus-color-danger);
}
.campus-field[data-invalid] {
  --campus-field-border-color: var(--campus-color-danger);
}
.campus-input {
  width: 100%;
  min-height: calc(2.75 * var(--campus-rem)); /* 44px touch target */
  padding: 0 calc(var(--campus-space) * 1.5);
  border: 1px solid var(--campus-field-border-color, var(--campus-color-border));
  border-radius: var(--campus-radius);
  background: var(--campus-field-background, var(--campus-color-surface));
  color: var(--campus-color-text);
  font: inherit;
}
.campus-input:disabled {
  background: var(--campus-color-surface-muted);
  cursor: not-allowed;
}
.campus-field[data-invalid] .campus-input {
  border-width: 2px;
}
`;
