/**
 * Styles of the avatar editor (adopted as a constructable stylesheet with the profile's, never a `<style>`): the
 * round current picture, the square crop preview and its sliders.
 */
export const avatarEditorStyles = `
.campus-avatar {
  display: grid;
  gap: calc(var(--campus-space) * 2);
  justify-items: start;
}
.campus-avatar__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
}
.campus-avatar__current {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--campus-space) * 2);
}
.campus-avatar__image {
  inline-size: calc(6 * var(--campus-rem));
  block-size: calc(6 * var(--campus-rem));
  border-radius: 50%;
  object-fit: cover;
}
.campus-avatar__crop {
  display: grid;
  gap: var(--campus-space);
  max-inline-size: 100%;
}
.campus-avatar__canvas {
  inline-size: min(240px, 100%);
  aspect-ratio: 1;
  border-radius: 50%;
  border: 1px solid var(--campus-color-border);
  cursor: grab;
  touch-action: none;
}
.campus-avatar__canvas:focus-visible {
  outline: 3px solid var(--campus-color-focus, currentColor);
  outline-offset: 2px;
}
.campus-avatar__slider {
  display: grid;
  gap: calc(var(--campus-space) / 2);
}
.campus-avatar__hint {
  margin: 0;
  color: var(--campus-color-muted, inherit);
}
.campus-avatar__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
.campus-avatar__outcome {
  margin: 0;
}
.campus-avatar__outcome:empty {
  display: none;
}
.campus-avatar__outcome[data-tone='error'] {
  color: var(--campus-color-danger, inherit);
}
`;
