import { describe, expect, it } from 'vitest';
import { captionsForLocale } from './caption-order.js';

const track = (language: string) => ({ language, url: `https://content.test/captions/${language}.vtt` });

describe('captionsForLocale', () => {
  it('offers the learner’s language first, then its other regions, then the rest in import order', () => {
    const captions = [track('pt-BR'), track('es-ES'), track('en-US'), track('en-GB')];
    expect(captionsForLocale(captions, 'en-US').map((each) => each.language)).toEqual([
      'en-US',
      'en-GB',
      'pt-BR',
      'es-ES',
    ]);
    expect(captionsForLocale(captions, 'fr-FR').map((each) => each.language)).toEqual([
      'pt-BR',
      'es-ES',
      'en-US',
      'en-GB',
    ]);
  });
});
