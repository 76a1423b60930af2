import { describe, expect, it } from 'vitest';
import { translatedText } from './translated-text';

describe('translatedText', () => {
  const translations = { 'en-US': { title: 'About', body: ' ' }, 'fr-FR': {} };

  it('answers the locale’s translation, else the Portuguese column (missing, blank or untranslated)', () => {
    expect(translatedText(translations, 'en-US', 'title', 'Sobre')).toBe('About');
    expect(translatedText(translations, 'en-US', 'body', 'Quem somos.')).toBe('Quem somos.');
    expect(translatedText(translations, 'fr-FR', 'title', 'Sobre')).toBe('Sobre');
    expect(translatedText(translations, 'es-ES', 'title', 'Sobre')).toBe('Sobre');
    expect(translatedText({}, 'pt-BR', 'title', 'Sobre')).toBe('Sobre');
  });
});
