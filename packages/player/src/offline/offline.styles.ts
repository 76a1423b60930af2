/**
 * Styles of the download panel, its progress dialog and the storage manager, adopted by those components
 * (`useOwnedStyleSheet`) when they mount, so the player shell's stylesheet carries none of them.
 */
export const offlineStyles = `
.campus-offline {
  display: flex;
  flex-direction: column;
  gap: calc(0.5 * var(--campus-space));
  margin-block-start: var(--campus-space);
}
.campus-offline__row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(0.5 * var(--campus-space)) var(--campus-space);
}
.campus-offline__state,
.campus-offline__error {
  margin: 0;
}
.campus-offline__error {
  color: var(--campus-color-danger);
  font-weight: 600;
}
.campus-offline__progress {
  display: flex;
  flex-direction: column;
  gap: calc(0.5 * var(--campus-space));
  min-width: min(100%, calc(18 * var(--campus-rem)));
}
.campus-offline__progress-label,
.campus-offline__progress-detail {
  margin: 0;
}
.campus-offline__bar {
  display: block;
  width: 100%;
  height: calc(0.5 * var(--campus-rem));
  appearance: none;
  border: none;
  border-radius: 999px;
  overflow: hidden;
  background: var(--campus-color-surface-muted);
  accent-color: var(--campus-color-primary);
}
.campus-offline__bar::-webkit-progress-bar {
  background: var(--campus-color-surface-muted);
}
.campus-offline__bar::-webkit-progress-value {
  background: var(--campus-color-primary);
}
.campus-offline__bar::-moz-progress-bar {
  background: var(--campus-color-primary);
}
.campus-offline-files {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-offline-files__summary {
  display: flex;
  flex-direction: column;
  gap: calc(0.25 * var(--campus-space));
}
.campus-offline-files__summary p {
  margin: 0;
}
.campus-offline-files__list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: calc(0.5 * var(--campus-space));
}
.campus-offline-files__item {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: calc(0.5 * var(--campus-space)) var(--campus-space);
  padding: calc(0.75 * var(--campus-space));
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
}
.campus-offline-files__name {
  display: flex;
  flex-direction: column;
  gap: calc(0.25 * var(--campus-space));
  min-width: 0;
  overflow-wrap: anywhere;
}
.campus-offline-files__name strong {
  font-weight: 600;
}
.campus-offline-files__meta {
  color: var(--campus-color-text-muted);
  font-size: 0.875em;
}
.campus-offline-files__actions {
  display: flex;
  flex-wrap: wrap;
  gap: calc(0.5 * var(--campus-space));
}
`;
