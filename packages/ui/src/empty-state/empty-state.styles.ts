/** Styles of {@link EmptyState} and `ErrorState` (same layout). */
export const emptyStateStyles = `
.campus-empty-state,
.campus-error-state {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 4) calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
  text-align: center;
}
.campus-empty-state__title,
.campus-error-state__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong);
}
.campus-empty-state__description,
.campus-error-state__message {
  margin: 0;
  max-width: calc(32 * var(--campus-rem));
  color: var(--campus-color-text-muted);
}
.campus-empty-state__action,
.campus-error-state__action {
  margin-block-start: var(--campus-space);
}
`;
