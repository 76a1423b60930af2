import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElementLoader } from './element-loader.js';
import type { ElementLoader, ImportElements } from './element-loader.js';
import type { ElementPackage } from './tags.js';

const loaders: ElementLoader[] = [];

afterEach(() => {
  loaders.splice(0).forEach((loader) => loader.disconnect());
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** A fake import: records each call and defines the package's first tag unless told to fail. */
function fakeImport(fail: (name: ElementPackage, attempt: number) => boolean = () => false) {
  const calls: [ElementPackage, number][] = [];
  const importElements: ImportElements = vi.fn(async (name, attempt) => {
    calls.push([name, attempt]);
    if (fail(name, attempt)) throw new TypeError('Failed to fetch dynamically imported module');
    return undefined;
  });
  return { calls, importElements };
}

function start(importElements: ImportElements): ElementLoader {
  const loader = createElementLoader(importElements, document);
  loaders.push(loader);
  return loader;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createElementLoader', () => {
  it('imports the package of each widget tag on the page at start, once per package', async () => {
    document.body.innerHTML =
      '<campus-ranking></campus-ranking><campus-points-table></campus-points-table><campus-login></campus-login>';
    const { calls, importElements } = fakeImport();
    start(importElements);
    await flush();
    expect(calls).toEqual([
      ['ranking', 0],
      ['auth', 0],
    ]);
  });

  it('imports a package when one of its tags is added later, and nothing for other tags', async () => {
    const { calls, importElements } = fakeImport();
    start(importElements);
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<p>text</p><campus-sales-form></campus-sales-form><campus-unknown></campus-unknown>';
    document.body.append(wrapper);
    await waitFor(() => expect(calls).toEqual([['sales', 0]]));
  });

  it('watches a shadow root it is given', async () => {
    const { calls, importElements } = fakeImport();
    const loader = start(importElements);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    loader.watch(root);
    root.append(document.createElement('campus-check-in'));
    await waitFor(() => expect(calls).toEqual([['checkin', 0]]));
  });

  it('shows an error state with a Retry button when a package fails, and retries with the next attempt', async () => {
    document.body.innerHTML = '<campus-course-catalogue></campus-course-catalogue>';
    const { calls, importElements } = fakeImport((name, attempt) => name === 'catalogue' && attempt === 0);
    start(importElements);
    const widget = document.body.querySelector('campus-course-catalogue') as HTMLElement;
    const errorState = await waitFor(() => {
      const holder = widget.querySelector('[data-campus-load-error]');
      expect(holder?.shadowRoot).toBeTruthy();
      return holder?.shadowRoot as unknown as HTMLElement;
    });
    const alert = within(errorState).getByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado');
    expect(alert).toHaveTextContent('Não foi possível carregar este conteúdo');

    // A widget of the failed package added meanwhile shows the error state too.
    const detail = document.createElement('campus-course-detail');
    document.body.append(detail);
    await waitFor(() => expect(detail.querySelector('[data-campus-load-error]')).not.toBeNull());

    await userEvent.click(within(errorState).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(widget.querySelector('[data-campus-load-error]')).toBeNull());
    expect(detail.querySelector('[data-campus-load-error]')).toBeNull();
    expect(calls).toEqual([
      ['catalogue', 0],
      ['catalogue', 1],
    ]);
  });

  it('keeps the error state, announced again, when the retry fails too', async () => {
    document.body.innerHTML = '<campus-reward-store></campus-reward-store>';
    const { calls, importElements } = fakeImport((name) => name === 'rewards');
    start(importElements);
    const widget = document.body.querySelector('campus-reward-store') as HTMLElement;
    await waitFor(() => expect(widget.querySelector('[data-campus-load-error]')).not.toBeNull());
    const root = widget.querySelector('[data-campus-load-error]')?.shadowRoot as unknown as HTMLElement;
    await userEvent.click(within(root).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await flush();
    expect(within(root).getByRole('alert')).not.toHaveAttribute('aria-busy');
    expect(within(root).getByRole('button', { name: 'Tentar novamente' })).not.toHaveAttribute('aria-disabled');
    expect(widget.querySelectorAll('[data-campus-load-error]')).toHaveLength(1);
  });

  it('speaks the language of <campus-config locale>, and of `?locale=` above it', async () => {
    document.body.innerHTML =
      '<campus-config locale="fr-FR"></campus-config><campus-photo-upload></campus-photo-upload>';
    const { importElements } = fakeImport(() => true);
    start(importElements);
    const widget = document.body.querySelector('campus-photo-upload') as HTMLElement;
    await waitFor(() => expect(widget.querySelector('[data-campus-load-error]')).not.toBeNull());
    const root = widget.querySelector('[data-campus-load-error]')?.shadowRoot as unknown as HTMLElement;
    expect(within(root).getByRole('alert')).toHaveTextContent('Un problème est survenu');
    expect(within(root).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('load() imports a known tag’s package and rejects an unknown tag', async () => {
    const { calls, importElements } = fakeImport();
    const loader = start(importElements);
    await loader.load('campus-campaigns');
    expect(calls).toEqual([['ranking', 0]]);
    await expect(loader.load('campus-nothing')).rejects.toThrow('<campus-nothing> is not a Campus widget');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
