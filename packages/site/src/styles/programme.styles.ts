/**
 * The loyalty programme's pages (adopted with the page's chunk, see `adoptProgrammeStyles`): the widgets' own
 * top headings repeat the page's `<h1>`, so they stay for screen readers and focus only; the sections below the
 * main widget are set apart; the members-only and blocked notices.
 */
export const programmeStyles = `
.site-page > .campus-rewards > .campus-rewards__title,
.site-page > .campus-points-table > .campus-ranking__title,
.site-page > .campus-campaigns > .campus-ranking__title,
.site-page > .campus-sales[part='sales-form'] > .campus-sales__title {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.site-programme-section {
  padding-block-start: calc(var(--campus-space) * 3);
  border-block-start: 1px solid var(--campus-color-border);
}
`;
