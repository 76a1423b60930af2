import { initialFiltersData } from '@campus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueFilters } from '../list/list-query.js';
import type { CatalogueListItem } from '../catalogue-type.js';
import {
  AREA_NORTH,
  AREA_SOUTH,
  CATEGORY_PEOPLE,
  GROUP_STORES,
  liveClass,
  onlineCourse,
  presentialCourse,
  TAG_LEADERSHIP,
  webinar,
} from '../testing/catalogue-fixtures.test-util.js';
import { filterCatalogue, isJoined } from './filter-items.js';
import { foldText } from './fold-text.js';

const defaults = initialFiltersData();
const courseFilters = (patch: Partial<CatalogueFilters> = {}): CatalogueFilters => ({
  ...defaults.online_courses,
  ...patch,
});
const ids = (items: readonly CatalogueListItem[]) => items.map((item) => item.id);

describe('foldText', () => {
  it('drops case and accents as the server does', () => {
    expect(foldText('Aviação ÇÃO Ñandú')).toBe('aviacao cao nandu');
  });
});

describe('filterCatalogue', () => {
  const courses = [
    onlineCourse({ id: 1, title: 'Aviação comercial', favorite: true }),
    onlineCourse({
      id: 2,
      title: 'Vendas',
      description: 'Técnicas de negociação',
      enrolled: true,
      status: 'in_progress',
    }),
    onlineCourse({
      id: 3,
      title: 'Liderança',
      category: null,
      areas: [AREA_NORTH],
      groups: [GROUP_STORES],
      tags: [TAG_LEADERSHIP],
    }),
    onlineCourse({
      id: 4,
      title: 'Pessoas',
      category: CATEGORY_PEOPLE,
      begin_date: '2026-03-10T12:00:00Z',
      end_date: '2026-03-20T12:00:00Z',
    }),
  ];

  it('keeps everything with the default filters (spec §3: every filter defaults to all)', () => {
    expect(filterCatalogue(courses, 'online-courses', courseFilters())).toEqual(courses);
  });

  it('searches title and description, ignoring case and accents', () => {
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters(), 'AVIACAO'))).toEqual([1]);
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters(), '  negociacao '))).toEqual([2]);
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters({ search: 'lider' })))).toEqual([3]);
  });

  it('filters favourites, progress and subscription', () => {
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters({ favorite: 'true' })))).toEqual([1]);
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters({ favorite: 'false' })))).toEqual([2, 3, 4]);
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters({ progress: 'in_progress' })))).toEqual([2]);
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters({ subscription_type: 'subscribed' })))).toEqual(
      [2],
    );
    expect(
      ids(filterCatalogue(courses, 'online-courses', courseFilters({ subscription_type: 'not_subscribed' }))),
    ).toEqual([1, 3, 4]);
  });

  it('filters areas, groups and tags by any chosen id, and categories with "no category"', () => {
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters({ selected_areas: [AREA_NORTH.id] })))).toEqual(
      [3],
    );
    expect(
      ids(filterCatalogue(courses, 'online-courses', courseFilters({ selected_groups: [String(GROUP_STORES.id)] }))),
    ).toEqual([3]);
    expect(
      ids(filterCatalogue(courses, 'online-courses', courseFilters({ selected_tags: [TAG_LEADERSHIP.id, 999] }))),
    ).toEqual([3]);
    expect(ids(filterCatalogue(courses, 'online-courses', courseFilters({ selected_areas: [AREA_SOUTH.id] })))).toEqual(
      [1, 2, 4],
    );
    const category = (value: string | number) => courseFilters({ selected_categories: { label: 'x', value } });
    expect(ids(filterCatalogue(courses, 'online-courses', category(CATEGORY_PEOPLE.id)))).toEqual([4]);
    expect(ids(filterCatalogue(courses, 'online-courses', category('null')))).toEqual([3]);
  });

  it('keeps items whose period overlaps the range (whole days at UTC−3); items without dates always match', () => {
    const range = (begin_date: string | null, end_date: string | null) => courseFilters({ begin_date, end_date });
    expect(ids(filterCatalogue(courses, 'online-courses', range('2026-03-20', null)))).toEqual([1, 2, 3, 4]);
    expect(ids(filterCatalogue(courses, 'online-courses', range('2026-03-21', null)))).toEqual([1, 2, 3]);
    expect(ids(filterCatalogue(courses, 'online-courses', range(null, '2026-03-10')))).toEqual([1, 2, 3, 4]);
    expect(ids(filterCatalogue(courses, 'online-courses', range(null, '2026-03-09')))).toEqual([1, 2, 3]);
    // 2026-03-10T02:00Z is still 9 March at UTC−3.
    const early = [onlineCourse({ id: 9, begin_date: '2026-03-10T02:00:00Z' })];
    expect(ids(filterCatalogue(early, 'online-courses', range(null, '2026-03-09')))).toEqual([9]);
  });

  it('filters live classes by status and online', () => {
    const classes = [
      liveClass({ id: 1, live_class_status: 'opened', is_online: true }),
      liveClass({ id: 2, live_class_status: 'finished', is_online: false }),
    ];
    const filters = (patch: Partial<CatalogueFilters>) => ({ ...defaults.live_classes, ...patch });
    expect(ids(filterCatalogue(classes, 'live-classes', filters({ live_class_status: 'finished' })))).toEqual([2]);
    expect(ids(filterCatalogue(classes, 'live-classes', filters({ live_class_is_online: 'true' })))).toEqual([1]);
    expect(ids(filterCatalogue(classes, 'live-classes', filters({ live_class_is_online: 'false' })))).toEqual([2]);
  });

  it('filters webinars by status (null: all) and online only (false: all)', () => {
    const webinars = [
      webinar({ id: 1, is_online: true }),
      webinar({ id: 2, is_online: false, webinar_status: 'closed' }),
    ];
    const filters = (patch: Partial<CatalogueFilters>) => ({ ...defaults.webinars, ...patch });
    expect(ids(filterCatalogue(webinars, 'webinars', filters({})))).toEqual([1, 2]);
    expect(ids(filterCatalogue(webinars, 'webinars', filters({ webinar_status: 'closed' })))).toEqual([2]);
    expect(ids(filterCatalogue(webinars, 'webinars', filters({ webinar_is_online: true })))).toEqual([1]);
  });

  it('filters presential courses by status and online', () => {
    const courses = [
      presentialCourse({ id: 1, presential_status: 'live', is_online: true }),
      presentialCourse({ id: 2, presential_status: 'invited_only' }),
    ];
    const filters = (patch: Partial<CatalogueFilters>) => ({ ...defaults.presentials, ...patch });
    expect(ids(filterCatalogue(courses, 'presential-courses', filters({ presential_status: 'invited_only' })))).toEqual(
      [2],
    );
    expect(ids(filterCatalogue(courses, 'presential-courses', filters({ presential_is_online: 'true' })))).toEqual([1]);
  });

  it('treats subscription to transmissions as joining', () => {
    expect(isJoined(liveClass({ subscribed: true }))).toBe(true);
    expect(isJoined(onlineCourse({ enrolled: false }))).toBe(false);
  });

  const arbitraryCourse = fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    title: fc.string({ maxLength: 12 }),
    description: fc.string({ maxLength: 12 }),
    favorite: fc.boolean(),
    enrolled: fc.boolean(),
  });

  it('narrows as more is typed: the results for "ab" are among the results for "a", in order', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryCourse, { maxLength: 30 }),
        fc.string({ maxLength: 4 }),
        fc.string({ maxLength: 3 }),
        (rows, typed, more) => {
          const items = rows.map((row) => onlineCourse(row));
          const shorter = filterCatalogue(items, 'online-courses', courseFilters(), typed);
          const longer = filterCatalogue(items, 'online-courses', courseFilters(), typed + more);
          expect(longer.every((item) => shorter.includes(item))).toBe(true);
          expect(longer).toEqual(shorter.filter((item) => longer.includes(item)));
        },
      ),
    );
  });

  it('is idempotent and keeps only items the filters accept', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryCourse, { maxLength: 30 }),
        fc.constantFrom('all', 'true', 'false'),
        fc.string({ maxLength: 3 }),
        (rows, favorite, search) => {
          const items = rows.map((row) => onlineCourse(row));
          const filters = courseFilters({ favorite, search });
          const once = filterCatalogue(items, 'online-courses', filters);
          expect(filterCatalogue(once, 'online-courses', filters)).toEqual(once);
          if (favorite !== 'all') expect(once.every((item) => item.favorite === (favorite === 'true'))).toBe(true);
        },
      ),
    );
  });
});
