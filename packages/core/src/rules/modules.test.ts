import { describe, expect, it } from 'vitest';
import { isModuleAvailable, isModuleEnabled } from './modules.js';

describe('isModuleEnabled', () => {
  it('reads the has_<module> flag', () => {
    const client = { id: 1, has_library: true, has_news: false, has_ranking: true };
    expect(isModuleEnabled(client, 'library')).toBe(true);
    expect(isModuleEnabled(client, 'ranking')).toBe(true);
    expect(isModuleEnabled(client, 'news')).toBe(false);
    expect(isModuleEnabled(client, 'webcasts')).toBe(false);
  });

  it('is on only for exactly true', () => {
    expect(isModuleEnabled({ has_library: 'true' }, 'library')).toBe(false);
    expect(isModuleEnabled({ has_library: 1 }, 'library')).toBe(false);
    expect(isModuleEnabled(null, 'library')).toBe(false);
    expect(isModuleEnabled(undefined, 'library')).toBe(false);
  });

  it('accepts a typed client interface', () => {
    interface Client {
      readonly id: number;
      readonly has_profile: boolean;
    }
    const client: Client = { id: 1, has_profile: true };
    expect(isModuleEnabled(client, 'profile')).toBe(true);
  });
});

describe('isModuleEnabled for webinars (spec §1/§3 name the flag has_webcasts)', () => {
  it('switches webinars on by has_webcasts or has_webinars, under either name', () => {
    expect(isModuleEnabled({ has_webcasts: true }, 'webinars')).toBe(true);
    expect(isModuleEnabled({ has_webinars: true }, 'webinars')).toBe(true);
    expect(isModuleEnabled({ has_webcasts: true }, 'webcasts')).toBe(true);
    expect(isModuleEnabled({ has_webcasts: false, has_webinars: false }, 'webinars')).toBe(false);
    expect(isModuleEnabled({ has_webcasts: 'true' }, 'webinars')).toBe(false);
  });
});

describe('isModuleAvailable (spec §6: client flags and the module items per client)', () => {
  const client = { has_trails: true, has_faq: false, has_webcasts: true };

  it('needs both the flag on and an item of the module', () => {
    const items = [
      { id: 1, name: 'Trilhas', module: 'trails' },
      { id: 2, name: 'FAQ', module: 'faq' },
      { id: 3, name: 'Menu' },
    ];
    expect(isModuleAvailable(client, items, 'trails')).toBe(true);
    expect(isModuleAvailable(client, items, 'faq')).toBe(false);
    expect(isModuleAvailable(client, items, 'webinars')).toBe(false);
    expect(isModuleAvailable(client, [{ module: 'webinars' }], 'webinars')).toBe(true);
    expect(isModuleAvailable(null, items, 'trails')).toBe(false);
    expect(isModuleAvailable(client, [], 'trails')).toBe(false);
  });
});
