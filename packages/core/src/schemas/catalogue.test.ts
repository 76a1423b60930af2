import { describe, expect, it } from 'vitest';
import { initialFiltersData } from '../stores/filters.store.js';
import {
  catalogueIdSchema,
  courseActivitiesSchema,
  learningListQuerySchema,
  libraryListQuerySchema,
  liveClassListQuerySchema,
  podcastSearchParamsSchema,
  webinarListQuerySchema,
} from './catalogue.js';
import { clientParamsSchema, paramsResponseSchema } from './params.js';

describe('catalogue list queries', () => {
  it("read the SDK filter store's defaults as no filter at all", () => {
    const defaults = initialFiltersData().online_courses;
    const query = learningListQuerySchema.parse({
      favorite: defaults.favorite,
      progress: defaults.progress,
      search: defaults.search,
      selected_areas: defaults.selected_areas,
      selected_groups: defaults.selected_groups,
      selected_tags: defaults.selected_tags,
      subscription_type: defaults.subscription_type,
      selected_categories: defaults.selected_categories.value,
    });
    expect(query).toEqual({
      page: 1,
      page_size: 20,
      favorite: 'all',
      progress: 'all',
      search: '',
      selected_areas: 'all',
      selected_groups: 'all',
      selected_tags: 'all',
      subscription_type: 'all',
      selected_categories: 'all',
    });
    const webinars = initialFiltersData().webinars;
    expect(
      webinarListQuerySchema.parse({ webinar_status: String(webinars.webinar_status), webinar_is_online: 'false' }),
    ).toMatchObject({ webinar_status: 'all', webinar_is_online: 'false' });
  });

  it('take id lists comma separated or repeated, de-duplicated, and refuse anything else', () => {
    expect(learningListQuerySchema.parse({ selected_tags: '3, 1,3' }).selected_tags).toEqual([3, 1]);
    expect(learningListQuerySchema.parse({ selected_tags: ['3', '4'] }).selected_tags).toEqual([3, 4]);
    expect(learningListQuerySchema.parse({ selected_tags: '3,all' }).selected_tags).toBe('all');
    for (const bad of ['x', '0', '-1', '1.5', '2147483648', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect(learningListQuerySchema.safeParse({ selected_tags: bad }).success, bad).toBe(false);
    }
    expect(libraryListQuerySchema.parse({ categories: '2', extensions: 'all' })).toMatchObject({
      categories: [2],
      extensions: 'all',
    });
  });

  it("read 'null' in selected_categories as 'no category'", () => {
    expect(learningListQuerySchema.parse({ selected_categories: '4,null' }).selected_categories).toEqual({
      ids: [4],
      none: true,
    });
  });

  it('check statuses, dates and text', () => {
    expect(liveClassListQuerySchema.parse({ live_class_status: 'no_vacancy' }).live_class_status).toBe('no_vacancy');
    expect(liveClassListQuerySchema.safeParse({ live_class_status: 'full' }).success).toBe(false);
    expect(learningListQuerySchema.parse({ begin_date: 'null', end_date: '' })).not.toHaveProperty(
      'begin_date',
      'null',
    );
    expect(learningListQuerySchema.safeParse({ begin_date: '2026-02-01', end_date: '2026-01-01' }).success).toBe(false);
    expect(learningListQuerySchema.parse({ search: '  vendas ' }).search).toBe('vendas');
    expect(learningListQuerySchema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
    expect(learningListQuerySchema.safeParse({ search: 'x'.repeat(257) }).success).toBe(false);
    expect(podcastSearchParamsSchema.safeParse({ name: '   ' }).success).toBe(false);
  });

  it('take item ids as plain digits only', () => {
    expect(catalogueIdSchema.parse('42')).toBe(42);
    for (const bad of ['0', '1e3', '0x10', ' 1', '2147483648'])
      expect(catalogueIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('params', () => {
  it('keep any has_* flag, typed as boolean', () => {
    const client = { id: 1, home_route: '/home', has_ranking: true, group_training_use_score: false };
    const flags = { has_library: true, has_news: false, has_webcasts: false, has_profile: true };
    expect(clientParamsSchema.parse({ ...client, ...flags, has_forum: true })).toMatchObject({ has_forum: true });
    expect(clientParamsSchema.safeParse({ ...client, ...flags, has_forum: 'yes' }).success).toBe(false);
    expect(paramsResponseSchema.safeParse({}).success).toBe(false);
  });
});

describe('course activities', () => {
  const activity = {
    id: 70,
    hierarchy_order: 1,
    title: 'Boas-vindas',
    type: 'video',
    status: 'finished',
    progress: 100,
    blocked_reason: null,
    duration_minutes: 5,
  };

  it('carry whether the course unlocks its activities one after the other', () => {
    expect(
      courseActivitiesSchema.parse({ course_id: 7, sequential: true, enrolled: false, activities: [activity] }),
    ).toEqual({ course_id: 7, sequential: true, enrolled: false, activities: [activity] });
    expect(courseActivitiesSchema.safeParse({ course_id: 7, sequential: 'yes', activities: [] }).success).toBe(false);
  });

  it('read an answer without the flags as not sequential and enrolled (the server refuses the rest)', () => {
    expect(courseActivitiesSchema.parse({ course_id: 7, activities: [] })).toMatchObject({
      sequential: false,
      enrolled: true,
    });
  });
});
