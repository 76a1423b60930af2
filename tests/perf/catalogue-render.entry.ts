// Runs in the benchmark's Chromium page (bundled with catalogue-filter.entry.ts): mounts the real
// `<CourseCatalogue>` (production React, the toolkit's VirtualList, the catalogue's styles) on a fake API that
// serves a 10,000-item catalogue in pages of 100, loads every page with "Carregar mais", then types into the
// search field one character at a time and times each keystroke from the `input` event to the virtual list
// updated in the DOM, style and layout included (a forced layout; painting is the compositor's, not timed).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { initialFiltersData } from '@campus/core';
import type { OnlineCourse } from '@campus/core/schemas';
import { catalogueStyles, CourseCatalogue, filterCatalogue } from '@campus/catalogue';
import { adoptStyles, CampusProvider, tokenStyles, toolkitStyles } from '@campus/ui';
import { createTestCampus } from '@campus/core/testing';
import { createCatalogueApi } from '../../packages/catalogue/src/testing/fake-api.test-util';

/** What the page reports back. */
export interface RenderBenchResult {
  /** Items the rendered catalogue held while typing. */
  loaded: number;
  /** ms from the `input` event to the list updated and laid out, per keystroke, in typing order. */
  keystrokes: number[];
  /** ms to load every page (100 "Carregar mais"), for the record. */
  loadAll: number;
  /** Items listed after the last keystroke of each query, as the list says (`aria-setsize`), 0 when empty. */
  matches: number[];
}

/** Resolves at the start of the next task: every microtask (React's sync flush, its effects) has run. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

async function waitFor<T>(find: () => T | null | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    if (performance.now() - start > timeoutMs) throw new Error(`bench: timed out waiting for ${what}`);
    await nextFrame();
  }
}

/** Items the list shows: `aria-setsize` of its first row, 0 when the empty state replaced it. */
const listed = (root: HTMLElement): number =>
  Number(root.querySelector('[role="listitem"]')?.getAttribute('aria-setsize') ?? 0);

/** Types into a React-controlled field as a person does: the native value setter, then an `input` event. */
function type(field: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Mounts the catalogue over `items`, loads them all, and times every keystroke of each query. */
export async function runRenderBench(
  items: readonly OnlineCourse[],
  queries: readonly string[],
): Promise<RenderBenchResult> {
  adoptStyles(document, [tokenStyles, ...toolkitStyles, catalogueStyles]);
  // The catalogue's fake API (the test kit's): the site lists, and the items in pages as the server sends them.
  const campus = createTestCampus({
    api: createCatalogueApi({ lists: { 'online-courses': [...items] } }),
    clientId: 'bench',
    clientSecret: 'bench-secret',
    session: { access_token: 'bench-token', email: 'bench@campus.example' },
  });
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  const root = createRoot(host);
  root.render(createElement(CampusProvider, { campus }, createElement(CourseCatalogue, { type: 'online-courses' })));

  // Every page, as a person clicking "Carregar mais" until there is no more.
  const loadStart = performance.now();
  await waitFor(() => host.querySelector('[role="listitem"]'), 'the first page');
  while (listed(host) < items.length) {
    if (performance.now() - loadStart > 120_000) throw new Error(`bench: ${listed(host)} items loaded in 2 min`);
    const more = [...host.querySelectorAll('button')].find((button) => button.textContent?.includes('Carregar mais'));
    if (more && !more.disabled && more.getAttribute('aria-busy') !== 'true') more.click();
    await nextFrame();
  }
  const loadAll = performance.now() - loadStart;
  const loaded = listed(host);
  if (loaded !== items.length) throw new Error(`bench: ${loaded} of ${items.length} items loaded`);

  const field = await waitFor(() => host.querySelector<HTMLInputElement>('input[type="search"]'), 'the search');
  const filters = initialFiltersData().online_courses;
  const keystrokes: number[] = [];
  const matches: number[] = [];
  for (const query of queries) {
    for (let typed = 1; typed <= query.length; typed += 1) {
      const start = performance.now();
      type(field, query.slice(0, typed));
      await nextTask();
      // Style and layout of what changed, which the next frame would otherwise do before painting.
      void host.getBoundingClientRect().height;
      void document.body.offsetHeight;
      keystrokes.push(performance.now() - start);
      // Well under the 300 ms search debounce: the text never reaches the store, so all items stay loaded.
      await nextFrame();
    }
    const shown = listed(host);
    const expected = filterCatalogue(items, 'online-courses', filters, query).length;
    if (shown !== expected) throw new Error(`bench: “${query}” lists ${shown}, the filter gives ${expected}`);
    matches.push(shown);
    type(field, '');
    await nextTask();
    await nextFrame();
  }
  root.unmount();
  await campus.destroy();
  return { loaded, keystrokes, loadAll, matches };
}
