/**
 * How a widget keeps its own size and text whatever the host page's CSS (docs/theming.md "Isolation"):
 *
 * - **Its own base size.** The element's font size is `--campus-font-size-base`, by default `medium`: the reader's
 *   browser setting, not the page's `html { font-size }`. `--campus-rem` is that size as a length, and every size in
 *   the widgets' styles is a multiple of it (`calc(2.75 * var(--campus-rem))`), never a `rem` of the page.
 * - **`!important` on `:host`.** In a shadow tree's `:host` rules, important declarations beat the page's, even the
 *   page's important ones (`* { font-size: 40px !important }`, `campus-login { all: revert }`); normal ones would
 *   lose to any page rule matching the element. The page themes through `--campus-*` variables, which `all` leaves.
 * - **Inherited text properties reset**, so an ancestor's `letter-spacing` or `text-transform` does not leak in.
 *
 * The box the page lays out (margins, width, position) stays the page's. `display` is the widget's (`block`, or
 * `--campus-display`), since `all: revert` would make it `inline`; `hidden` still hides it.
 *
 * In a page without shadow DOM (React hosts, the site) only the `:root` rule applies: one base size is the page's
 * `rem`, as the host owns that document.
 */
export const hostIsolationStyles = `
:host {
  display: var(--campus-display, block) !important;
  font-size: var(--campus-font-size-base, medium) !important;
  --campus-rem: 1em !important;
  color: var(--campus-color-text) !important;
  font-family: var(--campus-font-family) !important;
  font-style: normal !important;
  font-variant: normal !important;
  font-weight: 400 !important;
  font-stretch: normal !important;
  font-size-adjust: none !important;
  font-kerning: auto !important;
  font-feature-settings: normal !important;
  font-variation-settings: normal !important;
  line-height: var(--campus-line-height) !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  -webkit-text-fill-color: currentcolor !important;
  white-space: normal !important;
  word-break: normal !important;
  overflow-wrap: normal !important;
  hyphens: manual !important;
  tab-size: 8 !important;
  quotes: auto !important;
  cursor: auto !important;
  caret-color: auto !important;
}
:host([hidden]) {
  display: none !important;
}
:root {
  --campus-rem: 1rem;
}
`;
