import { cardBodyRule, cardTitleRule, panelRule, spacedRowRule, widgetRootRule, wrappingRowRule } from '@campus/ui';
import { failureStyles } from '../shared/failure.styles.js';

/**
 * Styles of the reward store (header, filters, reward cards, detail, redeem dialog, orders), adopted as a
 * constructable stylesheet after the toolkit's. Layout follows the widget's own width (container queries): one
 * column at phone widths (390 px), a grid of cards from 40 base sizes (640 px at the default 16 px).
 * `--campus-rewards-card-min-width` sets the narrowest card of the grid; `--campus-rewards-image-ratio` the
 * covers' aspect ratio.
 */
export const rewardsStyles = `${widgetRootRule('.campus-rewards')}
.campus-rewards__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-rewards__subtitle {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
${panelRule('.campus-rewards-header', { surface: true })}
.campus-rewards-header__facts {
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--campus-space);
  margin: 0;
}
@container (min-width: 32em) {
  .campus-rewards-header__facts {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
}
.campus-rewards-header__fact dt {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-rewards-header__fact dd {
  margin: 0;
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong);
}
/* The placeholder keeps the loaded header's height: a value line per fact, and the next-level label and bar. */
.campus-rewards-header__loading {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-rewards-header__fact dd .campus-skeleton {
  height: 1lh;
}
.campus-rewards-header__loading .campus-rewards-header__next .campus-skeleton {
  height: calc(1lh * 0.875 + var(--campus-space) / 2 + var(--campus-progress-height, calc(0.5 * var(--campus-rem))));
}
.campus-rewards-header__next p,
.campus-rewards-header__audit {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-rewards-list,
.campus-rewards-orders {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  padding-block-start: calc(var(--campus-space) * 2);
}
.campus-rewards-list__header {
  display: flex;
  align-items: center;
  gap: var(--campus-space);
}
.campus-rewards-filters {
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--campus-space);
  align-items: end;
}
@container (min-width: 40em) {
  .campus-rewards-filters {
    grid-template-columns: repeat(auto-fill, minmax(calc(15 * var(--campus-rem)), 1fr));
  }
}
.campus-rewards-filters > .campus-button {
  justify-self: start;
}
.campus-rewards-list__count {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-rewards-list__grid,
.campus-rewards-orders__list {
  display: grid;
  grid-template-columns: 1fr;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
@container (min-width: 40em) {
  .campus-rewards-list__grid {
    grid-template-columns: repeat(auto-fill, minmax(var(--campus-rewards-card-min-width, calc(16 * var(--campus-rem))), 1fr));
  }
}
.campus-rewards-list__grid > li {
  display: flex;
  min-width: 0;
}
.campus-rewards-list__loading {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-rewards-list__placeholder {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-rewards-reward,
.campus-rewards-order {
  display: flex;
  flex: 1;
  flex-direction: column;
  overflow: hidden;
  min-width: 0;
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
}
.campus-rewards-reward__image,
.campus-rewards-detail__image {
  display: block;
  width: 100%;
  aspect-ratio: var(--campus-rewards-image-ratio, 16 / 9);
  object-fit: cover;
}
${cardBodyRule('.campus-rewards-reward__body, .campus-rewards-order__body')}
${wrappingRowRule('.campus-rewards-reward__badges')}
${cardTitleRule('.campus-rewards-reward__title, .campus-rewards-order__title')}
.campus-rewards-redeem__totals {
  display: grid;
  gap: calc(var(--campus-space) / 2);
  margin: 0;
}
.campus-rewards-redeem__totals > div {
  justify-content: space-between;
}
.campus-rewards-reward__facts,
.campus-rewards-order__facts {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2) calc(var(--campus-space) * 2);
  margin: 0;
}
.campus-rewards-reward__facts > div,
.campus-rewards-order__facts > div,
.campus-rewards-redeem__totals > div {
  display: flex;
  align-items: baseline;
  gap: calc(var(--campus-space) / 2);
}
.campus-rewards-reward__facts dt,
.campus-rewards-order__facts dt,
.campus-rewards-redeem__totals dt {
  font-weight: var(--campus-font-weight-strong);
}
.campus-rewards-reward__facts dt::after,
.campus-rewards-order__facts dt::after,
.campus-rewards-redeem__totals dt::after {
  content: ':';
}
.campus-rewards-reward__facts dd,
.campus-rewards-order__facts dd,
.campus-rewards-redeem__totals dd {
  margin: 0;
}
.campus-rewards-reward__cost {
  font-weight: var(--campus-font-weight-strong);
  color: var(--campus-color-primary-text);
}
.campus-rewards-reward__conditions {
  margin: 0;
  padding-inline-start: calc(1.25 * var(--campus-rem));
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-rewards-reward__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
  margin-block-start: auto;
}
.campus-rewards__reasons {
  flex-basis: 100%;
  margin: 0;
  padding-inline-start: calc(1.25 * var(--campus-rem));
  color: var(--campus-color-danger);
  font-size: var(--campus-font-size-small);
  font-weight: var(--campus-font-weight-strong);
}
.campus-rewards-detail {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: calc(var(--campus-space) * 2);
  padding-block-start: calc(var(--campus-space) * 2);
}
.campus-rewards-detail__layout {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  width: 100%;
}
@container (min-width: 40em) {
  .campus-rewards-detail__layout {
    flex-direction: row;
    align-items: flex-start;
  }
  .campus-rewards-detail__image {
    flex: 0 0 40%;
    width: 40%;
  }
}
.campus-rewards-detail__image {
  border-radius: var(--campus-radius);
}
.campus-rewards-detail__body {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-rewards-detail__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-rewards-detail__description {
  margin: 0;
}
.campus-rewards-redeem {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
.campus-rewards-redeem__summary {
  margin: 0;
}
.campus-rewards-redeem__address {
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--campus-space);
  margin: 0;
  padding: var(--campus-space) calc(var(--campus-space) * 2) calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
}
.campus-rewards-redeem__legend {
  padding-inline: calc(var(--campus-space) / 2);
  font-weight: var(--campus-font-weight-strong);
}
.campus-rewards-redeem__done {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-rewards-redeem__done p {
  margin: 0;
}
.campus-rewards-redeem__balance {
  font-weight: var(--campus-font-weight-strong);
}
${failureStyles('.campus-rewards__failure')}
.campus-rewards-order__image {
  display: block;
  width: 100%;
  max-height: calc(8 * var(--campus-rem));
  object-fit: cover;
}
@container (min-width: 40em) {
  .campus-rewards-order {
    flex-direction: row;
  }
  .campus-rewards-order__image {
    flex: 0 0 calc(10 * var(--campus-rem));
    width: calc(10 * var(--campus-rem));
    max-height: none;
  }
}
${spacedRowRule('.campus-rewards-order__header')}
.campus-rewards-order__number,
.campus-rewards-order__note {
  margin: 0;
  color: var(--campus-color-text-muted);
}
`;
