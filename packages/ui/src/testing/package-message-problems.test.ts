import { describe, expect, it } from 'vitest';
import { packageMessageProblems } from './package-message-problems.js';

const pt = { shop: { title: 'Loja', greeting: 'Olá, {{name}}' } };

describe('packageMessageProblems', () => {
  it('finds nothing wrong in complete messages', async () => {
    const en = { shop: { title: 'Shop', greeting: 'Hi, {{name}}' } };
    const messages = { 'pt-BR': pt, 'en-US': async () => en, 'es-ES': en, 'fr-FR': en };
    expect(await packageMessageProblems(messages, 'shop')).toEqual([]);
  });

  it('names every problem: not inline, another top-level key, a missing or added key, empty text, placeholders', async () => {
    const messages = {
      'pt-BR': async () => pt,
      'en-US': { shop: { title: 'Shop', greeting: 'Hi, {{user}}' } },
      'es-ES': { shop: { title: ' ', greeting: 'Hola, {{name}}', extra: 'Más' } },
      'fr-FR': { shop: { title: 'Boutique' }, other: { x: 'y' } },
    };
    expect(await packageMessageProblems(messages, 'shop')).toEqual([
      'pt-BR is not inline',
      'en-US shop.greeting has other placeholders than pt-BR',
      'es-ES adds shop.extra',
      'es-ES shop.title is empty',
      'fr-FR has top-level keys shop, other',
      'fr-FR lacks shop.greeting',
      'fr-FR adds other.x',
    ]);
  });
});
