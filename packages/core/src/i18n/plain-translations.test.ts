import { describe, expect, it, vi } from 'vitest';
import { createCampusI18n } from './create-i18n.js';

describe('createCampusI18n keeps the text of keys translated without options (issue 27)', () => {
  it('answers a key it translated already without asking i18next again, per language', () => {
    const i18n = createCampusI18n('pt-BR');
    i18n.addResourceBundle('en-US', 'translation', { greeting: 'Hello' }, true, true);
    i18n.addResourceBundle('pt-BR', 'translation', { greeting: 'Olá' }, true, true);
    const translate = vi.spyOn(i18n, 't');
    const pt = i18n.getFixedT('pt-BR');
    const en = i18n.getFixedT('en-US');
    expect(pt('greeting')).toBe('Olá');
    expect(en('greeting')).toBe('Hello');
    const calls = translate.mock.calls.length;
    expect(pt('greeting')).toBe('Olá');
    expect(i18n.getFixedT('pt-BR')('greeting')).toBe('Olá');
    expect(en('greeting')).toBe('Hello');
    expect(translate.mock.calls.length).toBe(calls);
  });

  it('translates again once a bundle arrives: a key that fell back to pt-BR gets its language', () => {
    const i18n = createCampusI18n('pt-BR');
    i18n.addResourceBundle('pt-BR', 'translation', { later: 'Depois' }, true, true);
    const es = i18n.getFixedT('es-ES');
    expect(es('later')).toBe('Depois');
    i18n.addResourceBundle('es-ES', 'translation', { later: 'Después' }, true, true);
    expect(es('later')).toBe('Después');
    i18n.removeResourceBundle('es-ES', 'translation');
    expect(es('later')).toBe('Depois');
  });

  it('leaves calls with options, a namespace or a key prefix to i18next, every time', () => {
    const i18n = createCampusI18n('pt-BR');
    i18n.addResourceBundle('pt-BR', 'translation', { items: '{{count}} itens', box: { label: 'Caixa' } }, true, true);
    const pt = i18n.getFixedT('pt-BR');
    expect(pt('items', { count: 2 })).toBe('2 itens');
    expect(pt('items', { count: 3 })).toBe('3 itens');
    expect(i18n.getFixedT('pt-BR', null, 'box')('label')).toBe('Caixa');
    expect((i18n.getFixedT('pt-BR') as unknown as { lng: string }).lng).toBe('pt-BR');
  });
});
