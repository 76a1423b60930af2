/** Styles of {@link DateInput} on top of the field styles. */
export const dateInputStyles = `
.campus-date-input {
  max-width: 14rem;
}
.campus-date-input::-webkit-calendar-picker-indicator {
  cursor: pointer;
}
`;
