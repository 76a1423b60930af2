import { cardBodyRule, cardTitleRule, panelRule, wrappingRowRule } from '@campus/ui';
/**
 * Styles of the catalogue widgets (list, item cards, filters, detail), adopted as a constructable stylesheet
 * after the toolkit's. Layout follows the widget's own width (container queries): one column at phone widths
 * (390 px), covers beside the text from 640 px.
 * `--campus-catalogue-list-height` sets the scrolling list's height; `--campus-catalogue-image-width` the
 * cover's width beside the text on wide screens.
 */
/** The cover's width beside the text (used twice, one default). */
const IMAGE_WIDTH = 'var(--campus-catalogue-image-width, calc(12 * var(--campus-rem)))';

export const catalogueStyles = `
.campus-catalogue,
.campus-catalogue-detail {
  font-family: var(--campus-font-family);
  font-size: var(--campus-font-size);
  line-height: var(--campus-line-height);
  color: var(--campus-color-text);
}
.campus-catalogue {
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-catalogue .campus-virtual-list {
  --campus-virtual-list-height: var(--campus-catalogue-list-height, min(70vh, 48 * var(--campus-rem)));
}
.campus-catalogue__header {
  display: flex;
  align-items: center;
  gap: var(--campus-space);
}
.campus-catalogue__title,
.campus-catalogue-detail__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-catalogue__filters {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  align-items: stretch;
}
.campus-catalogue__filters > .campus-button {
  align-self: flex-start;
}
.campus-catalogue__panel {
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-catalogue__panel-toggle {
  cursor: pointer;
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  font-weight: var(--campus-font-weight-strong);
  min-height: calc(2.75 * var(--campus-rem));
  display: flex;
  align-items: center;
}
/* The summary is a flex box (no native marker): a chevron shows whether the filters are open. */
.campus-catalogue__panel-toggle::before {
  content: '';
  display: inline-block;
  padding: calc(0.2 * var(--campus-rem));
  margin-inline-end: calc(0.75 * var(--campus-rem));
  border: solid currentColor;
  border-width: 0 2px 2px 0;
  transform: rotate(-45deg);
}
.campus-catalogue__panel[open] > .campus-catalogue__panel-toggle::before {
  transform: rotate(45deg);
}
.campus-catalogue__panel-toggle::-webkit-details-marker {
  display: none;
}
.campus-catalogue__panel-body {
  display: grid;
  grid-template-columns: 1fr;
  gap: calc(var(--campus-space) * 2);
  padding: var(--campus-space) calc(var(--campus-space) * 2) calc(var(--campus-space) * 2);
}
@container (min-width: 40em) {
  .campus-catalogue__panel-body {
    grid-template-columns: repeat(auto-fill, minmax(calc(14 * var(--campus-rem)), 1fr));
  }
}
.campus-catalogue__failure:empty {
  display: none;
}
.campus-catalogue__failure {
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  background: var(--campus-color-danger-surface);
  color: var(--campus-color-danger);
  font-weight: var(--campus-font-weight-strong);
}
.campus-catalogue__loading {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
.campus-catalogue__placeholder {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-catalogue__more {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-catalogue__count {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-catalogue .campus-virtual-list__item {
  padding: var(--campus-space);
}
.campus-catalogue-item {
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
}
.campus-catalogue-item__image,
.campus-catalogue-detail__image {
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
}
@container (min-width: 40em) {
  .campus-catalogue-item {
    flex-direction: row;
  }
  .campus-catalogue-item__image {
    flex: 0 0 ${IMAGE_WIDTH};
    width: ${IMAGE_WIDTH};
  }
}
.campus-catalogue-detail__image {
  max-width: calc(32 * var(--campus-rem));
  border-radius: var(--campus-radius);
}
${cardBodyRule('.campus-catalogue-item__body')}
${wrappingRowRule('.campus-catalogue-item__badges')}
${cardTitleRule('.campus-catalogue-item__title, .campus-catalogue-event__title')}
.campus-catalogue-item__facts {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2) calc(var(--campus-space) * 2);
  margin: 0;
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-catalogue-item__fact {
  display: flex;
  gap: calc(var(--campus-space) / 2);
}
.campus-catalogue-item__fact dt {
  font-weight: var(--campus-font-weight-strong);
}
.campus-catalogue-item__fact dt::after {
  content: ':';
}
.campus-catalogue-item__fact dd {
  margin: 0;
}
.campus-catalogue-item__notice {
  margin: 0;
  color: var(--campus-color-danger);
  font-weight: var(--campus-font-weight-strong);
}
.campus-catalogue-item__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-catalogue-item__favorite {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: calc(2.75 * var(--campus-rem));
  min-height: calc(2.75 * var(--campus-rem));
  margin-inline-start: auto;
  border: 1px solid var(--campus-color-border);
  border-radius: 999px;
  background: var(--campus-color-surface);
  color: var(--campus-color-danger);
  cursor: pointer;
}
.campus-catalogue-item__favorite:disabled {
  cursor: progress;
  opacity: 0.6;
}
.campus-catalogue-detail {
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-catalogue-detail > .campus-button {
  align-self: flex-start;
}
.campus-catalogue-detail__header {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-catalogue-detail__description,
.campus-catalogue-detail__hint,
.campus-catalogue-detail__teaching {
  margin: 0;
}
.campus-catalogue-detail__hint {
  color: var(--campus-color-text-muted);
}
.campus-catalogue-detail__section h3 {
  margin: 0 0 var(--campus-space);
  font-size: var(--campus-font-size-large);
}
.campus-catalogue-detail__count {
  font-weight: normal;
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-catalogue-detail__list {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
${panelRule('.campus-catalogue-event', { surface: false })}
.campus-catalogue-activity {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: calc(var(--campus-space) * 2);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
}
.campus-catalogue-activity__order {
  flex: none;
  min-width: 2ch;
  font-weight: bold;
  font-size: var(--campus-font-size-large);
}
.campus-catalogue-activity__body {
  display: flex;
  flex: 1 1 calc(16 * var(--campus-rem));
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-catalogue-activity__title {
  margin: 0;
  font-size: var(--campus-font-size);
  overflow-wrap: anywhere;
}
.campus-catalogue-activity__duration {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
`;
