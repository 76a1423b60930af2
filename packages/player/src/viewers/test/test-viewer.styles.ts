/**
 * Styles of the test viewer, adopted by the viewer itself (`useOwnedStyleSheet`) into the player's root when it
 * mounts, so the shell's stylesheet carries none of them. One column on phones (390 px); the support materials
 * stand beside the overview from 720 px of widget width.
 */
export const testViewerStyles = `
.campus-test {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-test__overview {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
@container (min-width: 720px) {
  .campus-test__overview:has(.campus-test__materials) {
    grid-template-columns: minmax(0, 1fr) minmax(12rem, 16rem);
  }
}
.campus-test__main,
.campus-test__attempt,
.campus-test__result-screen,
.campus-test__section,
.campus-test__question {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-test__subtitle,
.campus-test__position,
.campus-test__result-title {
  margin: 0;
  font-size: 1.1em;
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-test__rules,
.campus-test__review-list,
.campus-test__materials ul {
  margin: 0;
  padding-inline-start: calc(var(--campus-space) * 2.5);
}
.campus-test__materials {
  padding: calc(var(--campus-space) * 1.5);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface-muted);
  align-self: start;
}
.campus-test__actions,
.campus-test__step {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-test__reason,
.campus-test__hint,
.campus-test__count,
.campus-test__save,
.campus-test__attempt-number {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-test__problem,
.campus-test__save-failed,
.campus-test__moved {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  background: var(--campus-color-warning-surface);
}
.campus-test__problem p,
.campus-test__save-failed p,
.campus-test__moved p {
  margin: 0;
}
.campus-test__moved-title {
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-test__bar {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--campus-space);
}
.campus-test__bar p {
  margin: 0;
}
.campus-test__timer {
  font-variant-numeric: tabular-nums;
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-test__questions ol {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-test__jump {
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-surface);
  color: var(--campus-color-text);
  font: inherit;
  cursor: pointer;
}
.campus-test__jump--answered {
  background: var(--campus-color-surface-muted);
  text-decoration: underline;
}
.campus-test__jump[aria-current='step'] {
  border-color: var(--campus-color-primary);
  box-shadow: inset 0 0 0 2px var(--campus-color-primary);
}
.campus-test__question-text {
  margin: 0;
  white-space: pre-line;
}
.campus-test__image {
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: var(--campus-radius-small);
}
.campus-test__options {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
}
.campus-test__options .campus-test__hint {
  margin-bottom: calc(var(--campus-space) / 2);
}
.campus-test__option {
  display: flex;
  align-items: flex-start;
  gap: var(--campus-space);
  min-height: 2.75rem;
  padding: var(--campus-space);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
  cursor: pointer;
}
.campus-test__option input {
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.1rem 0 0;
}
.campus-test__option:has(input:checked) {
  border-color: var(--campus-color-primary);
  background: var(--campus-color-info-surface);
}
.campus-test__text {
  width: 100%;
  min-height: 2.75rem;
  padding: var(--campus-space);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
  font: inherit;
}
.campus-test__ordering {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  margin: 0;
  padding-inline-start: calc(var(--campus-space) * 3);
}
.campus-test__ordering-item {
  padding: calc(var(--campus-space) / 2) var(--campus-space);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
}
.campus-test__ordering-item > * {
  vertical-align: middle;
}
.campus-test__ordering-text {
  display: inline-block;
  min-width: 0;
  margin-inline-end: var(--campus-space);
  overflow-wrap: anywhere;
}
.campus-test__ordering-moves {
  display: inline-flex;
  gap: calc(var(--campus-space) / 2);
}
.campus-test__score {
  margin: 0;
  font-size: 1.25em;
  font-weight: var(--campus-font-weight-strong, 600);
}
.campus-test__outcome {
  margin: 0;
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  background: var(--campus-color-info-surface);
}
.campus-test__outcome--approved {
  background: var(--campus-color-success-surface);
}
.campus-test__outcome--blocked,
.campus-test__outcome--restarted,
.campus-test__outcome--reproved {
  background: var(--campus-color-danger-surface);
}
.campus-test__review-item {
  margin-bottom: var(--campus-space);
}
.campus-test__review-item p,
.campus-test__review-title {
  margin: 0;
}
.campus-test__review-title {
  font-size: 1em;
}
.campus-test__position:focus,
.campus-test__result-title:focus {
  outline: none;
}
.campus-test__position:focus-visible,
.campus-test__result-title:focus-visible {
  outline: 2px solid var(--campus-color-primary);
  outline-offset: 2px;
}
`;
