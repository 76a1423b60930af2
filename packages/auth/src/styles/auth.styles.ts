/**
 * Styles of every account screen, as CSS text adopted through constructable stylesheets by the element factory
 * (React hosts: `adoptStyles(document, authStyles)`). Per-screen variables default to the global tokens.
 */
export const authScreenStyles = `
.campus-auth {
  display: flex;
  flex-direction: column;
  gap: var(--campus-auth-gap, calc(var(--campus-space) * 2));
  max-width: var(--campus-auth-max-width, calc(28 * var(--campus-rem)));
  margin-inline: auto;
  color: var(--campus-color-text);
  font-family: var(--campus-font-family);
}
.campus-auth__title {
  margin: 0;
  font-size: var(--campus-font-size-large);
  font-weight: var(--campus-font-weight-strong);
}
.campus-auth__intro {
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-auth__form {
  display: flex;
  flex-direction: column;
}
.campus-auth__form fieldset {
  margin: 0 0 calc(var(--campus-space) * 2);
  padding: 0;
  border: 0;
}
.campus-auth__form legend {
  margin-block-end: var(--campus-space);
  font-weight: var(--campus-font-weight-strong);
}
.campus-auth__actions {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-auth__links {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space) calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
/* A link that opens another flow in place (inside <campus-login>) is a button: it looks like the links. */
.campus-auth__flow-link {
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: var(--campus-font-weight-strong);
  text-align: start;
  cursor: pointer;
}
.campus-auth__divider {
  display: flex;
  align-items: center;
  gap: var(--campus-space);
  margin: 0;
  color: var(--campus-color-text-muted);
}
.campus-auth__divider::before,
.campus-auth__divider::after {
  content: '';
  flex: 1;
  border-block-start: 1px solid var(--campus-color-border);
}
.campus-auth__notice {
  margin: 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.campus-auth__alert {
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  border-inline-start: 4px solid var(--campus-color-danger);
  background: var(--campus-color-danger-surface);
  color: var(--campus-color-text);
}
.campus-auth__alert[data-tone='success'] {
  border-inline-start-color: var(--campus-color-success);
  background: var(--campus-color-success-surface);
}
.campus-auth__form > .campus-auth__alert,
.campus-auth__form .campus-auth__intro {
  margin-block-end: calc(var(--campus-space) * 2);
}
.campus-auth__alert:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-auth__maintenance {
  padding: calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  background: var(--campus-color-warning-surface);
  color: var(--campus-color-text);
}
.campus-auth__password {
  display: flex;
  flex-direction: column;
}
.campus-auth__reveal {
  align-self: flex-end;
  margin-block: calc(var(--campus-space) * -1.5) var(--campus-space);
  padding: calc(var(--campus-space) / 2);
  border: 0;
  background: none;
  color: var(--campus-color-primary-text);
  font: inherit;
  font-size: var(--campus-font-size-small);
  text-decoration: underline;
  cursor: pointer;
}
.campus-auth__reveal:focus-visible {
  outline: var(--campus-focus-ring);
  outline-offset: 2px;
}
.campus-auth__strength {
  display: flex;
  align-items: center;
  gap: var(--campus-space);
  margin-block: calc(var(--campus-space) * -1) calc(var(--campus-space) * 2);
  font-size: var(--campus-font-size-small);
}
.campus-auth__strength-bar {
  display: inline-flex;
  gap: 2px;
}
.campus-auth__strength-bar > span {
  width: calc(2.5 * var(--campus-rem));
  height: calc(0.375 * var(--campus-rem));
  border-radius: var(--campus-radius-small);
  background: var(--campus-color-surface-muted);
  border: 1px solid var(--campus-color-border);
}
.campus-auth__strength[data-strength='weak'] .campus-auth__strength-bar > span:nth-child(1),
.campus-auth__strength[data-strength='medium'] .campus-auth__strength-bar > span:nth-child(-n + 2),
.campus-auth__strength[data-strength='strong'] .campus-auth__strength-bar > span {
  background: var(--campus-auth-strength-color, var(--campus-color-danger));
}
.campus-auth__strength[data-strength='medium'] {
  --campus-auth-strength-color: var(--campus-color-warning);
}
.campus-auth__strength[data-strength='strong'] {
  --campus-auth-strength-color: var(--campus-color-success);
}
.campus-auth__timer {
  margin: 0;
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-auth__choices {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
}
`;

/** Every stylesheet of `@campus/auth`, in cascade order. */
export const authStyles: readonly string[] = [authScreenStyles];
