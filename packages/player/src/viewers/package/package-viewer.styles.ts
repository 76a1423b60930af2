/**
 * Styles of the HTML and SCORM viewers, adopted by the viewers themselves (`useOwnedStyleSheet`) into the
 * player's root when they mount, so the shell's stylesheet carries none of them. The package frame takes the
 * player's viewer height (`--campus-player-viewer-height`); the SCORM table of contents stands above the frame on
 * phones and beside it from 900 px of widget width.
 */
export const packageViewerStyles = `
.campus-player__package {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-player__package-frame {
  display: block;
  width: 100%;
  height: var(--campus-player-viewer-height, min(75vh, 40rem));
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-surface);
}
.campus-player__scorm-layout {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-player__scorm-stage {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  flex: 1 1 auto;
  min-width: 0;
}
.campus-player__toc-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
}
.campus-player__toc-item--level-1 { padding-inline-start: calc(var(--campus-space) * 1.5); }
.campus-player__toc-item--level-2 { padding-inline-start: calc(var(--campus-space) * 3); }
.campus-player__toc-item--level-3 { padding-inline-start: calc(var(--campus-space) * 4.5); }
.campus-player__toc-group {
  margin: 0;
  font-weight: var(--campus-font-weight-strong);
}
.campus-player__toc-entry {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: calc(var(--campus-space) / 4);
  width: 100%;
  padding: calc(var(--campus-space) / 2) var(--campus-space);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-surface);
  font: inherit;
  color: inherit;
  text-align: start;
  cursor: pointer;
}
.campus-player__toc-entry[aria-current] {
  border-color: var(--campus-color-primary);
  box-shadow: inset 3px 0 0 var(--campus-color-primary);
}
.campus-player__toc-entry[aria-disabled='true'] {
  cursor: not-allowed;
  border-style: dashed;
  color: var(--campus-color-text-muted);
}
.campus-player__toc-status {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-player__scorm-note {
  margin: 0;
  color: var(--campus-color-text-muted);
}
@container (min-width: 900px) {
  .campus-player__scorm-layout { flex-direction: row; align-items: flex-start; }
  .campus-player__scorm-toc { flex: 0 0 calc(16 * var(--campus-rem)); }
}
`;
