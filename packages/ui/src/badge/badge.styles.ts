/** Styles of {@link Badge}. `--campus-badge-background` and `--campus-badge-color` theme one tone. */
export const badgeStyles = `
.campus-badge {
  --campus-badge-background: var(--campus-color-surface-muted);
  --campus-badge-color: var(--campus-color-text);
  display: inline-flex;
  align-items: center;
  padding: calc(0.125 * var(--campus-rem)) calc(var(--campus-space) * 1.25);
  border-radius: 999px;
  background: var(--campus-badge-background);
  color: var(--campus-badge-color);
  font-size: var(--campus-font-size-small);
  font-weight: var(--campus-font-weight-strong);
  line-height: 1.5;
  white-space: nowrap;
}
.campus-badge[data-tone='info'] {
  --campus-badge-background: var(--campus-color-info-surface);
  --campus-badge-color: #1e3a8a;
}
.campus-badge[data-tone='success'] {
  --campus-badge-background: var(--campus-color-success-surface);
  --campus-badge-color: #14532d;
}
.campus-badge[data-tone='warning'] {
  --campus-badge-background: var(--campus-color-warning-surface);
  --campus-badge-color: var(--campus-color-warning);
}
.campus-badge[data-tone='danger'] {
  --campus-badge-background: var(--campus-color-danger-surface);
  --campus-badge-color: #7f1d1d;
}
`;
