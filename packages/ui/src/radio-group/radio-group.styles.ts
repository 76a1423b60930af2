/** Styles of {@link RadioGroup}. `--campus-radio-size` sets the circles. */
export const radioGroupStyles = `
.campus-radio-group {
  --campus-radio-size: calc(1.25 * var(--campus-rem));
  margin: 0 0 calc(var(--campus-space) * 2);
  padding: 0;
  border: 0;
  color: var(--campus-color-text);
}
.campus-radio-group > legend {
  margin-block-end: calc(var(--campus-space) / 2);
  padding: 0;
}
.campus-radio-group__options {
  display: flex;
  flex-direction: column;
}
.campus-radio-group[data-orientation='horizontal'] .campus-radio-group__options {
  flex-direction: row;
  flex-wrap: wrap;
  column-gap: calc(var(--campus-space) * 3);
}
.campus-radio-group__option {
  display: flex;
  align-items: center;
  gap: var(--campus-space);
  min-height: calc(2.75 * var(--campus-rem));
}
.campus-radio-group__input {
  width: var(--campus-radio-size);
  height: var(--campus-radio-size);
  margin: 0;
  accent-color: var(--campus-color-primary);
}
.campus-radio-group[data-invalid] .campus-radio-group__input {
  outline: 2px solid var(--campus-color-danger);
  outline-offset: 2px;
}
`;
