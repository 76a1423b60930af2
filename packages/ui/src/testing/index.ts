/*
 * `@campus/ui/testing`: the React half of the test kit (docs/contributing.md "The test kit"):
 * {@link renderWithCampus} for jsdom tests, {@link configureElementPage} and {@link mountElement} for element tests and {@link withStoryCampus} for Storybook stories. The fake API and
 * `createTestCampus` are in `@campus/core/testing`. Never imported by the runtime entries, so no bundle carries it.
 */
export { renderWithCampus } from './render-with-campus.js';
export {
  configureElementPage,
  insideShadow,
  mountElement,
  resetElementPage,
  TEST_API_BASE,
  TEST_MEMBER,
} from './element-page.js';
export type { ElementPageOptions } from './element-page.js';
export { storyLocale, withStoryCampus } from './story-campus.js';
export type { StoryCampusOptions } from './story-campus.js';
export { messageBundle, packageMessageProblems } from './package-message-problems.js';
export { definitionProblems } from './element-typings.js';
export type { DefinedElements, DomProps } from './element-typings.js';
