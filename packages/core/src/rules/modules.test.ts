import { describe, expect, it } from 'vitest';
import { isModuleEnabled } from './modules';

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
