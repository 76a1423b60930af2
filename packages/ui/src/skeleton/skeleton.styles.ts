/** Styles of {@link Skeleton}. `--campus-skeleton-color` and `--campus-skeleton-rect-height` theme it. */
export const skeletonStyles = `
.campus-skeleton-lines {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
}
.campus-skeleton {
  --campus-skeleton-color: var(--campus-color-surface-muted);
  --campus-skeleton-rect-height: calc(8 * var(--campus-rem));
  display: block;
  width: 100%;
  height: 1em;
  border-radius: var(--campus-radius-small);
  background: var(--campus-skeleton-color);
  animation: campus-skeleton-pulse 1.6s ease-in-out infinite;
}
.campus-skeleton[data-shape='rect'] {
  height: var(--campus-skeleton-rect-height);
  border-radius: var(--campus-radius);
}
.campus-skeleton[data-shape='circle'] {
  width: calc(3 * var(--campus-rem));
  height: calc(3 * var(--campus-rem));
  border-radius: 50%;
}
.campus-skeleton[data-width='three-quarters'] {
  width: 75%;
}
.campus-skeleton[data-width='half'] {
  width: 50%;
}
.campus-skeleton[data-width='quarter'] {
  width: 25%;
}
@keyframes campus-skeleton-pulse {
  50% {
    opacity: 0.5;
  }
}
`;
