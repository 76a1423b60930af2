/**
 * The CDN loader, `dist/cdn/campus-elements.min.js`: one `<script type="module">` for every widget. Importing it
 * starts the loader over the document; a host that renders widgets inside its own shadow roots passes them to
 * `watch`, and `load('campus-…')` fetches a widget's code ahead of time. Built by rollup.config.mjs with each
 * feature package's element entry as a chunk (`chunks/`), all of them sharing one renderer, core and toolkit.
 * @packageDocumentation
 */
import urls from 'campus:element-chunks';
import { createElementLoader } from './element-loader.js';
import type { ElementPackage } from './tags.js';

/** The URL of a package's element chunk; after a failure, with a query that makes the browser fetch it again. */
const chunkUrl = (name: ElementPackage, attempt: number) =>
  attempt === 0 ? urls[name] : `${urls[name]}?retry=${attempt}`;

const loader = createElementLoader(
  (name, attempt) =>
    // The URL is ours, generated at build time (rollup.config.mjs), never the page's input.
    // eslint-disable-next-line no-unsanitized/method
    import(/* webpackIgnore: true */ chunkUrl(name, attempt)),
);

/** Also watches a shadow root of the host's own for widget tags (the document is watched already). */
export const watch = loader.watch;
/** Loads a widget tag's code now (e.g. before showing it); resolves when the tag is defined. */
export const load = loader.load;
