/** Page content shared by every page: the page frame, prose, the back link and errors. */
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
`;
