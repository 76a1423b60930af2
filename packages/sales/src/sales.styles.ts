import { spacedRowRule, widgetRootRule } from '@campus/ui';

/**
 * Styles of the sales widgets (sale form, my sales, photo upload), adopted as a constructable stylesheet after
 * the toolkit's. Layout follows the widget's own width (container queries): one column at phone widths
 * (390 px), two fields side by side from 560 px, the product cascade in three columns from 760 px.
 * `--campus-sales-accent` colours the points estimate and results.
 */
export const salesStyles = `${widgetRootRule('.campus-sales')}
.campus-sales__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-sales__form {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-sales__row,
.campus-sales__line-fields {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: calc(var(--campus-space) * 2);
}
@container (min-width: 560px) {
  .campus-sales__row,
  .campus-sales__line-fields {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
@container (min-width: 760px) {
  .campus-sales__line-fields {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
}
.campus-sales__products,
.campus-sales__line {
  margin: 0;
  min-width: 0;
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  padding: calc(var(--campus-space) * 2);
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
.campus-sales__products {
  border-style: none;
  padding: 0;
}
.campus-sales__products > .campus-button {
  align-self: flex-start;
}
.campus-sales__legend,
.campus-sales__line-title {
  padding: 0;
  font-weight: var(--campus-font-weight-strong);
}
.campus-sales__legend {
  font-size: var(--campus-font-size-large);
  margin-block-end: var(--campus-space);
}
${spacedRowRule('.campus-sales__line-footer')}
.campus-sales__line-points,
.campus-sales__note,
.campus-sales__count {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-sales__textarea {
  min-height: calc(5 * var(--campus-rem));
  resize: vertical;
  font: inherit;
}
.campus-sales__estimate {
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  border-inline-start: 4px solid var(--campus-sales-accent, var(--campus-color-primary));
  background: var(--campus-color-info-surface);
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 0.5);
}
.campus-sales__estimate-total {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-sales__notice {
  margin: 0;
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  background: var(--campus-color-warning-surface);
}
.campus-sales__alert {
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  border-inline-start: 4px solid var(--campus-color-danger);
  background: var(--campus-color-danger-surface);
  color: var(--campus-color-text);
}
.campus-sales__alert p {
  margin: 0;
}
.campus-sales__alert p + p {
  margin-block-start: calc(var(--campus-space) * 0.5);
}
.campus-sales__alert-title,
.campus-sales__next-date {
  font-weight: var(--campus-font-weight-strong);
}
.campus-sales__alert:focus-visible,
.campus-sales__result-title:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-sales__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
.campus-sales__result {
  padding: calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  border-inline-start: 4px solid var(--campus-color-success);
  background: var(--campus-color-success-surface);
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-sales__result p,
.campus-sales__result-title {
  margin: 0;
}
.campus-sales__result-points {
  font-size: calc(1.5 * var(--campus-rem));
  font-weight: var(--campus-font-weight-strong);
}
.campus-sales__sales {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
.campus-sales__sale {
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  padding: calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
${spacedRowRule('.campus-sales__sale-header')}
.campus-sales__sale-title {
  margin: 0;
  font-size: var(--campus-font-size-large);
  overflow-wrap: anywhere;
}
.campus-sales__facts {
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--campus-space);
}
@container (min-width: 560px) {
  .campus-sales__facts {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
.campus-sales__facts dt {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-sales__facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.campus-sales__sale-products {
  margin: 0;
  padding-inline-start: calc(1.25 * var(--campus-rem));
}
.campus-sales__rejection {
  grid-column: 1 / -1;
  padding: var(--campus-space);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-danger-surface);
}
.campus-sales__loading {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
`;
