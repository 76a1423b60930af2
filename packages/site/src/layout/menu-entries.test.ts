import { describe, expect, it } from 'vitest';
import type { ClientParams, ModuleItem } from '@campus/core';
import { menuEntries } from './menu-entries';

const client = (flags: Record<string, boolean>): ClientParams =>
  ({
    id: 1,
    home_route: '/home',
    has_ranking: false,
    group_training_use_score: false,
    has_library: false,
    has_news: false,
    has_webcasts: false,
    has_profile: false,
    ...flags,
  }) as ClientParams;

const item = (id: number, module: string, name = module): ModuleItem => ({ id, name, module });

describe('menuEntries (spec §6: flags and module items decide the menu)', () => {
  const items = [
    item(1, 'online_courses', 'Cursos online'),
    item(2, 'trails'),
    item(3, 'library'),
    item(4, 'faq'),
    item(5, 'webinars'),
  ];

  it('lists home, then the module items whose flag is on and whose route the site serves, in their order', () => {
    const entries = menuEntries(
      client({ has_online_courses: true, has_trails: true, has_library: true, has_faq: true }),
      items,
    );
    expect(entries.map((entry) => [entry.module, entry.path])).toEqual([
      ['home', '/home'],
      ['online_courses', '/online-courses'],
      ['trails', '/trails'],
      ['faq', '/faq'],
    ]);
    // The library is on but its module is not delivered yet; webinars have no flag: neither shows.
    expect(entries[1]?.name).toBe('Cursos online');
  });

  it('hides a module whose flag is off even when the user has its item, and one the user has no item for', () => {
    const entries = menuEntries(
      client({ has_online_courses: false, has_trails: true, has_faq: true, has_live_classes: true }),
      items,
    );
    expect(entries.map((entry) => entry.module)).toEqual(['home', 'trails', 'faq']);
  });

  it('shows only home without params or module items, and a module once when listed twice', () => {
    expect(menuEntries(null, items).map((entry) => entry.module)).toEqual(['home']);
    expect(menuEntries(client({ has_trails: true }), []).map((entry) => entry.module)).toEqual(['home']);
    expect(menuEntries(client({ has_trails: true }), [item(1, 'trails'), item(2, 'trails')])).toHaveLength(2);
  });
});
