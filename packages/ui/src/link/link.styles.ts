/** Styles of {@link Link}. `--campus-link-color` defaults to the primary colour made readable on the surface. */
export const linkStyles = `
.campus-link {
  --campus-link-color: var(--campus-color-primary-text);
  color: var(--campus-link-color);
  font-weight: var(--campus-font-weight-strong);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: var(--campus-radius-small);
}
.campus-link:hover {
  text-decoration-thickness: 2px;
}
`;
