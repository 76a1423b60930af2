import { hasLoadError, removeLoadError, showLoadError, showLoadRetrying } from './load-error/load-error.js';
import { ELEMENT_PACKAGES, PACKAGE_OF_TAG } from './tags.js';
import type { ElementPackage } from './tags.js';

/**
 * Imports a feature package's element entry (which defines its tags). `attempt` is 0 the first time and grows
 * with each retry: the CDN build adds it to the chunk's URL, since a browser remembers a failed module fetch and
 * would answer a second import of the same URL with the same failure.
 */
export type ImportElements = (name: ElementPackage, attempt: number) => Promise<unknown>;

/** Where the loader looks for widget tags: the document, or a shadow root the host renders widgets into. */
export type WatchedRoot = Document | ShadowRoot;

/** The loader of a page (see {@link createElementLoader}). */
export interface ElementLoader {
  /** Also watches this root (e.g. a shadow root of the host's own components): the document is watched already. */
  watch(root: WatchedRoot): void;
  /**
   * Loads the code of a widget tag now, whether or not it is on the page (e.g. before showing it); resolves
   * when the tag is defined, rejects when its code failed to load.
   */
  load(tag: string): Promise<void>;
  /** Stops watching every root; loads already started go on. */
  disconnect(): void;
}

interface PackageState {
  attempt: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  loading?: Promise<void>;
}

const SELECTOR = [...PACKAGE_OF_TAG.keys()].join(',');

/**
 * Watches the document for the widget tags of every feature package and imports a package's element entry when
 * one of its tags first appears (a scan now, then a MutationObserver), so a page pays only for the widgets it
 * shows. Elements already on the page upgrade when their code arrives (`customElements.whenDefined` holds as
 * with any custom element). When a package's code fails to load, each of its widgets shows an error state with
 * a Retry button, which imports it again.
 */
export function createElementLoader(
  importElements: ImportElements,
  document: Document = globalThis.document,
): ElementLoader {
  const states = new Map<ElementPackage, PackageState>();
  const roots = new Set<WatchedRoot>([document]);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) visit(node);
  });

  const stateOf = (name: ElementPackage): PackageState => {
    let state = states.get(name);
    if (state === undefined) states.set(name, (state = { attempt: 0, status: 'idle' }));
    return state;
  };

  /** The package's widgets that are on a watched root and still undefined. */
  const widgetsOf = (name: ElementPackage): Element[] =>
    [...roots]
      .flatMap((root) => [...root.querySelectorAll(ELEMENT_PACKAGES[name].join(','))])
      .filter((widget) => customElements.get(widget.localName) === undefined || hasLoadError(widget));

  function start(name: ElementPackage): Promise<void> {
    const state = stateOf(name);
    if (state.status === 'loading' || state.status === 'loaded') return state.loading ?? Promise.resolve();
    const attempt = state.attempt;
    state.attempt += 1;
    state.status = 'loading';
    for (const widget of widgetsOf(name)) showLoadRetrying(widget);
    state.loading = importElements(name, attempt).then(
      () => {
        state.status = 'loaded';
        for (const widget of widgetsOf(name)) removeLoadError(widget);
        if ([...PACKAGE_OF_TAG.values()].every((each) => states.get(each)?.status === 'loaded')) observer.disconnect();
      },
      (error: unknown) => {
        state.status = 'failed';
        for (const widget of widgetsOf(name)) showLoadError(widget, () => void start(name).catch(() => undefined));
        throw error;
      },
    );
    return state.loading;
  }

  /** A widget element came into view of the loader: load its package, or show the error state of a failed one. */
  function found(widget: Element): void {
    const name = PACKAGE_OF_TAG.get(widget.localName);
    if (name === undefined || customElements.get(widget.localName) !== undefined) return;
    if (stateOf(name).status === 'failed') showLoadError(widget, () => void start(name).catch(() => undefined));
    // The failure is on screen (the error state); nothing to do with the rejection here.
    else void start(name).catch(() => undefined);
  }

  function visit(node: Element): void {
    if (node.matches(SELECTOR)) found(node);
    for (const widget of node.querySelectorAll(SELECTOR)) found(widget);
  }

  function watch(root: WatchedRoot): void {
    roots.add(root);
    observer.observe(root, { childList: true, subtree: true });
    for (const widget of root.querySelectorAll(SELECTOR)) found(widget);
  }

  watch(document);
  return {
    watch,
    load(tag) {
      const name = PACKAGE_OF_TAG.get(tag);
      return name === undefined ? Promise.reject(new Error(`<${tag}> is not a Campus widget`)) : start(name);
    },
    disconnect: () => observer.disconnect(),
  };
}
