/** Page content: the page frame, prose, home (banner, shortcuts), FAQ, facts lists, steps, and the icons. */
export const pageStyles = `
.site-page {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
.site-page[data-width='narrow'] {
  max-width: 36rem;
  margin-inline: auto;
}
.site-page__header {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
}
.site-page__title {
  margin: 0;
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2rem);
  line-height: 1.2;
}
.site-page__intro {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.site-page > .campus-auth {
  width: 100%;
  padding: calc(var(--campus-space) * 3);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
  box-shadow: var(--campus-shadow);
}
.site-prose {
  max-width: 48rem;
  padding: calc(var(--campus-space) * 3);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
.site-prose p {
  margin: 0 0 calc(var(--campus-space) * 2);
}
.site-prose__lead {
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong);
}
/* The page's h1 already names the catalogue: its own heading stays for screen readers and focus only. */
.site-page .campus-catalogue__title {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.site-back {
  margin: 0;
}
.site-error {
  padding: calc(var(--campus-space) * 3);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
/* Content waiting to come near the viewport (WhenNearView) keeps some height, so the footer stays below it. */
.site-when-near[data-near='false'] {
  min-height: 20rem;
}
.site-banner__slides {
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(16rem, 1fr);
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0 0 var(--campus-space);
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
}
/* Every slide (and the placeholder shown while the first answer loads) has the same height on every screen, so
   the banner arriving does not move the page below it (CLS): a fixed image height, titles and descriptions of at
   most two lines, and a minimum height that holds the image, the text and the link. */
.site-banner__slide {
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 20rem;
  overflow: hidden;
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
  box-shadow: var(--campus-shadow);
  scroll-snap-align: start;
}
.site-banner__image {
  display: block;
  flex: none;
  width: 100%;
  height: 8rem;
  object-fit: cover;
}
.site-banner__image--placeholder {
  background: var(--campus-color-surface-muted);
}
.site-banner__text {
  padding: calc(var(--campus-space) * 2);
}
.site-banner__title {
  margin: 0 0 var(--campus-space);
  font-size: var(--campus-font-size-large);
}
.site-banner__title, .site-banner__text p {
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
}
.site-banner__text p {
  margin: 0 0 var(--campus-space);
}
.site-banner__dismiss {
  position: absolute;
  top: var(--campus-space);
  inset-inline-end: var(--campus-space);
  width: 2.75rem;
  height: 2.75rem;
  color: var(--campus-color-text);
  font-size: 1.5rem;
  line-height: 1;
  background: var(--campus-color-surface);
  border: 1px solid var(--campus-color-border);
  border-radius: 50%;
  cursor: pointer;
}
.site-home__grid {
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: calc(var(--campus-space) * 3);
  align-items: start;
}
@media (max-width: 60rem) {
  .site-home__grid {
    grid-template-columns: minmax(0, 1fr);
  }
}
.site-home__section {
  padding: calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
/* The campaign field's height (label, select and a hint on two lines) while the campaigns load: the field arriving
   does not push what follows down (a layout shift, CLS). */
.site-home__campaign-loading {
  min-height: 7.375rem;
}
.site-home__section h2 {
  margin: 0 0 calc(var(--campus-space) * 1.5);
  font-size: var(--campus-font-size-large);
}
.site-shortcuts {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: calc(var(--campus-space) * 1.5);
  margin: 0;
  padding: 0;
  list-style: none;
}
.site-shortcut {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: calc(var(--campus-space) / 2) var(--campus-space);
  align-items: center;
  height: 100%;
  padding: calc(var(--campus-space) * 1.5);
  color: var(--campus-color-text);
  text-decoration: none;
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);
}
.site-shortcut:hover {
  border-color: var(--campus-color-primary);
}
.site-shortcut__icon {
  color: var(--campus-color-primary-text);
}
.site-shortcut__label {
  font-weight: var(--campus-font-weight-strong);
}
.site-shortcut__hint {
  grid-column: 1 / -1;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.site-search {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
  align-items: end;
}
.site-search > :first-child {
  flex: 1 1 16rem;
}
.site-faq__category {
  padding: calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
.site-faq__category h2 {
  margin: 0 0 var(--campus-space);
  font-size: var(--campus-font-size-large);
}
.site-faq__question {
  padding: var(--campus-space) 0;
  border-top: 1px solid var(--campus-color-surface-muted);
}
.site-faq__question summary {
  min-height: 2.75rem;
  padding: var(--campus-space) 0;
  font-weight: var(--campus-font-weight-strong);
  cursor: pointer;
}
.site-facts {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: calc(var(--campus-space) * 2);
  margin: 0;
}
.site-facts dt {
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.site-facts dd {
  margin: 0;
  font-weight: var(--campus-font-weight-strong);
}
.site-lounge {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  padding: calc(var(--campus-space) * 3);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
.site-lounge p {
  margin: 0;
}
.site-lounge__note {
  padding: calc(var(--campus-space) * 1.5);
  background: var(--campus-color-info-surface);
  border-radius: var(--campus-radius);
}
.site-steps {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding-inline-start: 1.5rem;
}
.site-steps > li {
  padding: calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
.site-steps h2 {
  margin: 0 0 var(--campus-space);
  font-size: var(--campus-font-size-large);
}
.site-steps p {
  margin: 0;
}
.site-highlights {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
  margin: 0;
  padding: 0;
  list-style: none;
}
.site-highlights li {
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
}
[data-module] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16'/%3E%3C/svg%3E");
}
[data-module='home'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M3 11 12 3l9 8v10h-6v-6H9v6H3z'/%3E%3C/svg%3E");
}
[data-module='online_courses'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M3 4h18v13H3zM8 20h8v-2H8z'/%3E%3C/svg%3E");
}
[data-module='trails'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4m14 14a2 2 0 1 1 0 4 2 2 0 0 1 0-4M5 8h2v4a3 3 0 0 0 3 3h4a5 5 0 0 1 5 5h-2a3 3 0 0 0-3-3h-4a5 5 0 0 1-5-5z'/%3E%3C/svg%3E");
}
[data-module='presential_courses'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M8 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6m8 0a3 3 0 1 1 0 6 3 3 0 0 1 0-6M2 19c0-3 3-6 6-6s6 3 6 6zm12 0c0-2-1-4-2-5 1-1 3-1 4-1 3 0 6 3 6 6z'/%3E%3C/svg%3E");
}
[data-module='webinars'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6M5.6 5.6l1.4 1.4a7 7 0 0 0 0 10l-1.4 1.4a9 9 0 0 1 0-12.8m12.8 0a9 9 0 0 1 0 12.8L17 17a7 7 0 0 0 0-10z'/%3E%3C/svg%3E");
}
[data-module='live_classes'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M3 6h13v12H3zm14 4 4-3v10l-4-3z'/%3E%3C/svg%3E");
}
[data-module='faq'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20m-1 14v2h2v-2zm1-10a4 4 0 0 0-4 4h2a2 2 0 1 1 3 1.7c-1.2.7-2 1.5-2 3.3h2c0-1 .4-1.4 1-1.8A4 4 0 0 0 12 6'/%3E%3C/svg%3E");
}
[data-module='menu'] {
  --site-icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z'/%3E%3C/svg%3E");
}
`;
