import { describe, expect, it } from 'vitest';
import { messageBundle, packageMessageProblems } from '@campus/ui/testing';
import { CATALOGUE_MESSAGES } from './catalogue-messages.js';

describe('catalogue messages', () => {
  it('are complete in every language: pt-BR inline, under `catalogue` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(CATALOGUE_MESSAGES, 'catalogue')).toEqual([]);
  });

  it('keeps the specification messages verbatim in pt-BR (§8)', async () => {
    const pt = (await messageBundle(CATALOGUE_MESSAGES, 'pt-BR')) as { catalogue: { notice: Record<string, string> } };
    expect(pt.catalogue.notice['no_vacancies']).toBe('Vagas esgotadas');
    expect(pt.catalogue.notice['blocked']).toBe('Você foi bloqueado');
  });
});
