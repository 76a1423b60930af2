import { describe, expect, it } from 'vitest';
import type { ModuleItem } from '@campus/core';
import type { ProgrammeMembership } from '../programme/programme-membership';
import { menuEntries } from './menu-entries';
import { clientParams } from '../testing/params.test-util';

const client = clientParams;

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
      'not-member',
    );
    expect(entries.map((entry) => [entry.module, entry.path])).toEqual([
      ['home', '/home'],
      ['online_courses', '/online-courses'],
      ['trails', '/trails'],
      ['library', '/library'],
      ['faq', '/faq'],
    ]);
    // Webinars have no flag: they do not show.
    expect(entries[1]?.name).toBe('Cursos online');
  });

  it('opens the profile’s ranking tab from the ranking entry, and the profile from its own', () => {
    const entries = menuEntries(
      client({ has_ranking: true, has_profile: true }),
      [item(1, 'ranking'), item(2, 'profile')],
      'not-member',
    );
    expect(entries.map((entry) => [entry.module, entry.path])).toEqual([
      ['home', '/home'],
      ['ranking', '/profile?tab=ranking'],
      ['profile', '/profile'],
    ]);
  });

  it('hides a module whose flag is off even when the user has its item, and one the user has no item for', () => {
    const entries = menuEntries(
      client({ has_online_courses: false, has_trails: true, has_faq: true, has_live_classes: true }),
      items,
      'not-member',
    );
    expect(entries.map((entry) => entry.module)).toEqual(['home', 'trails', 'faq']);
  });

  it('shows only home without params or module items, and a module once when listed twice', () => {
    expect(menuEntries(null, items, 'not-member').map((entry) => entry.module)).toEqual(['home']);
    expect(menuEntries(client({ has_trails: true }), [], 'not-member').map((entry) => entry.module)).toEqual(['home']);
    expect(
      menuEntries(client({ has_trails: true }), [item(1, 'trails'), item(2, 'trails')], 'not-member'),
    ).toHaveLength(2);
  });
});

describe('menuEntries: the loyalty programme by membership (spec §6)', () => {
  const loyaltyFlags = {
    has_online_courses: true,
    has_reward_store: true,
    has_points_table: true,
    has_campaigns: true,
    has_events: true,
    has_insert_sales: true,
    has_upload_photos: true,
  };
  const items = [
    item(1, 'online_courses'),
    item(2, 'reward_store', 'Loja de prêmios'),
    item(3, 'points_table'),
    item(4, 'campaigns'),
    item(5, 'events'),
    item(6, 'insert_sales'),
    item(7, 'upload_photos'),
  ];
  const modulesFor = (membership: ProgrammeMembership, flags: Record<string, boolean> = loyaltyFlags) =>
    menuEntries(client(flags), items, membership).map((entry) => entry.module);

  it("shows a programme member every programme screen whose flag is on, in the module items' order", () => {
    expect(modulesFor('member')).toEqual([
      'home',
      'online_courses',
      'reward_store',
      'points_table',
      'campaigns',
      'events',
      'insert_sales',
      'upload_photos',
    ]);
    const paths = menuEntries(client(loyaltyFlags), items, 'member').map((entry) => entry.path);
    expect(paths).toContain('/reward-store');
    expect(paths).toContain('/insert-sales');
    expect(paths).toContain('/upload-photos');
  });

  it('hides every programme screen from someone who is not a member (a learner), keeping the learning modules', () => {
    expect(modulesFor('not-member')).toEqual(['home', 'online_courses']);
  });

  it('hides them while the membership is not known yet, so a learner never sees them flash', () => {
    expect(modulesFor('unknown')).toEqual(['home', 'online_courses']);
  });

  it('keeps them for a blocked member, whose pages then say they were blocked', () => {
    expect(modulesFor('blocked')).toContain('reward_store');
  });

  it('still follows the flags for a member: a programme module switched off stays hidden', () => {
    expect(modulesFor('member', { ...loyaltyFlags, has_reward_store: false, has_events: false })).toEqual([
      'home',
      'online_courses',
      'points_table',
      'campaigns',
      'insert_sales',
      'upload_photos',
    ]);
  });
});
