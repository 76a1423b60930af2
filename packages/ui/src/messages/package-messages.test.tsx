import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestCampus, renderWithCampus } from '../testing/test-campus.test-util';
import { useT } from '../provider/use-t';
import { addPackageMessages } from './package-messages';
import { usePackageMessages } from './use-package-messages';

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
