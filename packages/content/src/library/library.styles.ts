import { widgetRootRule } from '@campus/ui';

/**
 * Styles of the library, adopted as a constructable stylesheet after the toolkit's. Layout follows the widget's own
 * width (container queries), from phones (390 px) up.
 */
export const libraryStyles = `${widgetRootRule('.campus-library')}
.campus-library {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-library__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
  overflow-wrap: anywhere;
}
.campus-library__filters {
  display: grid;
  gap: var(--campus-space);
  align-items: end;
}
@container (min-width: 44em) {
  .campus-library__filters {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
}
.campus-library__filter-actions,
.campus-library__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
.campus-library__files {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
@container (min-width: 40em) {
  .campus-library__files {
    grid-template-columns: repeat(auto-fill, minmax(calc(18 * var(--campus-rem)), 1fr));
  }
}
.campus-library__count,
.campus-library__state,
.campus-library__more {
  grid-column: 1 / -1;
}
.campus-library__count {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-library__count:empty {
  display: none;
}
.campus-library__file {
  display: grid;
  gap: var(--campus-space);
  align-content: start;
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  min-width: 0;
}
.campus-library__file > .campus-button {
  justify-self: start;
}
.campus-library__file-title {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
  overflow-wrap: anywhere;
}
.campus-library__file-description,
.campus-library__file-facts {
  margin: 0;
}
.campus-library__file-facts {
  color: var(--campus-color-text-muted);
}
.campus-library__back {
  justify-self: start;
}
.campus-library__facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(10 * var(--campus-rem)), 1fr));
  gap: var(--campus-space);
  margin: 0;
}
.campus-library__facts dt {
  color: var(--campus-color-text-muted);
}
.campus-library__facts dd {
  margin: 0;
  font-weight: 600;
}
.campus-library__file-name {
  overflow-wrap: anywhere;
}
.campus-library__status {
  margin: 0;
}
.campus-library__status:empty {
  display: none;
}
.campus-library__status[data-tone='danger'] {
  color: var(--campus-color-danger);
}
.campus-library__preview {
  display: grid;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-library__image {
  max-width: 100%;
  height: auto;
  justify-self: start;
  border-radius: var(--campus-radius);
}
.campus-library__text {
  max-height: calc(24 * var(--campus-rem));
  overflow: auto;
  margin: 0;
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
`;
