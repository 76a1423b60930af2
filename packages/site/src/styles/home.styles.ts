/**
 * The home (spec §2 home): the welcome banner, the sections' grid, the campaign field and the module shortcuts.
 * Adopted by the home page's chunk.
 */
export const homeStyles = `
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
`;
