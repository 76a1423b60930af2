/** Styles of {@link OneTimeCodeInput}. `--campus-code-box-size` sets each digit box. */
export const oneTimeCodeStyles = `
.campus-one-time-code {
  --campus-code-box-size: calc(3 * var(--campus-rem));
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  margin-block-end: calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
}
.campus-one-time-code__boxes {
  display: flex;
  gap: var(--campus-space);
}
.campus-one-time-code__box {
  width: var(--campus-code-box-size);
  height: calc(var(--campus-code-box-size) * 1.2);
  padding: 0;
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
  font: var(--campus-font-weight-strong) var(--campus-font-size-large) / 1 var(--campus-font-family);
  text-align: center;
}
.campus-one-time-code[data-invalid] .campus-one-time-code__box {
  border: 2px solid var(--campus-color-danger);
}
`;
