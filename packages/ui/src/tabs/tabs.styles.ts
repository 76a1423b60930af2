/** Styles of {@link Tabs}. `--campus-tabs-indicator` colours the selected tab's underline. */
export const tabsStyles = `
.campus-tabs {
  --campus-tabs-indicator: var(--campus-color-primary);
  color: var(--campus-color-text);
  /* In a grid or flex parent, a row of tabs wider than the screen scrolls in its list instead of widening the page. */
  min-width: 0;
}
.campus-tabs__list {
  display: flex;
  gap: var(--campus-space);
  overflow-x: auto;
  border-block-end: 1px solid var(--campus-color-border);
}
.campus-tabs__tab {
  min-height: calc(2.75 * var(--campus-rem));
  padding: 0 calc(var(--campus-space) * 2);
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: var(--campus-color-text-muted);
  font: inherit;
  font-weight: var(--campus-font-weight-strong);
  white-space: nowrap;
  cursor: pointer;
}
.campus-tabs__tab[aria-selected='true'] {
  border-block-end-color: var(--campus-tabs-indicator);
  color: var(--campus-color-text);
}
.campus-tabs__tab:disabled {
  opacity: 0.6;
  cursor: not-allowed;
}
.campus-tabs__panel {
  padding-block: calc(var(--campus-space) * 2);
}
`;
