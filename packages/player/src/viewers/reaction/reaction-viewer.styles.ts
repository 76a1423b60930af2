/**
 * Styles of the reaction evaluation, adopted by the viewer itself (`useOwnedStyleSheet`) into the player's root when
 * it mounts. The toolkit's field, radio group and button styles do the rest; ratings wrap on a phone (390 px).
 */
export const reactionViewerStyles = `
.campus-player__reaction {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  max-width: 40rem;
  min-width: 0;
}
.campus-player__reaction-form {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 1.5);
  min-width: 0;
}
.campus-player__reaction > p,
.campus-player__reaction-form > p {
  margin: 0;
}
.campus-player__reaction-status:empty {
  /* Kept in the page (a live region must exist before its text), taking no room while it says nothing. */
  position: absolute;
}
.campus-player__reaction-title {
  margin: 0;
  font-weight: 600;
}
.campus-player__reaction textarea.campus-input {
  min-height: 6rem;
  resize: vertical;
  width: 100%;
  box-sizing: border-box;
  font: inherit;
}
.campus-player__reaction-counter {
  margin: 0;
  font-size: 0.875em;
  color: var(--campus-color-text-muted, inherit);
  text-align: end;
}
.campus-player__reaction .campus-radio-group__options {
  flex-wrap: wrap;
}
`;
