import { widgetRootRule } from '@campus/ui';

/**
 * Styles of the news, adopted as a constructable stylesheet after the toolkit's; the article body's elements (only
 * core's rich-text ones) are styled here, since the body carries no style of its own. Layout follows the widget's
 * own width (container queries), from phones (390 px) up.
 */
export const newsStyles = `${widgetRootRule('.campus-news')}
.campus-news {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-news__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
  overflow-wrap: anywhere;
}
.campus-news__back {
  justify-self: start;
}
.campus-news__list {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-news__item {
  display: grid;
  gap: calc(var(--campus-space) * 1.5);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  min-width: 0;
}
@container (min-width: 40em) {
  .campus-news__item {
    grid-template-columns: calc(14 * var(--campus-rem)) minmax(0, 1fr);
    align-items: start;
  }
}
.campus-news__image,
.campus-news__cover {
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: var(--campus-radius);
}
.campus-news__cover {
  max-width: calc(40 * var(--campus-rem));
}
.campus-news__item-body {
  display: grid;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-news__item-body > .campus-button {
  justify-self: start;
}
.campus-news__item-title {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
  overflow-wrap: anywhere;
}
.campus-news__date,
.campus-news__summary {
  margin: 0;
}
.campus-news__date {
  color: var(--campus-color-text-muted);
}
.campus-news__body {
  max-width: 42em;
  line-height: 1.6;
  overflow-wrap: anywhere;
}
.campus-news__body > :first-child {
  margin-top: 0;
}
.campus-news__body h2,
.campus-news__body h3,
.campus-news__body h4 {
  margin: 1.5em 0 0.5em;
  line-height: 1.3;
}
.campus-news__body h2 {
  font-size: calc(1.25 * var(--campus-rem));
}
.campus-news__body h3,
.campus-news__body h4 {
  font-size: var(--campus-font-size-large);
}
.campus-news__body a {
  color: var(--campus-color-primary-text);
  text-decoration: underline;
}
.campus-news__body blockquote {
  margin: 1em 0;
  padding-inline-start: calc(var(--campus-space) * 2);
  border-inline-start: 4px solid var(--campus-color-border);
  color: var(--campus-color-text-muted);
}
.campus-news__body figure {
  margin: 1em 0;
}
.campus-news__body img {
  max-width: 100%;
  height: auto;
  border-radius: var(--campus-radius);
}
.campus-news__body figcaption {
  color: var(--campus-color-text-muted);
  font-size: 0.9em;
}
`;
