/** Styles of {@link Card}. `--campus-card-background`, `--campus-card-border` and `--campus-card-padding` theme it. */
export const cardStyles = `
.campus-card {
  --campus-card-background: var(--campus-color-surface);
  --campus-card-border: 1px solid var(--campus-color-surface-muted);
  --campus-card-padding: calc(var(--campus-space) * 2);
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: var(--campus-card-border);
  border-radius: var(--campus-radius);
  background: var(--campus-card-background);
  color: var(--campus-color-text);
  box-shadow: var(--campus-shadow);
}
.campus-card__media img {
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
}
.campus-card__content {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--campus-space);
  padding: var(--campus-card-padding);
}
.campus-card__eyebrow {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2);
}
.campus-card__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
}
.campus-card__body {
  color: var(--campus-color-text-muted);
}
.campus-card__footer {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
  padding: 0 var(--campus-card-padding) var(--campus-card-padding);
}
`;
