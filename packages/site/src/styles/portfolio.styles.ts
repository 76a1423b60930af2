/**
 * The portfolio pages (spec §2 portfolio group): the course cards of the showcase and the course page, adopted by
 * the portfolio pages' chunks. One column at phone widths, a grid of cards from 40rem.
 */
export const portfolioStyles = `
.site-portfolio {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
}
.site-portfolio__card {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  height: 100%;
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.site-portfolio__card h3 {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
}
.site-portfolio__card p,
.site-portfolio-course p {
  margin: 0;
}
.site-portfolio__cover,
.site-portfolio-course__cover {
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface-muted);
}
.site-portfolio__description {
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
}
.site-portfolio__facts,
.site-portfolio-course__facts {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space) calc(var(--campus-space) * 2);
  margin: 0;
  color: var(--campus-color-text-muted);
}
.site-portfolio__facts div,
.site-portfolio-course__facts div {
  display: flex;
  gap: 0.25rem;
}
.site-portfolio__facts dd,
.site-portfolio-course__facts dd {
  margin: 0;
  font-weight: var(--campus-font-weight-strong);
}
.site-portfolio-course {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  max-width: 48rem;
}
.site-portfolio-course__enrol {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  background: var(--campus-color-info-surface);
}
.site-portfolio-course__enrol h2 {
  margin: 0;
  font-size: var(--campus-font-size-large);
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
`;
