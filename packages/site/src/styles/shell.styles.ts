/**
 * The layout: header with the desktop menu (wide screens), bottom tab bar (narrow screens, signed in),
 * footer, user menu, language switcher, cookie banner. The breakpoint is 48rem (768 px).
 */
export const shellStyles = `
.site-shell {
  display: flex;
  flex-direction: column;
  min-height: 100vh;
}
.site-header {
  position: sticky;
  top: 0;
  z-index: 10;
  background: var(--campus-color-surface);
  border-bottom: 1px solid var(--campus-color-surface-muted);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.06);
}
.site-header__bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--campus-space) * 2);
  max-width: 80rem;
  margin-inline: auto;
  padding: var(--campus-space) calc(var(--campus-space) * 2);
}
.site-brand {
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: var(--campus-color-text);
  font-weight: var(--campus-font-weight-strong);
  text-decoration: none;
}
.site-brand img {
  display: block;
  height: 2.25rem;
  width: auto;
}
.site-header__nav {
  order: 3;
  flex-basis: 100%;
  min-width: 0;
  margin-bottom: calc(var(--campus-space) * -1);
}
/* Wraps rather than scrolls: with the programme's screens a member's menu outgrows one row at 1280 px, and entries
   scrolled out of sight (the current one among them) would be found by nobody. */
.site-header__nav ul {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.site-nav-link {
  display: block;
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  color: var(--campus-color-text);
  white-space: nowrap;
  text-decoration: none;
  border-radius: var(--campus-radius);
}
.site-nav-link:hover {
  background: var(--campus-color-surface-muted);
}
.site-nav-link[aria-current='page'] {
  color: var(--campus-color-primary-text);
  font-weight: var(--campus-font-weight-strong);
  box-shadow: inset 0 -3px 0 var(--campus-color-primary);
}
.site-header__tools {
  display: flex;
  align-items: center;
  gap: var(--campus-space);
  margin-inline-start: auto;
}
.site-header__sign-in {
  padding: var(--campus-space) calc(var(--campus-space) * 1.5);
  font-weight: var(--campus-font-weight-strong);
}
.site-language__select {
  min-height: 2.75rem;
  padding: 0 var(--campus-space);
  color: var(--campus-color-text);
  font: inherit;
  background: var(--campus-color-surface);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
}
.site-user-menu {
  position: relative;
}
.site-user-menu__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  color: var(--campus-color-on-primary);
  font: inherit;
  font-weight: var(--campus-font-weight-strong);
  background: var(--campus-color-primary);
  border: 0;
  border-radius: 50%;
  cursor: pointer;
}
.site-user-menu__panel {
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + var(--campus-space));
  z-index: 15;
  min-width: 16rem;
  padding: var(--campus-space);
  background: var(--campus-color-surface);
  border-radius: var(--campus-radius);
  box-shadow: var(--campus-shadow);
}
.site-user-menu__panel[hidden] {
  display: none;
}
.site-user-menu__who {
  display: flex;
  flex-direction: column;
  margin: 0 0 var(--campus-space);
  padding: var(--campus-space);
  border-bottom: 1px solid var(--campus-color-surface-muted);
  overflow-wrap: anywhere;
}
.site-user-menu__who span {
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
}
.site-user-menu ul, .site-menu-sheet ul {
  margin: 0;
  padding: 0;
  list-style: none;
}
.site-user-menu__item, .site-menu-sheet__action {
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: var(--campus-space);
  color: var(--campus-color-text);
  font: inherit;
  text-align: start;
  background: none;
  border: 0;
  border-radius: var(--campus-radius-small);
  cursor: pointer;
}
.site-user-menu__item:hover, .site-menu-sheet__action:hover {
  background: var(--campus-color-surface-muted);
}
/* The mandatory drills' notice: a full-width strip under the header, its link and close button at least 44 px. */
.site-drills {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space) calc(var(--campus-space) * 2);
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
  background: var(--campus-color-warning-surface);
  border-bottom: 1px solid var(--campus-color-surface-muted);
}
.site-drills__text {
  flex: 1 1 20rem;
  margin: 0;
}
.site-drills__link {
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
  color: var(--campus-color-primary-text);
}
.site-drills__close {
  min-width: 2.75rem;
  min-height: 2.75rem;
  font-size: 1.5rem;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: var(--campus-radius-small);
  cursor: pointer;
}
/* The offline indicator and the update prompt (src/offline): live regions always in the page, painted only while
   they hold a message. */
.site-offline[data-offline],
.site-update[data-waiting] {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space) calc(var(--campus-space) * 2);
  padding: var(--campus-space) calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
  border-bottom: 1px solid var(--campus-color-surface-muted);
}
.site-offline[data-offline] {
  background: var(--campus-color-warning-surface);
}
.site-update[data-waiting] {
  background: var(--campus-color-info-surface);
}
.site-offline__text,
.site-update__text {
  flex: 1 1 16rem;
  margin: 0;
}
/* At least a screen high, so the footer starts below the first screen and is not pushed down (a layout shift)
   when a page's content arrives after its loading state. */
.site-main {
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 80rem;
  margin-inline: auto;
  padding: calc(var(--campus-space) * 3) calc(var(--campus-space) * 2);
}
.site-main:focus {
  outline: none;
}
.site-footer {
  padding: calc(var(--campus-space) * 3) calc(var(--campus-space) * 2);
  color: var(--campus-color-text);
  background: var(--campus-color-surface);
  border-top: 1px solid var(--campus-color-surface-muted);
}
.site-footer ul {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--campus-space) calc(var(--campus-space) * 2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.site-footer a, .site-footer__button {
  display: inline-block;
  padding: calc(var(--campus-space) / 2) 0;
  color: var(--campus-color-primary-text);
  font: inherit;
  font-size: var(--campus-font-size-small);
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
}
.site-footer__rights {
  margin: var(--campus-space) 0 0;
  color: var(--campus-color-text-muted);
  font-size: var(--campus-font-size-small);
  text-align: center;
}
.site-tab-bar {
  display: none;
}
.site-menu-sheet__link {
  display: block;
  padding: var(--campus-space);
  color: var(--campus-color-text);
  text-decoration: none;
  border-radius: var(--campus-radius-small);
}
.site-menu-sheet__link[aria-current='page'] {
  color: var(--campus-color-primary-text);
  font-weight: var(--campus-font-weight-strong);
}
.site-menu-sheet__actions {
  margin-top: var(--campus-space);
  padding-top: var(--campus-space);
  border-top: 1px solid var(--campus-color-surface-muted);
}
.site-cookie-banner {
  position: fixed;
  inset-inline: var(--campus-space);
  bottom: var(--campus-space);
  z-index: 30;
  max-width: 48rem;
  margin-inline: auto;
  padding: calc(var(--campus-space) * 2);
  background: var(--campus-color-surface);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  box-shadow: var(--campus-shadow);
}
.site-cookie-spacer {
  height: 11rem;
}
@media (max-width: 47.99rem) {
  .site-cookie-spacer {
    height: 22rem;
  }
}
.site-cookie-banner__title {
  margin: 0 0 var(--campus-space);
  font-size: var(--campus-font-size-large);
}
.site-cookie-banner p {
  margin: 0 0 calc(var(--campus-space) * 1.5);
}
.site-cookie-banner__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
  align-items: center;
}
@media (max-width: 47.99rem) {
  .site-header__nav {
    display: none;
  }
  .site-shell[data-signed-in='true'] .site-user-menu,
  .site-shell[data-signed-in='true'] .site-header__tools .site-language {
    display: none;
  }
  .site-shell[data-signed-in='true'] .site-main {
    padding-bottom: 6rem;
  }
  .site-shell[data-signed-in='true'] .site-footer {
    padding-bottom: 6rem;
  }
  .site-tab-bar {
    display: block;
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: 10;
    background: var(--campus-color-surface);
    border-top: 1px solid var(--campus-color-surface-muted);
    box-shadow: 0 -1px 4px rgb(0 0 0 / 0.08);
    padding-bottom: env(safe-area-inset-bottom);
  }
  .site-tab-bar > ul {
    display: grid;
    grid-auto-columns: 1fr;
    grid-auto-flow: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .site-shell[data-signed-in='true'] .site-cookie-banner {
    bottom: 5rem;
  }
}
.site-tab {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.125rem;
  width: 100%;
  min-height: 3.5rem;
  padding: calc(var(--campus-space) / 2);
  color: var(--campus-color-text-muted);
  font: inherit;
  font-size: 0.75rem;
  text-align: center;
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
}
.site-tab[aria-current='page'] {
  color: var(--campus-color-primary-text);
  font-weight: var(--campus-font-weight-strong);
}
.site-tab__icon, .site-shortcut__icon {
  display: block;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  fill: currentColor;
}
.site-tab__label {
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
`;
