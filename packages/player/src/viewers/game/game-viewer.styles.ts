/**
 * Styles of the game viewer and its boards, adopted by the viewer itself (`useOwnedStyleSheet`) into the player's
 * root when it mounts, so the shell's stylesheet carries none of them. One column on phones (390 px); every button
 * of a board is at least 44 px high (a touch target); the flashcard turns in 3D, and does not move at all under
 * `prefers-reduced-motion`. Right and wrong are said in words too, never by colour alone.
 */
export const gameViewerStyles = `
.campus-game {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-game__overview,
.campus-game__attempt,
.campus-game__end,
.campus-game__section,
.campus-game__sorting,
.campus-game__current,
.campus-game__flashcards,
.campus-game__enigma,
.campus-game__review {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-game__subtitle,
.campus-game__end-title {
  margin: 0;
  font-size: 1.1em;
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-game__end-title {
  font-size: var(--campus-font-size-large);
}
.campus-game p {
  margin: 0;
}
.campus-game__instructions,
.campus-game__statement-text,
.campus-game__item-text,
.campus-game__face-text,
.campus-game__text {
  white-space: pre-line;
  overflow-wrap: anywhere;
}
.campus-game__rules,
.campus-game__review-list,
.campus-game__done-list {
  margin: 0;
  padding-inline-start: calc(var(--campus-space) * 2.5);
}
.campus-game__actions,
.campus-game__choices,
.campus-game__knew {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-game__knew .campus-game__question {
  flex-basis: 100%;
}
.campus-game__reason,
.campus-game__count,
.campus-game__position,
.campus-game__help,
.campus-game__tried,
.campus-game__face-label {
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-game__problem,
.campus-game__moved {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  background: var(--campus-color-warning-surface);
}
.campus-game__moved-title {
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-game__bar {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--campus-space);
  padding-bottom: var(--campus-space);
  border-bottom: 1px solid var(--campus-color-border);
}
.campus-game__errors {
  font-variant-numeric: tabular-nums;
}
.campus-game__subtitle:focus,
.campus-game__end-title:focus {
  outline: none;
}
.campus-game__subtitle:focus-visible,
.campus-game__end-title:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-game__image {
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: var(--campus-radius-small);
}
.campus-game__choice,
.campus-game__category,
.campus-game__turn,
.campus-game__check,
.campus-game__key {
  min-width: calc(2.75 * var(--campus-rem));
  min-height: calc(2.75 * var(--campus-rem));
  padding: 0 calc(var(--campus-space) * 1.5);
  border: 2px solid var(--campus-color-primary);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-surface);
  color: var(--campus-color-primary-text);
  font: inherit;
  font-weight: var(--campus-font-weight-strong, 600);
  cursor: pointer;
}
.campus-game__choice {
  min-width: calc(8 * var(--campus-rem));
}
.campus-game__turn {
  background: var(--campus-color-primary);
  color: var(--campus-color-on-primary);
}
.campus-game__choice[aria-disabled='true'],
.campus-game__category[aria-disabled='true'],
.campus-game__check[aria-disabled='true'],
.campus-game__key[aria-disabled='true'],
.campus-game__guess .campus-button[aria-disabled='true'] {
  cursor: not-allowed;
  opacity: 0.6;
}
.campus-game__statements {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-game__statement {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 1.5);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
}
.campus-game__closed,
.campus-game__last {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  padding: var(--campus-space);
  border-inline-start: 4px solid var(--campus-color-danger);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-danger-surface);
}
.campus-game__closed--right,
.campus-game__last--right {
  border-inline-start-color: var(--campus-color-success);
  background: var(--campus-color-success-surface);
}
.campus-game__done-list {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  padding: 0;
  list-style: none;
}
.campus-game__verdict {
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-game__current {
  padding: calc(var(--campus-space) * 1.5);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
}
.campus-game__item-text {
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-game__categories {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--campus-space);
}
.campus-game__category {
  min-height: calc(4 * var(--campus-rem));
  padding: var(--campus-space);
  font-size: var(--campus-font-size-large);
  overflow-wrap: anywhere;
}
.campus-game__card {
  perspective: calc(60 * var(--campus-rem));
}
.campus-game__card-inner {
  display: grid;
  min-height: calc(10 * var(--campus-rem));
  transform-style: preserve-3d;
  transition: transform 0.45s ease;
}
.campus-game__card[data-flipped] .campus-game__card-inner {
  transform: rotateY(180deg);
}
.campus-game__face {
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  text-align: center;
  -webkit-backface-visibility: hidden;
  backface-visibility: hidden;
}
.campus-game__face--back {
  background: var(--campus-color-info-surface);
  transform: rotateY(180deg);
}
.campus-game__face-text {
  font-size: var(--campus-font-size-large);
}
@media (prefers-reduced-motion: reduce) {
  .campus-game__card-inner {
    transition: none;
  }
}
.campus-game__passage {
  line-height: 2.75;
  overflow-wrap: anywhere;
}
.campus-game__gap {
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--campus-space) / 2);
  max-width: 100%;
  margin: 0 calc(var(--campus-space) / 2);
  line-height: var(--campus-line-height, 1.5);
  vertical-align: middle;
}
.campus-game__gap-input {
  width: calc(9 * var(--campus-rem));
  max-width: 100%;
  min-height: calc(2.75 * var(--campus-rem));
  padding: 0 var(--campus-space);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
  font: inherit;
}
.campus-game__gap-input[aria-invalid='true'] {
  border: 2px solid var(--campus-color-danger);
}
.campus-game__gap-note {
  color: var(--campus-color-danger);
  font-size: var(--campus-font-size-small);
}
.campus-game__filled {
  padding: 0 calc(var(--campus-space) / 2);
  border-bottom: 2px solid var(--campus-color-success);
  background: var(--campus-color-success-surface);
}
.campus-game__typo {
  font-size: var(--campus-font-size-small);
}
.campus-game__mask {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-game__words {
  line-height: 2.75;
}
.campus-game__word {
  display: inline-flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2);
  margin-inline-end: var(--campus-space);
  vertical-align: middle;
}
.campus-game__box {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: calc(1.75 * var(--campus-rem));
  height: calc(2.25 * var(--campus-rem));
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong, 600);
  line-height: 1;
  text-transform: uppercase;
}
.campus-game__box--hidden,
.campus-game__box--found {
  border-bottom: 2px solid var(--campus-color-text);
}
.campus-game__box--hidden {
  background: var(--campus-color-surface-muted);
  color: var(--campus-color-text-muted);
}
.campus-game__keyboard {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(2.75 * var(--campus-rem)), 1fr));
  gap: calc(var(--campus-space) / 2);
}
.campus-game__key {
  padding: 0;
}
.campus-game__key--tried {
  text-decoration: line-through;
}
.campus-game__guess {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--campus-space);
}
.campus-game__guess > :first-child {
  flex: 1 1 calc(14 * var(--campus-rem));
}
.campus-game__score {
  font-size: 1.25em;
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-game__outcome {
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  background: var(--campus-color-danger-surface);
}
.campus-game__outcome--approved {
  background: var(--campus-color-success-surface);
}
.campus-game__review-item {
  margin-bottom: var(--campus-space);
}
.campus-game__review-title {
  font-weight: var(--campus-font-weight-strong, 600);
}
`;
