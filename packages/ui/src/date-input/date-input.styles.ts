/** Styles of {@link DateInput} on top of the field styles. */
export const dateInputStyles = `
.campus-date-input {
  max-width: calc(14 * var(--campus-rem));
}
.campus-date-input::-webkit-calendar-picker-indicator {
  cursor: pointer;
}
`;
