import { describe, expect, it } from 'vitest';
import { demoFaqTranslations, demoPageTranslations } from './demo-content-translations';

describe('demo FAQ and page translations (docs/demo.md)', () => {
  it('gives English, Spanish and French to a demo question and a page', () => {
    const faq = demoFaqTranslations('Como faço meu primeiro acesso?');
    expect(Object.keys(faq).sort()).toEqual(['en-US', 'es-ES', 'fr-FR']);
    expect(faq['en-US']).toMatchObject({ question: 'How do I sign in for the first time?' });
    expect(faq['fr-FR']?.answer).toMatch(/CPF/);
    expect(demoPageTranslations('about')['es-ES']).toMatchObject({ title: 'Sobre Campus' });
  });

  it('leaves the hotsite and unknown questions in Portuguese (the fallback the demo shows)', () => {
    expect(demoPageTranslations('hotsite')).toEqual({});
    expect(demoFaqTranslations('Pergunta nova?')).toEqual({});
  });
});
