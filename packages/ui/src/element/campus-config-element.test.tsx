import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRealtime } from '@campus/core';
import { offlineFetch } from '@campus/core/testing';
import { useT } from '../provider/use-t.js';
import { configure, getConfiguredCampus, resetCampusRegistry } from './campus-registry.js';
import { defineElement } from './define-element.js';

// No network, storage or realtime: every instance the registry creates gets these adapters.
const quiet = { persist: false, adapters: { fetch: offlineFetch, realtime: createMemoryRealtime(), search: '' } };

function Retry() {
  const t = useT();
  return <button type="button">{t('ui.retry')}</button>;
}
defineElement('campus-locale-probe', Retry);

function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

afterEach(async () => {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
});

describe('<campus-config locale>', () => {
  it('applies the locale again when the host writes the same value after the language was switched', async () => {
    const config = mount('campus-config', { 'api-base': 'https://a.campus.test', 'client-id': 'web', locale: 'en-US' });
    configure(quiet);
    const widget = within(mount('campus-locale-probe').shadowRoot as unknown as HTMLElement);
    expect(await widget.findByRole('button', { name: 'Try again' })).toBeInTheDocument();

    // A script (or a widget's own locale) switched the page's instance to Spanish.
    await act(() => getConfiguredCampus()?.setLocale('es-ES'));
    expect(await widget.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    // The host writes the locale it configured again: it wins once more.
    act(() => config.setAttribute('locale', 'en-US'));
    expect(await widget.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(getConfiguredCampus()?.i18n.language).toBe('en-US');
  });

  it('switches every widget when the locale changes', async () => {
    const config = mount('campus-config', { 'api-base': 'https://a.campus.test', 'client-id': 'web', locale: 'pt-BR' });
    configure(quiet);
    const widget = within(mount('campus-locale-probe').shadowRoot as unknown as HTMLElement);
    expect(await widget.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    act(() => config.setAttribute('locale', 'fr-FR'));
    expect(await widget.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
