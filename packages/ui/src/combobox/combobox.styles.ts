/** Styles of {@link Combobox}: the popup list and the active/selected option marks. */
export const comboboxStyles = `
.campus-combobox {
  --campus-combobox-max-height: calc(16 * var(--campus-rem));
  position: relative;
}
.campus-combobox__listbox {
  position: absolute;
  z-index: 10;
  inset-inline: 0;
  top: calc(100% + 2px);
  max-height: var(--campus-combobox-max-height);
  margin: 0;
  padding: calc(var(--campus-space) / 2) 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  box-shadow: var(--campus-shadow);
}
.campus-combobox__listbox[hidden] {
  display: none;
}
.campus-combobox__option {
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  color: var(--campus-color-text);
  cursor: pointer;
}
.campus-combobox__option[data-active] {
  background: var(--campus-color-primary);
  color: var(--campus-color-on-primary);
}
.campus-combobox__option[aria-selected='true'] {
  font-weight: var(--campus-font-weight-strong);
}
.campus-combobox__option[aria-disabled='true'] {
  color: var(--campus-color-text-muted);
  cursor: not-allowed;
}
`;
