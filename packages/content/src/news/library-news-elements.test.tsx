import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRealtime } from '@campus/core';
import { configure, elementDefinitions, getConfiguredCampus, resetCampusRegistry } from '@campus/ui';
import type { LibraryFileOpenDetail, NewsOpenDetail } from '../events.js';
import '../library/library.element.js';
import './news.element.js';
import { createLibraryNewsApi, LEARNER_SESSION } from '../testing/library-news-api.test-util.js';

beforeEach(() => {
  configure({
    apiBase: 'https://api.campus.test',
    clientId: 'partner-portal',
    persist: false,
    adapters: { fetch: createLibraryNewsApi().fetch, realtime: createMemoryRealtime(), search: '' },
  });
  getConfiguredCampus()?.stores.session.setState(LEARNER_SESSION);
});

afterEach(async () => {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
});

function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<campus-library> and <campus-news>', { timeout: 20_000 }, () => {
  it('<campus-library> renders in a shadow root with its styles and tells the page a file was opened', async () => {
    const element = mount('campus-library', { category: '61', 'heading-level': '3' });
    const view = inside(element);
    expect(await view.findByRole('heading', { level: 3, name: 'Biblioteca' })).toBeInTheDocument();
    expect(await view.findByText('1 arquivo')).toBeInTheDocument();
    const opened: LibraryFileOpenDetail[] = [];
    document.addEventListener('campus-library-file-open', (event) => opened.push(event.detail));
    await userEvent.setup().click(view.getByRole('button', { name: 'Ver arquivo: Manual do Vendedor' }));
    expect(opened).toEqual([{ id: 501 }]);
    expect(await view.findByRole('heading', { level: 3, name: 'Manual do Vendedor' })).toBeInTheDocument();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(2);
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('<campus-news> opens the routed article, its body sanitized into the shadow root', async () => {
    const element = mount('campus-news', { 'news-id': '801' });
    const view = inside(element);
    expect(await view.findByRole('heading', { level: 2, name: 'O que vale em dobro' })).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('script, [style], [onclick], [onerror]')).toBeNull();
    const opened: NewsOpenDetail[] = [];
    document.addEventListener('campus-news-open', (event) => opened.push(event.detail));
    element.setAttribute('news-id', '');
    await userEvent.setup().click(await view.findByRole('button', { name: 'Ler notícia: Notícia 2' }));
    expect(opened).toEqual([{ news_id: 802 }]);
  });

  it('documents both elements for the manifest', () => {
    const tags = elementDefinitions().map((definition) => definition.tag);
    expect(tags).toEqual(expect.arrayContaining(['campus-library', 'campus-news']));
  });
});
