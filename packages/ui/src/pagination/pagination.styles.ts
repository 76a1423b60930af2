/** Styles of {@link Pagination}. On narrow screens only the steps and "Página 2 de 10" remain. */
export const paginationStyles = `
.campus-pagination {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: calc(var(--campus-space) / 2);
  color: var(--campus-color-text);
}
.campus-pagination__pages {
  display: flex;
  align-items: center;
  gap: calc(var(--campus-space) / 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-pagination__step,
.campus-pagination__page {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: calc(2.75 * var(--campus-rem));
  min-height: calc(2.75 * var(--campus-rem));
  padding: 0 var(--campus-space);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
  font: inherit;
  cursor: pointer;
}
.campus-pagination__page[aria-current='page'] {
  border-color: var(--campus-color-primary);
  background: var(--campus-color-primary);
  color: var(--campus-color-on-primary);
  font-weight: var(--campus-font-weight-strong);
}
.campus-pagination__step:disabled {
  opacity: 0.5;
  cursor: not-allowed;
}
.campus-pagination__gap {
  padding: 0 calc(var(--campus-space) / 2);
}
.campus-pagination__status {
  flex-basis: 100%;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
  text-align: center;
}
@media (max-width: 30em) {
  .campus-pagination__pages {
    display: none;
  }
}
`;
