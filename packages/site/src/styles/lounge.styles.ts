/** The webinar lounge: its facts list and notes. Adopted by the lounge page's chunk. */
export const loungeStyles = `
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
`;
