/**
 * The refusal box of the package's forms (a redemption's, a transfer's): one rule for the store's and the
 * transfer's stylesheets, which their elements adopt apart. Hidden while empty, so the alert can stay mounted
 * (focus moves to it when a refusal arrives).
 */
export function failureStyles(selector: string): string {
  return `
${selector}:empty {
  display: none;
}
${selector} {
  margin: 0;
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  background: var(--campus-color-danger-surface);
  color: var(--campus-color-danger);
  font-weight: var(--campus-font-weight-strong);
}
`;
}
