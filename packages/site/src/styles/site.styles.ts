/**
 * The site's page-wide styles: the document, links, the skip link, shared helpers (visually hidden text,
 * alerts, forms, actions). CSS text adopted as a constructable stylesheet (see app/site-styles.ts).
 */
export const siteStyles = `
*, *::before, *::after {
  box-sizing: border-box;
}
html {
  -webkit-text-size-adjust: 100%;
}
body {
  margin: 0;
  color: var(--campus-color-text);
  background: var(--campus-color-surface-muted);
  font-family: var(--campus-font-family);
  font-size: var(--campus-font-size);
  line-height: var(--campus-line-height);
}
a {
  color: var(--campus-color-primary-text);
}
a:focus-visible, button:focus-visible, select:focus-visible, summary:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
img {
  max-width: 100%;
}
.site-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.site-skip-link {
  position: absolute;
  inset-inline-start: var(--campus-space);
  top: -4rem;
  z-index: 20;
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
  box-shadow: var(--campus-shadow);
}
.site-skip-link:focus {
  top: var(--campus-space);
}
.site-alert {
  margin: 0;
  padding: calc(var(--campus-space) * 1.5);
  color: var(--campus-color-danger);
  background: var(--campus-color-danger-surface);
  border-radius: var(--campus-radius);
}
.site-success {
  margin: 0;
  padding: calc(var(--campus-space) * 1.5);
  color: var(--campus-color-success);
  background: var(--campus-color-success-surface);
  border-radius: var(--campus-radius);
}
.site-form {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
.site-form__actions, .site-actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
  align-items: center;
}
.site-textarea {
  min-height: 8rem;
  resize: vertical;
  font: inherit;
}
.site-link-button {
  padding: 0;
  color: var(--campus-color-primary-text);
  font: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
}
a.campus-button {
  text-decoration: none;
}
`;
