/**
 * Styles of the placing boards (drag_the_words, drag_and_drop, find_the_pairs; issue 22), adopted by each board
 * (`useOwnedStyleSheet`) into its root when it mounts. Every piece and target is at least 44 px (2.75 rem) square;
 * a picked piece, a target under a dragged piece and a found pair are told apart by more than colour (a lifted
 * outline, a solid border, a mark). Run-time values arrive as custom properties written with the CSSOM: the drag
 * offset (`--campus-place-drag-x/y`), a zone's box in percent (`--campus-zone-x/y/w/h`) and the cards' columns
 * (`--campus-place-columns`). On a board narrower than 480 px the zones leave the picture for a list under it,
 * numbered like the outlines drawn on the picture.
 */
export const placeStyles = `
.campus-place {
  container: campus-place / inline-size;
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-place__hint,
.campus-place__empty {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-place__section {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-place__label {
  margin: 0;
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-place__bank {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-place__piece,
.campus-place__target,
.campus-place__card {
  min-width: 2.75rem;
  min-height: 2.75rem;
  border-radius: var(--campus-radius-small);
  font: inherit;
  color: var(--campus-color-text);
  cursor: pointer;
}
.campus-place__piece {
  display: inline-flex;
  align-items: center;
  gap: var(--campus-space);
  max-width: 100%;
  padding: calc(var(--campus-space) / 2) calc(var(--campus-space) * 1.5);
  border: 2px solid var(--campus-color-border);
  background: var(--campus-color-surface);
  overflow-wrap: anywhere;
  text-align: start;
  /* Dragging is by pointer events: the browser must not scroll or zoom on a piece, nor open its callout. */
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  transition: transform 120ms ease-out, box-shadow 120ms ease-out;
}
.campus-place__piece img {
  display: block;
  max-width: 4rem;
  max-height: 4rem;
  width: auto;
  height: auto;
  border-radius: var(--campus-radius-small);
  pointer-events: none;
}
.campus-place__piece[aria-pressed='true'] {
  border-color: var(--campus-color-primary);
  background: var(--campus-color-info-surface);
  box-shadow: 0 0 0 2px var(--campus-color-primary), var(--campus-shadow);
  font-weight: var(--campus-font-weight-strong, 600);
  transform: translateY(-0.125rem);
}
.campus-place__piece[data-dragging] {
  position: relative;
  z-index: 3;
  box-shadow: var(--campus-shadow);
  cursor: grabbing;
  transform: translate(var(--campus-place-drag-x, 0px), var(--campus-place-drag-y, 0px));
  transition: none;
}
.campus-place__target {
  border: 2px dashed var(--campus-color-border);
  background: var(--campus-color-surface-muted);
}
.campus-place[data-picking] .campus-place__target {
  border-color: var(--campus-color-primary);
}
.campus-place__target[data-drop-hover] {
  border-style: solid;
  border-color: var(--campus-color-primary);
  background: var(--campus-color-info-surface);
  box-shadow: inset 0 0 0 2px var(--campus-color-primary);
}
.campus-place__target[aria-busy='true'] {
  border-style: dotted;
  cursor: progress;
}
.campus-place :focus-visible {
  outline: var(--campus-focus-ring, 3px solid #b45309);
  outline-offset: 2px;
}

/* drag_the_words: the passage with its gaps, and the word bank. */
.campus-place__passage {
  margin: 0;
  line-height: 2.75;
  white-space: pre-line;
  overflow-wrap: anywhere;
}
.campus-place__gap {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 5rem;
  margin: 0 0.125rem;
  padding: 0 var(--campus-space);
  line-height: var(--campus-line-height);
  vertical-align: middle;
  white-space: normal;
}
.campus-place__gap-number {
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-place__filled {
  padding: 0 0.25rem;
  border-bottom: 2px solid var(--campus-color-success);
  font-weight: var(--campus-font-weight-strong, 600);
}

/*
 * drag_and_drop: the picture with its zones, or a list of zones under it on a narrow board. On a wide board the
 * items stand beside the picture, so a piece and its zone are on screen together (a mouse or a finger can drag
 * from one to the other without scrolling).
 */
.campus-place__layout {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
@container campus-place (min-width: 720px) {
  .campus-place__layout {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(12rem, 2fr);
    align-items: start;
  }
}
.campus-place__stage {
  position: relative;
  min-width: 0;
}
.campus-place__picture {
  position: relative;
}
.campus-place__board-image {
  display: block;
  width: 100%;
  height: auto;
  border-radius: var(--campus-radius-small);
}
.campus-place__marker {
  left: var(--campus-zone-x, 0);
  top: var(--campus-zone-y, 0);
  width: var(--campus-zone-w, 10%);
  height: var(--campus-zone-h, 10%);
}
.campus-place__marker {
  position: absolute;
  display: flex;
  align-items: flex-start;
  justify-content: flex-start;
  border: 2px dashed var(--campus-color-primary);
  border-radius: var(--campus-radius-small);
  pointer-events: none;
}
.campus-place__zone-number {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 0.25rem;
  border-radius: 999px;
  background: var(--campus-color-primary);
  color: var(--campus-color-on-primary);
  font-size: var(--campus-font-size-small);
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-place__zones {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: var(--campus-space);
  margin: var(--campus-space) 0 0;
  padding: 0;
  list-style: none;
}
.campus-place__zone {
  display: flex;
  min-width: 2.75rem;
  min-height: 2.75rem;
}
.campus-place__zone-button {
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  align-items: center;
  gap: calc(var(--campus-space) / 2);
  width: 100%;
  padding: calc(var(--campus-space) / 2);
  text-align: start;
}
.campus-place__zone-label {
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-place__placed {
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0 calc(var(--campus-space) / 2);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-success-surface);
  color: var(--campus-color-text);
  font-size: var(--campus-font-size-small);
}
.campus-place__placed img {
  max-width: 1.5rem;
  max-height: 1.5rem;
}
@container campus-place (min-width: 480px) {
  .campus-place__stage--image .campus-place__markers {
    display: none;
  }
  .campus-place__stage--image .campus-place__zones {
    position: absolute;
    inset: 0;
    display: block;
    margin: 0;
  }
  .campus-place__stage--image .campus-place__zone {
    position: absolute;
    left: var(--campus-zone-x, 0);
    top: var(--campus-zone-y, 0);
    width: var(--campus-zone-w, 10%);
    height: var(--campus-zone-h, 10%);
  }
  .campus-place__stage--image .campus-place__zone-button {
    background: transparent;
  }
  .campus-place__stage--image .campus-place__zone-label {
    padding: 0 0.25rem;
    border-radius: var(--campus-radius-small);
    background: var(--campus-color-surface);
  }
  .campus-place__stage--image .campus-place__zone-number {
    display: none;
  }
}

/* find_the_pairs: a grid of cards, rows of --campus-place-columns cells. */
.campus-place__grid {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-place__row {
  display: grid;
  grid-template-columns: repeat(var(--campus-place-columns, 4), minmax(0, 1fr));
  gap: var(--campus-space);
}
.campus-place__cell {
  display: flex;
  min-width: 0;
}
.campus-place__card {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  width: 100%;
  min-height: 5rem;
  padding: calc(var(--campus-space) / 2);
  border: 2px solid var(--campus-color-border);
  background: var(--campus-color-surface);
  overflow-wrap: anywhere;
  hyphens: auto;
  text-align: center;
}
.campus-place__card[data-face='down'] {
  border-color: var(--campus-color-primary);
  background: var(--campus-color-primary);
  color: var(--campus-color-on-primary);
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-place__card[data-face='up'] {
  border-color: var(--campus-color-primary);
  box-shadow: 0 0 0 2px var(--campus-color-primary);
  animation: campus-place-turn 160ms ease-out;
}
.campus-place__card[data-face='missed'] {
  border-color: var(--campus-color-danger);
  border-style: dashed;
  background: var(--campus-color-danger-surface);
}
.campus-place__card[data-face='found'] {
  border-color: var(--campus-color-success);
  background: var(--campus-color-success-surface);
  cursor: default;
}
.campus-place__card img {
  display: block;
  max-width: 100%;
  max-height: 5rem;
  width: auto;
  height: auto;
  pointer-events: none;
}
.campus-place__card-mark {
  font-weight: var(--campus-font-weight-strong, 600);
}
@keyframes campus-place-turn {
  from {
    transform: scaleX(0.2);
  }
  to {
    transform: scaleX(1);
  }
}
@media (prefers-reduced-motion: reduce) {
  .campus-place__piece,
  .campus-place__card {
    transition: none;
    animation: none;
  }
  .campus-place__piece[aria-pressed='true']:not([data-dragging]) {
    transform: none;
  }
}
`;
