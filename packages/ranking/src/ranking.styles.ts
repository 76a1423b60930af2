import { panelRule, widgetRootRule } from '@campus/ui';

/**
 * Styles of the ranking, points table, campaigns and statement widgets, adopted as a constructable stylesheet
 * after the toolkit's. Layout follows the widget's own width (container queries), from phones (390 px) up.
 * `--campus-ranking-list-height` sets the ranking's scrolling height; `--campus-ranking-highlight` the member's
 * own row; `--campus-ranking-chart-height` the chart's plot height.
 */
/** The member's own row's background (used twice, one default). */
const HIGHLIGHT = 'var(--campus-ranking-highlight, var(--campus-color-info-surface))';

export const rankingStyles = `${widgetRootRule('.campus-ranking-screen')}
.campus-ranking__header {
  display: flex;
  align-items: center;
  gap: var(--campus-space);
}
.campus-ranking__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-ranking__controls {
  display: grid;
  grid-template-columns: 1fr;
  gap: calc(var(--campus-space) * 2);
}
@container (min-width: 36em) {
  .campus-ranking__controls {
    grid-template-columns: repeat(auto-fit, minmax(calc(16 * var(--campus-rem)), 1fr));
  }
}
.campus-ranking__me {
  margin: 0;
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  background: ${HIGHLIGHT};
  font-weight: var(--campus-font-weight-strong);
}
.campus-ranking__hint {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-ranking__scroll,
.campus-ranking__table-scroll {
  overflow: auto;
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
}
.campus-ranking__scroll {
  max-height: var(--campus-ranking-list-height, min(60vh, 32 * var(--campus-rem)));
}
.campus-ranking__scroll:focus-visible,
.campus-ranking__table-scroll:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-ranking__table {
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: var(--campus-color-surface);
}
.campus-ranking__table th,
.campus-ranking__table td {
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  text-align: start;
  vertical-align: top;
  border-bottom: 1px solid var(--campus-color-surface-muted);
  /* Long words break only when they must: 'anywhere' would let columns shrink to one character on phones. */
  overflow-wrap: break-word;
}
@container (max-width: 30em) {
  .campus-ranking__table th,
  .campus-ranking__table td {
    padding-inline: calc(var(--campus-space) * 0.75);
  }
}
.campus-ranking__table tbody th {
  font-weight: normal;
}
.campus-ranking__table thead th {
  position: sticky;
  top: 0;
  z-index: 2;
  background: var(--campus-color-surface-muted);
  font-weight: var(--campus-font-weight-strong);
  font-size: var(--campus-font-size-small);
}
.campus-ranking__table .campus-ranking__points,
.campus-ranking__table .campus-ranking__position {
  text-align: end;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
}
.campus-ranking__position {
  width: 1%;
}
.campus-ranking__sku {
  font-family: ui-monospace, monospace;
  font-size: var(--campus-font-size-small);
}
/* The member's own row: highlighted, and stuck to whichever edge of the scrolling box it would leave by. */
.campus-ranking__row--me > * {
  background: ${HIGHLIGHT};
  font-weight: var(--campus-font-weight-strong);
}
.campus-ranking__scroll .campus-ranking__row--me > * {
  position: sticky;
  top: calc(2.5 * var(--campus-rem));
  bottom: 0;
  z-index: 1;
  box-shadow: inset 0 2px 0 var(--campus-color-primary), inset 0 -2px 0 var(--campus-color-primary);
}
.campus-ranking__row--me .campus-ranking__member {
  font-weight: var(--campus-font-weight-strong);
}
.campus-ranking__level-inline {
  display: none;
}
@container (max-width: 30em) {
  .campus-ranking__table .campus-ranking__level {
    display: none;
  }
  .campus-ranking__level-inline {
    display: block;
    font-weight: normal;
    font-size: var(--campus-font-size-small);
    color: var(--campus-color-text-muted);
  }
}
.campus-ranking__gap td {
  text-align: center;
  color: var(--campus-color-text-muted);
}
.campus-campaigns__group {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-campaigns__group-title,
.campus-points-table__heading,
.campus-statement__heading {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-campaigns__list {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  margin: 0;
  padding: 0;
  list-style: none;
}
${panelRule('.campus-campaigns__item', { surface: true })}
.campus-campaigns__item--selected {
  border-color: var(--campus-color-primary);
  box-shadow: inset 4px 0 0 var(--campus-color-primary);
}
@container (min-width: 36em) {
  .campus-campaigns__item {
    flex-direction: row;
    justify-content: space-between;
    align-items: flex-start;
  }
}
.campus-campaigns__body {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  min-width: 0;
}
.campus-campaigns__name {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-campaigns__period,
.campus-campaigns__description,
.campus-campaigns__none {
  margin: 0;
}
.campus-campaigns__period {
  color: var(--campus-color-text-muted);
}
.campus-campaigns__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-campaigns__feedback {
  margin: 0;
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  font-weight: var(--campus-font-weight-strong);
}
.campus-campaigns__feedback:empty {
  display: none;
}
.campus-campaigns__feedback--done {
  background: var(--campus-color-success-surface);
  color: var(--campus-color-success);
}
.campus-campaigns__feedback--error {
  background: var(--campus-color-danger-surface);
  color: var(--campus-color-danger);
}
.campus-points-table__part,
.campus-statement__entries,
.campus-statement__summary {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-statement__facts {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--campus-space);
  margin: 0;
}
@container (min-width: 40em) {
  .campus-statement__facts {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
}
.campus-statement__fact {
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface-muted);
}
.campus-statement__fact dt {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-statement__fact dd {
  margin: 0;
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong);
  font-variant-numeric: tabular-nums;
}
.campus-statement__expiring ul {
  margin: var(--campus-space) 0 0;
  padding-inline-start: calc(1.25 * var(--campus-rem));
}
.campus-statement__table {
  /* Five columns do not fit a phone: the table keeps its shape and scrolls sideways in its own box. */
  min-width: calc(40 * var(--campus-rem));
}
.campus-statement__table td:first-child,
.campus-statement__table td:last-child,
.campus-points-chart__data tbody th {
  white-space: nowrap;
}
.campus-statement__note {
  display: block;
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-statement__amount--credit {
  color: var(--campus-color-success);
}
.campus-statement__amount--debit {
  color: var(--campus-color-danger);
}
.campus-points-chart {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  margin: 0;
}
.campus-points-chart__title {
  font-weight: var(--campus-font-weight-strong);
}
.campus-points-chart__note {
  display: block;
  font-weight: normal;
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-points-chart__plot {
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: var(--campus-ranking-chart-height, calc(12 * var(--campus-rem))) auto;
  column-gap: var(--campus-space);
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
  font-variant-numeric: tabular-nums;
}
/* Gridlines are evenly spaced, so evenly spaced labels (centred on each line) match them. */
.campus-points-chart__y {
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  margin: -0.6em 0;
  padding: 0;
  list-style: none;
  text-align: end;
  line-height: 1.2;
}
.campus-points-chart__svg {
  display: block;
  width: 100%;
  height: 100%;
  overflow: visible;
}
.campus-points-chart__grid {
  stroke: var(--campus-color-surface-muted);
  stroke-width: 1px;
}
.campus-points-chart__area {
  fill: var(--campus-color-primary);
  fill-opacity: 0.12;
}
.campus-points-chart__line {
  fill: none;
  stroke: var(--campus-color-primary);
  stroke-width: 2px;
  stroke-linejoin: round;
}
.campus-points-chart__x {
  grid-column: 2;
  display: flex;
  justify-content: space-between;
  gap: var(--campus-space);
  padding-top: calc(var(--campus-space) / 2);
}
.campus-points-chart__data summary {
  cursor: pointer;
  min-height: calc(2.75 * var(--campus-rem));
  display: flex;
  align-items: center;
  color: var(--campus-color-primary-text);
  font-weight: var(--campus-font-weight-strong);
}
.campus-points-chart__data summary:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
`;
