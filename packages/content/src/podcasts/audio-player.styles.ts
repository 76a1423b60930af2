/** The mini audio player: a bar of the episode, its controls, the timeline and the speed, wrapping on phones. */
export const audioPlayerStyles = `
.campus-audio-player {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space) calc(var(--campus-space) * 2);
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  box-shadow: 0 2px 12px rgb(0 0 0 / 0.12);
}
.campus-audio-player:focus-visible {
  outline: 2px solid var(--campus-color-focus, var(--campus-color-primary));
  outline-offset: 2px;
}
.campus-audio-player__info {
  display: grid;
  flex: 1 1 12em;
  min-width: 0;
}
.campus-audio-player__eyebrow,
.campus-audio-player__show,
.campus-audio-player__keys {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-audio-player__keys {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
.campus-audio-player__title {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.campus-audio-player__error {
  color: var(--campus-color-danger);
}
.campus-audio-player__controls {
  display: flex;
  gap: calc(var(--campus-space) / 2);
}
.campus-audio-player__button {
  min-width: 2.75em;
  min-height: 2.75em;
  padding: 0 calc(var(--campus-space) / 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
  font: inherit;
  cursor: pointer;
}
.campus-audio-player__button:disabled {
  opacity: 0.5;
  cursor: default;
}
.campus-audio-player__toggle {
  background: var(--campus-color-primary);
  color: var(--campus-color-on-primary);
  border-color: var(--campus-color-primary);
}
.campus-audio-player__button:focus-visible,
.campus-audio-player__speed select:focus-visible,
.campus-audio-player__slider:focus-visible {
  outline: 2px solid var(--campus-color-focus, var(--campus-color-primary));
  outline-offset: 2px;
}
.campus-audio-player__timeline {
  display: flex;
  flex: 2 1 16em;
  align-items: center;
  gap: var(--campus-space);
  font-variant-numeric: tabular-nums;
  font-size: var(--campus-font-size-small);
}
.campus-audio-player__slider {
  flex: 1;
  min-width: 6em;
  accent-color: var(--campus-color-primary);
}
.campus-audio-player__speed {
  display: flex;
  align-items: center;
  gap: calc(var(--campus-space) / 2);
  font-size: var(--campus-font-size-small);
}
.campus-audio-player__speed select {
  min-height: 2.75em;
  font: inherit;
}
`;
