/**
 * Styles of the live viewer, adopted by the viewer itself (`useOwnedStyleSheet`) into the player's root when it
 * mounts, so the shell's stylesheet carries none of them. The media viewers bring their own.
 */
export const liveViewerStyles = `
.campus-live,
.campus-live__panel,
.campus-live__waiting,
.campus-live__playing {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-live p {
  margin: 0;
}
.campus-live__badges {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-live__badges > li {
  padding: 0.125rem 0.625rem;
  border: 1px solid var(--campus-color-border);
  border-radius: 999px;
  font-size: 0.875em;
}
.campus-live__phase--live {
  background: var(--campus-color-danger);
  border-color: var(--campus-color-danger);
  color: var(--campus-color-on-danger);
  font-weight: 600;
}
.campus-live__announce:empty {
  /* Kept in the page (a live region must exist before its text), taking no room while it says nothing. */
  position: absolute;
}
.campus-live__title {
  font-weight: 600;
  font-size: 1.125em;
}
.campus-live__countdown {
  font-variant-numeric: tabular-nums;
  font-size: 1.25em;
}
.campus-live__hint {
  color: var(--campus-color-text-muted);
}
`;
