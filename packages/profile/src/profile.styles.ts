/** The personal-data form's groups, facts and status lines over the tokens and the toolkit. */
const detailsStyles = `
.campus-profile {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: calc(var(--campus-space) * 2);
}
.campus-profile__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-profile__form {
  display: grid;
  gap: calc(var(--campus-space) * 3);
}
.campus-profile__group {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  min-width: 0;
}
@container (min-width: 40em) {
  .campus-profile__group {
    grid-template-columns: repeat(auto-fill, minmax(calc(16 * var(--campus-rem)), 1fr));
  }
}
.campus-profile__group legend {
  padding: 0 var(--campus-space);
}
.campus-profile__group-title {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-profile__facts {
  display: grid;
  gap: var(--campus-space);
  margin: 0;
}
.campus-profile__facts dt {
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-profile__facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.campus-profile__organisations,
.campus-profile__choices {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
}
.campus-profile__choices {
  border: 0;
  margin: 0;
  padding: 0;
}
.campus-profile__choices .campus-profile__choices {
  padding-inline-start: calc(var(--campus-space) * 2);
}
.campus-profile__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
.campus-profile__status:empty {
  display: none;
}
.campus-profile__status,
.campus-profile__error {
  margin: 0;
}
.campus-profile__error {
  color: var(--campus-color-danger);
}
`;

/**
 * The inbox, the activity feed and the training ranking: lists of rows over the tokens, an unread message marked
 * by weight and a side bar, the learner's own ranking row highlighted.
 */
const listStyles = `
.campus-profile-inbox,
.campus-profile-feed,
.campus-profile-ranking {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-profile-inbox__count,
.campus-profile-feed__shown {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-profile-inbox__list,
.campus-profile-feed__list {
  display: grid;
  gap: var(--campus-space);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-profile-inbox__item,
.campus-profile-inbox__item--unread,
.campus-profile-feed__item {
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  min-width: 0;
}
.campus-profile-inbox__item--unread {
  border-inline-start: 4px solid var(--campus-color-primary);
}
.campus-profile-inbox__toggle {
  display: grid;
  gap: calc(var(--campus-space) / 2);
  width: 100%;
  min-height: 44px;
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  border: 0;
  border-radius: var(--campus-radius);
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.campus-profile-inbox__toggle:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-profile-inbox__state {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-profile-inbox__item--unread .campus-profile-inbox__state,
.campus-profile-inbox__item--unread .campus-profile-inbox__preview {
  font-weight: 600;
  color: var(--campus-color-text);
}
.campus-profile-inbox__preview {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.campus-profile-inbox__toggle time,
.campus-profile-feed__item time {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-profile-inbox__body {
  padding: 0 calc(var(--campus-space) * 1.5) var(--campus-space);
  overflow-wrap: anywhere;
}
.campus-profile-inbox__body p,
.campus-profile-feed__item p {
  margin: 0;
}
.campus-profile-feed__item {
  display: grid;
  gap: calc(var(--campus-space) / 2);
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  overflow-wrap: anywhere;
}
.campus-profile-ranking__scroll {
  max-height: calc(28 * var(--campus-rem));
  overflow: auto;
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
}
.campus-profile-ranking__scroll:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-profile-ranking table {
  width: 100%;
  border-collapse: collapse;
}
.campus-profile-ranking th,
.campus-profile-ranking td {
  padding: var(--campus-space);
  border-bottom: 1px solid var(--campus-color-border);
  text-align: start;
}
.campus-profile-ranking thead th {
  position: sticky;
  top: 0;
  background: var(--campus-color-surface);
}
.campus-profile-ranking__row--me {
  background: var(--campus-color-surface-muted);
  font-weight: 600;
}
`;

/**
 * The profile's own styles, adopted as one constructable stylesheet (never a `<style>`): the personal-data form,
 * the inbox, feed and training ranking. The account sections (photo, phone, password, deletion) and the other
 * packages' panels adopt theirs when they load (`StylesOnMount`).
 */
export const profileStyles = [detailsStyles, listStyles].join('\n');
