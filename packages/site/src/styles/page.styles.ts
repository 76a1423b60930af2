/** Page content shared by every page: the page frame, prose, the back link, errors, and the menus' module icons. */
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
/* The campaign field's height (label, select and a hint on two lines) while the campaigns load: the field arriving
   does not push what follows down (a layout shift, CLS). */
.site-home__campaign-loading {
  min-height: 7.375rem;
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
