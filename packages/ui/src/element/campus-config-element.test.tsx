import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { insideShadow, mountElement, resetElementPage } from '../testing/element-page.js';
import { createMemoryRealtime } from '@campus/core';
import { offlineFetch } from '@campus/core/testing';
import { useT } from '../provider/use-t.js';
import { configure, getConfiguredCampus } from './campus-registry.js';
import { defineElement } from './define-element.js';

// No network, storage or realtime: every instance the registry creates gets these adapters.
const quiet = { persist: false, adapters: { fetch: offlineFetch, realtime: createMemoryRealtime(), search: '' } };

function Retry() {
  const t = useT();
  return <button type="button">{t('ui.retry')}</button>;
}
defineElement('campus-locale-probe', Retry);

/** A page with `<campus-config>` in `locale` and a widget after it, as a host's markup has them. */
function configuredPage(locale: string) {
  const config = mountElement('campus-config', { 'api-base': 'https://a.campus.test', 'client-id': 'web', locale });
  configure(quiet);
  return { config, widget: insideShadow(mountElement('campus-locale-probe')) };
}

afterEach(async () => {
  await resetElementPage();
});

describe('<campus-config locale>', () => {
  it('applies the locale again when the host writes the same value after the language was switched', async () => {
    const { config, widget } = configuredPage('en-US');
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
    const { config, widget } = configuredPage('pt-BR');
    expect(await widget.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    act(() => config.setAttribute('locale', 'fr-FR'));
    expect(await widget.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
