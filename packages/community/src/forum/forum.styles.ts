import { widgetRootRule } from '@campus/ui';

/**
 * Styles of `<campus-forum>`, adopted as a constructable stylesheet after the toolkit's. One column that follows
 * the widget's own width, from phones (390 px) up: lists of bordered cards, a thread of replies, forms below.
 */
export const forumStyles = `${widgetRootRule('.campus-forum')}
.campus-forum {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-forum__section {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-forum__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
  overflow-wrap: anywhere;
}
.campus-forum__title:focus {
  outline: none;
}
.campus-forum__title:focus-visible {
  outline: 2px solid var(--campus-color-focus, var(--campus-color-primary));
  outline-offset: 2px;
}
.campus-forum__list {
  display: grid;
  gap: var(--campus-space);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-forum__card {
  display: grid;
  gap: calc(var(--campus-space) / 2);
  min-width: 0;
  padding: calc(var(--campus-space) * 1.5);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-forum__card[data-status='hidden'],
.campus-forum__card[data-status='deleted'] {
  border-style: dashed;
}
.campus-forum__card-title {
  margin: 0;
  font-size: calc(1.125 * var(--campus-rem));
  overflow-wrap: anywhere;
}
.campus-forum__link {
  padding: 0;
  border: 0;
  background: none;
  color: var(--campus-color-link, var(--campus-color-primary));
  font: inherit;
  font-weight: 600;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
}
.campus-forum__meta {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: calc(0.875 * var(--campus-rem));
}
.campus-forum__meta > * + *::before {
  content: ' · ';
}
.campus-forum__body {
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.campus-forum__placeholder {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-style: italic;
}
.campus-forum__row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-forum__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
.campus-forum__notice {
  margin: 0;
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  border-inline-start: 4px solid var(--campus-color-primary);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface-muted, var(--campus-color-surface));
}
.campus-forum__form {
  display: grid;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-forum__textarea {
  width: 100%;
  min-height: 6em;
  resize: vertical;
  box-sizing: border-box;
}
.campus-forum__problem {
  margin: 0;
  color: var(--campus-color-danger);
  font-weight: 600;
}
.campus-forum__status {
  margin: 0;
}
.campus-forum__quote {
  margin: 0;
  padding: var(--campus-space);
  border-inline-start: 3px solid var(--campus-color-border);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
`;
