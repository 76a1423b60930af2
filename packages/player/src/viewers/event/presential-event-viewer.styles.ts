/**
 * Styles of the in-person event viewer, adopted by the viewer itself (`useOwnedStyleSheet`) into the player's root when
 * it mounts: a card of facts that wraps on a phone (390 px).
 */
export const presentialEventViewerStyles = `
.campus-player__event {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  max-width: 40rem;
  min-width: 0;
}
.campus-player__event-facts {
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: calc(var(--campus-space) / 2) var(--campus-space);
  margin: 0;
}
.campus-player__event-facts dt {
  font-weight: 600;
}
.campus-player__event-facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.campus-player__event p {
  margin: 0;
}
.campus-player__event-presence {
  font-weight: 600;
}
.campus-player__event-check-in {
  align-self: flex-start;
  color: var(--campus-color-primary);
  font-weight: 600;
}
`;
