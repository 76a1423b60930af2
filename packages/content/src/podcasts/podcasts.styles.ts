import { cardBodyRule, cardTitleRule, wrappingRowRule } from '@campus/ui';

/** The podcasts' list (search, cards) and a podcast's detail (seasons and episodes) over the tokens. */
export const podcastsStyles = `
.campus-podcasts {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: calc(var(--campus-space) * 3);
}
.campus-podcasts__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-podcasts__list,
.campus-podcasts__detail,
.campus-podcasts__podcast {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  justify-items: start;
}
.campus-podcasts__list > *,
.campus-podcasts__podcast > * {
  justify-self: stretch;
}
${wrappingRowRule('.campus-podcasts__search')}
.campus-podcasts__search {
  align-items: end;
}
.campus-podcasts__search > :first-child {
  flex: 1 1 16em;
}
.campus-podcasts__filter {
  display: inline-flex;
  align-items: center;
  gap: var(--campus-space);
  min-height: 2.75em;
}
.campus-podcasts__filter input {
  width: 1.25em;
  height: 1.25em;
}
.campus-podcasts__results,
.campus-podcasts__meta {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-podcasts__error {
  margin: 0;
  color: var(--campus-color-danger);
}
.campus-podcasts__status:empty {
  display: none;
}
.campus-podcasts__cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(16 * var(--campus-rem))), 1fr));
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-podcasts__card {
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  overflow: hidden;
}
.campus-podcasts__cover,
.campus-podcasts__detail-cover {
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: var(--campus-color-surface-muted);
}
.campus-podcasts__detail-cover {
  max-width: calc(20 * var(--campus-rem));
  border-radius: var(--campus-radius);
}
${cardBodyRule('.campus-podcasts__card-body')}
${cardTitleRule('.campus-podcasts__card-title')}
.campus-podcasts__open {
  padding: 0;
  border: 0;
  background: none;
  color: var(--campus-color-link, var(--campus-color-primary));
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
}
.campus-podcasts__open::after {
  content: '';
  position: absolute;
  inset: 0;
}
.campus-podcasts__open:focus-visible {
  outline: 2px solid var(--campus-color-focus, var(--campus-color-primary));
  outline-offset: 2px;
}
.campus-podcasts__description {
  margin: 0;
}
.campus-podcasts__favorite {
  position: absolute;
  z-index: 1;
  top: var(--campus-space);
  inset-inline-end: var(--campus-space);
  min-width: 2.75em;
  min-height: 2.75em;
  border: 1px solid var(--campus-color-border);
  border-radius: 50%;
  background: var(--campus-color-surface);
  color: var(--campus-color-primary);
  font-size: 1.25em;
  cursor: pointer;
}
.campus-podcasts__podcast-head {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
@container (min-width: 40em) {
  .campus-podcasts__podcast-head {
    grid-template-columns: minmax(0, 20em) minmax(0, 1fr);
  }
}
.campus-podcasts__season,
.campus-podcasts__playlist {
  display: grid;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
}
${wrappingRowRule('.campus-podcasts__season-head')}
.campus-podcasts__season-head {
  justify-content: space-between;
  align-items: center;
}
.campus-podcasts__season-title,
.campus-podcasts__section-title,
.campus-podcasts__playlist-title {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-podcasts__episodes {
  display: grid;
  gap: var(--campus-space);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-podcasts__episode {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
  padding-block: var(--campus-space);
  border-top: 1px solid var(--campus-color-border);
}
.campus-podcasts__episode-text {
  display: grid;
  flex: 1 1 12em;
  min-width: 0;
}
${wrappingRowRule('.campus-podcasts__add')}
.campus-podcasts__add {
  align-items: center;
}
.campus-podcasts__add-label {
  display: inline-flex;
  align-items: center;
  gap: var(--campus-space);
}
.campus-podcasts__add-label select {
  min-height: 2.75em;
  max-width: 14em;
  font: inherit;
}
`;
