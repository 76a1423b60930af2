import { widgetRootRule } from '@campus/ui';

/**
 * Styles of the certificates, badges and verification widgets, adopted as a constructable stylesheet after the
 * toolkit's. Layout follows the widget's own width (container queries), from phones (390 px) up.
 * `--campus-achievements-badge-size` sets the badge pictures' size.
 */
export const achievementsStyles = `${widgetRootRule('.campus-achievements')}
.campus-achievements {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-achievements__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-achievements__certificates,
.campus-achievements__badges {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
@container (min-width: 40em) {
  .campus-achievements__badges {
    grid-template-columns: repeat(auto-fill, minmax(calc(18 * var(--campus-rem)), 1fr));
  }
}
.campus-achievements__certificate,
.campus-achievements__badge,
.campus-achievements__outcome {
  display: grid;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  min-width: 0;
}
.campus-achievements__name {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
  overflow-wrap: anywhere;
}
.campus-achievements__facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(9 * var(--campus-rem)), 1fr));
  gap: var(--campus-space);
  margin: 0;
}
.campus-achievements__facts dt {
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-achievements__facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.campus-achievements__code {
  font-family: ui-monospace, monospace;
  letter-spacing: 0.05em;
}
.campus-achievements__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
.campus-achievements__status:empty {
  display: none;
}
.campus-achievements__status,
.campus-achievements__manual-link {
  margin: 0;
  overflow-wrap: anywhere;
}
.campus-achievements__error {
  margin: 0;
  color: var(--campus-color-danger);
}
.campus-achievements__badge {
  grid-template-columns: var(--campus-achievements-badge-size, calc(4 * var(--campus-rem))) minmax(0, 1fr);
  align-items: start;
}
.campus-achievements__badge-body {
  display: grid;
  gap: calc(var(--campus-space) / 2);
  grid-column: 2;
  min-width: 0;
}
.campus-achievements__badge-image {
  grid-column: 1;
  grid-row: 1;
  width: var(--campus-achievements-badge-size, calc(4 * var(--campus-rem)));
  height: auto;
  aspect-ratio: 1;
  object-fit: contain;
}
.campus-achievements__badge[data-earned='false'] {
  background: var(--campus-color-surface-muted);
  border-style: dashed;
}
/* Greyed pictures only: the text keeps its full contrast. */
.campus-achievements__badge[data-earned='false'] .campus-achievements__badge-image {
  filter: grayscale(1);
  opacity: 0.5;
}
.campus-achievements__description,
.campus-achievements__earned,
.campus-achievements__locked,
.campus-achievements__summary {
  margin: 0;
}
.campus-achievements__earned {
  color: var(--campus-color-success);
  font-weight: var(--campus-font-weight-strong);
}
.campus-achievements__locked {
  color: var(--campus-color-text-muted);
}
.campus-achievements__outcome[data-tone='success'] {
  border-color: var(--campus-color-success);
  background: var(--campus-color-success-surface);
}
.campus-achievements__outcome[data-tone='danger'] {
  border-color: var(--campus-color-danger);
  background: var(--campus-color-danger-surface);
}
.campus-achievements__outcome p {
  margin: 0;
}
.campus-achievements__verdict {
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong);
}
`;
