/**
 * `@campus/elements`: one loader for every Campus widget. For a page, the CDN file does it all:
 * `<script type="module" src="…/campus-elements.min.js"></script>`. From npm, a bundled host starts it itself
 * (`startElementLoader()`); its bundler makes each feature package's element entry a chunk of its own.
 * @packageDocumentation
 */
import { createElementLoader } from './element-loader.js';
import type { ElementLoader } from './element-loader.js';
import { ELEMENT_MODULES } from './element-modules.js';

export { createElementLoader } from './element-loader.js';
export type { ElementLoader, ImportElements, WatchedRoot } from './element-loader.js';
export { LOAD_ERROR_ATTRIBUTE } from './load-error/load-error.js';
export { ELEMENT_PACKAGES } from './tags.js';
export type { ElementPackage, WidgetTag } from './tags.js';

/**
 * Starts the loader over the document with the feature packages' element entries as dynamic imports: each
 * widget's code loads when its tag first appears. Call it once, in the browser.
 */
export function startElementLoader(): ElementLoader {
  return createElementLoader((name) => ELEMENT_MODULES[name]());
}
