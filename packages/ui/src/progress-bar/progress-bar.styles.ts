/** Styles of {@link ProgressBar}. `--campus-progress-color`, `--campus-progress-track` and `--campus-progress-height` theme it. */
export const progressBarStyles = `
.campus-progress {
  --campus-progress-color: var(--campus-color-primary);
  --campus-progress-track: var(--campus-color-surface-muted);
  --campus-progress-height: calc(0.5 * var(--campus-rem));
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  color: var(--campus-color-text);
}
.campus-progress__header {
  display: flex;
  justify-content: space-between;
  gap: var(--campus-space);
  font-size: var(--campus-font-size-small);
}
.campus-progress__label {
  font-weight: var(--campus-font-weight-strong);
}
.campus-progress__bar {
  width: 100%;
  height: var(--campus-progress-height);
  overflow: hidden;
  border: 1px solid var(--campus-color-border);
  border-radius: 999px;
  background: var(--campus-progress-track);
  color: var(--campus-progress-color);
  appearance: none;
}
.campus-progress__bar::-webkit-progress-bar {
  background: var(--campus-progress-track);
}
.campus-progress__bar::-webkit-progress-value {
  background: var(--campus-progress-color);
}
.campus-progress__bar::-moz-progress-bar {
  background: var(--campus-progress-color);
}
`;
