/** Styles of {@link VirtualList}. `--campus-virtual-list-height` sets the viewport height. */
export const virtualListStyles = `
.campus-virtual-list {
  --campus-virtual-list-height: calc(24 * var(--campus-rem));
  position: relative;
}
.campus-virtual-list__viewport {
  height: var(--campus-virtual-list-height);
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
}
.campus-virtual-list__sizer {
  position: relative;
  width: 100%;
}
/* Virtualized (a long list), the window is positioned over the sizer by an owned stylesheet. */
.campus-virtual-list__window {
  inset-block-start: 0;
  inset-inline: 0;
}
.campus-virtual-list__item {
  box-sizing: border-box;
  overflow: hidden;
}
`;
