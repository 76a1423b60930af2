/** Styles of {@link Checkbox}. `--campus-checkbox-size` sets the box. */
export const checkboxStyles = `
.campus-checkbox {
  --campus-checkbox-size: calc(1.25 * var(--campus-rem));
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  margin-block-end: calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
}
.campus-checkbox__row {
  display: flex;
  align-items: flex-start;
  gap: var(--campus-space);
  min-height: calc(2.75 * var(--campus-rem));
  align-items: center;
}
.campus-checkbox__input {
  width: var(--campus-checkbox-size);
  height: var(--campus-checkbox-size);
  margin: 0;
  flex: none;
  accent-color: var(--campus-color-primary);
  cursor: pointer;
}
.campus-checkbox__label {
  cursor: pointer;
}
.campus-checkbox[data-invalid] .campus-checkbox__input {
  outline: 2px solid var(--campus-color-danger);
  outline-offset: 2px;
}
`;
