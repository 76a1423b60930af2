import { widgetRootRule } from '@campus/ui';

/**
 * Styles of the activity player and its viewers, adopted as one constructable stylesheet after the toolkit's (the
 * viewers load on demand, their few rules do not). Layout follows the widget's own width (container queries): on
 * phones the menu folds above the viewer; from 900 px it stands beside it. Canvas and media sizes come from
 * attributes and these rules, never from `style=""` (hosts run `style-src 'self'`).
 */
export const playerStyles = `${widgetRootRule('.campus-player')}
.campus-player {
  --campus-player-menu-width: calc(18 * var(--campus-rem));
  --campus-player-viewer-height: min(75vh, 40 * var(--campus-rem));
}
.campus-player__layout {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
}
.campus-player__main {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 1.5);
  min-width: 0;
  flex: 1 1 auto;
}
.campus-player__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-player__position,
.campus-player__journal > p {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-player__report-failed {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-player__menu {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-player__menu-toggle,
.campus-player__entry-link,
.campus-player__nav-button,
.campus-player__control {
  font: inherit;
  color: inherit;
  cursor: pointer;
}
.campus-player__menu-toggle {
  align-self: flex-start;
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-player__menu-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
}
.campus-player__menu-list--folded {
  display: none;
}
.campus-player__entry-link,
.campus-player__entry-locked {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  width: 100%;
  padding: var(--campus-space);
  border: 1px solid transparent;
  border-radius: var(--campus-radius);
  background: transparent;
  text-align: start;
  text-decoration: none;
}
.campus-player__entry-link:hover {
  background: var(--campus-color-surface-muted);
}
.campus-player__entry--current .campus-player__entry-link {
  border-color: var(--campus-color-primary);
  background: var(--campus-color-info-surface);
}
.campus-player__entry-locked {
  color: var(--campus-color-text-muted);
}
.campus-player__entry-title {
  font-weight: var(--campus-font-weight-strong);
}
.campus-player__entry-facts,
.campus-player__entry-reason,
.campus-player__nav-reason {
  font-size: var(--campus-font-size-small);
}
.campus-player__entry-progress {
  width: 100%;
  height: calc(0.375 * var(--campus-rem));
  accent-color: var(--campus-color-primary);
}
.campus-player__viewer {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-player__viewer-loading {
  display: flex;
  justify-content: center;
  padding: calc(var(--campus-space) * 4);
}
.campus-player__viewer-loading--framed {
  box-sizing: border-box;
  min-height: var(--campus-player-viewer-height);
}
.campus-player__locked,
.campus-player__unsupported,
.campus-player__problem,
.campus-player__flash {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-player__locked,
.campus-player__unsupported {
  background: var(--campus-color-warning-surface);
  border-color: var(--campus-color-warning);
}
.campus-player__problem {
  background: var(--campus-color-danger-surface);
  border-color: var(--campus-color-danger);
}
.campus-player__locked p,
.campus-player__unsupported p,
.campus-player__problem p,
.campus-player__flash p {
  margin: 0;
}
.campus-player__locked-title,
.campus-player__unsupported-title,
.campus-player__problem-title,
.campus-player__flash-title {
  font-weight: var(--campus-font-weight-strong);
}
.campus-player__nav {
  display: flex;
  justify-content: space-between;
  gap: var(--campus-space);
  flex-wrap: wrap;
}
.campus-player__nav-next {
  margin-inline-start: auto;
  text-align: end;
}
.campus-player__nav-button {
  display: inline-flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 4);
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-primary);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
  color: var(--campus-color-primary-text);
  text-decoration: none;
}
.campus-player__nav-button:disabled {
  cursor: not-allowed;
  border-color: var(--campus-color-border);
  color: var(--campus-color-text-muted);
}
.campus-player__nav-title {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text);
}
.campus-player__nav-reason {
  margin: calc(var(--campus-space) / 2) 0 0;
  max-width: calc(20 * var(--campus-rem));
}
.campus-player__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-player__control {
  min-width: calc(2.75 * var(--campus-rem));
  min-height: calc(2.75 * var(--campus-rem));
  padding: calc(var(--campus-space) / 2) var(--campus-space);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-surface);
}
.campus-player__control:disabled {
  cursor: not-allowed;
  color: var(--campus-color-text-muted);
}
.campus-player__page-input {
  width: calc(4.5 * var(--campus-rem));
  min-height: calc(2.75 * var(--campus-rem));
  font: inherit;
}
.campus-player__pdf {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
/* A fixed height, not a maximum: the page painted later (its size known only once the document loads) does not
   push what follows down (a layout shift, CLS), as the default 300 × 150 canvas growing to the page did. */
.campus-player__pdf-scroller {
  height: var(--campus-player-viewer-height);
  overflow: auto;
  border: 1px solid var(--campus-color-border);
  background: var(--campus-color-surface-muted);
}
.campus-player__pdf-canvas {
  display: block;
  margin: 0 auto;
  max-width: none;
  background: #ffffff;
}
.campus-player__pdf-canvas[hidden] {
  display: none;
}
.campus-player__pdf-canvas--fit {
  width: 100%;
  height: auto;
}
.campus-player__media {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-player__video {
  width: 100%;
  max-height: var(--campus-player-viewer-height);
  background: #000000;
}
.campus-player__media-frame:fullscreen .campus-player__video {
  max-height: 100%;
  height: 100%;
}
.campus-player__seek {
  flex: 1 1 calc(10 * var(--campus-rem));
  min-width: calc(8 * var(--campus-rem));
  accent-color: var(--campus-color-primary);
}
.campus-player__volume {
  width: calc(6 * var(--campus-rem));
  accent-color: var(--campus-color-primary);
}
.campus-player__time {
  font-variant-numeric: tabular-nums;
  font-size: var(--campus-font-size-small);
}
.campus-player__hint {
  margin: 0;
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-player__embed {
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: var(--campus-player-viewer-height);
  border: 0;
}
.campus-player__embed--slides {
  aspect-ratio: 4 / 3;
}
@container (min-width: 900px) {
  .campus-player__layout {
    flex-direction: row;
    align-items: flex-start;
  }
  .campus-player__menu {
    flex: 0 0 var(--campus-player-menu-width);
    position: sticky;
    top: 0;
    max-height: 100vh;
    overflow: auto;
  }
  .campus-player__menu-toggle {
    display: none;
  }
  .campus-player__menu-list--folded {
    display: flex;
  }
}
`;
