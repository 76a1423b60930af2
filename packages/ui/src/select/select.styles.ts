/** Styles of {@link Select} on top of the field styles: room for the native arrow. */
export const selectStyles = `
.campus-select {
  padding-inline-end: calc(var(--campus-space) * 4);
  cursor: pointer;
}
`;
