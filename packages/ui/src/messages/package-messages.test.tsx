import { useMemo } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '../testing/index.js';
import { useT } from '../provider/use-t.js';
import { addPackageMessages, loadPackageMessages } from './package-messages.js';
import { usePackageMessages } from './use-package-messages.js';

const messages = {
  'pt-BR': { demo: { hello: 'Olá' } },
  'en-US': { demo: { hello: 'Hello' } },
  'es-ES': { demo: { hello: 'Hola' } },
  'fr-FR': { demo: { hello: 'Bonjour' } },
} as const;

function Greeting() {
  usePackageMessages(messages);
  const t = useT();
  return <p>{t('demo.hello')}</p>;
}

describe('package messages', () => {
  it('translates a package key on the first render, in the instance language', () => {
    renderWithCampus(<Greeting />, createTestCampus({ locale: 'fr-FR' }));
    expect(screen.getByText('Bonjour')).toBeTruthy();
  });

  it('merges without replacing the core messages or a host override', () => {
    const campus = createTestCampus();
    const before = campus.i18n.t('errors.unexpected');
    campus.i18n.addResourceBundle('pt-BR', 'translation', { demo: { hello: 'Oi' } }, true, true);
    addPackageMessages(campus, messages);
    addPackageMessages(campus, messages);
    expect(campus.i18n.t('errors.unexpected')).toBe(before);
    expect(campus.i18n.t('demo.hello')).toBe('Oi');
    expect(campus.i18n.getFixedT('es-ES')('demo.hello')).toBe('Hola');
  });
});

describe('package messages given as loaders', () => {
  const lazy = {
    'pt-BR': { lazy: { hello: 'Olá' } },
    'en-US': () => Promise.resolve({ lazy: { hello: 'Hello' } }),
    'es-ES': () => Promise.reject(new Error('offline')),
    'fr-FR': () => Promise.resolve({ lazy: { hello: 'Bonjour' } }),
  } as const;

  function LazyGreeting() {
    const ready = usePackageMessages(lazy);
    const t = useT();
    return <p data-ready={String(ready)}>{t('lazy.hello')}</p>;
  }

  it('loads the current language once and renders it when it arrives', async () => {
    const loader = vi.fn(lazy['fr-FR']);
    const messages = { ...lazy, 'fr-FR': loader };
    function Twice() {
      usePackageMessages(messages);
      const t = useT();
      return <p>{t('lazy.hello')}</p>;
    }
    renderWithCampus(
      <>
        <Twice />
        <Twice />
      </>,
      createTestCampus({ locale: 'fr-FR' }),
    );
    expect(await screen.findAllByText('Bonjour')).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('gives memoised labels the loaded language: the translate function changes when the messages arrive', async () => {
    function MemoisedGreeting() {
      usePackageMessages(lazy);
      const t = useT();
      const label = useMemo(() => t('lazy.hello'), [t]);
      return <p>{label}</p>;
    }
    renderWithCampus(<MemoisedGreeting />, createTestCampus({ locale: 'en-US' }));
    expect(await screen.findByText('Hello')).toBeTruthy();
  });

  it('loads another language when the person switches to it', async () => {
    const { campus } = renderWithCampus(<LazyGreeting />);
    expect(screen.getByText('Olá')).toHaveAttribute('data-ready', 'true');
    await act(async () => {
      await campus.setLocale('en-US');
    });
    expect(await screen.findByText('Hello')).toHaveAttribute('data-ready', 'true');
  });

  it('keeps the default language when a language cannot be loaded', async () => {
    const campus = createTestCampus({ locale: 'es-ES' });
    renderWithCampus(<LazyGreeting />, campus);
    expect(screen.getByText('Olá')).toHaveAttribute('data-ready', 'false');
    await loadPackageMessages(campus, lazy, 'es-ES');
    expect(screen.getByText('Olá')).toBeInTheDocument();
  });
});
