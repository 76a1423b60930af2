import { LOCALES, messageKeys } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from './catalogue-messages';

const reference = messageKeys(CATALOGUE_MESSAGES['pt-BR']);

describe('catalogue messages', () => {
  it('live under the package key only', () => {
    for (const locale of LOCALES) expect(Object.keys(CATALOGUE_MESSAGES[locale])).toEqual(['catalogue']);
  });

  it.each(LOCALES)('%s has exactly the keys of pt-BR, none empty', (locale) => {
    const bundle = CATALOGUE_MESSAGES[locale];
    expect(messageKeys(bundle)).toEqual(reference);
    const values = (node: object): string[] =>
      Object.values(node).flatMap((value: unknown) => (typeof value === 'string' ? [value] : values(value as object)));
    for (const value of values(bundle)) expect(value.trim()).not.toBe('');
  });

  it('keeps the specification messages verbatim in pt-BR (§8)', () => {
    const pt = CATALOGUE_MESSAGES['pt-BR'] as { catalogue: { notice: Record<string, string> } };
    expect(pt.catalogue.notice['no_vacancies']).toBe('Vagas esgotadas');
    expect(pt.catalogue.notice['blocked']).toBe('Você foi bloqueado');
  });
});
