/**
 * The SENCE panel's styles (its codes, the RUN form, the notices), adopted when the panel mounts (`StylesOnMount`):
 * they travel in the panel's chunk, not in the first load of the widgets that may show it.
 */
export const sencePanelStyles = `
.campus-sence {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-sence h3 {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-sence p {
  margin: 0;
}
.campus-sence__codes {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space) calc(var(--campus-space) * 3);
  margin: 0;
}
.campus-sence__codes dt {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-sence__codes dd {
  margin: 0;
  font-weight: 600;
}
.campus-sence__notice {
  color: var(--campus-color-danger);
  font-weight: var(--campus-font-weight-strong);
}
.campus-sence__form {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--campus-space);
}
`;
