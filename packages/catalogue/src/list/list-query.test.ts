import { initialFiltersData } from '@campus/core';
import {
  learningListQuerySchema,
  liveClassListQuerySchema,
  presentialListQuerySchema,
  webinarListQuerySchema,
} from '@campus/core/schemas';
import { describe, expect, it } from 'vitest';
import { isDateRangeValid, listQueryOf } from './list-query.js';

const defaults = initialFiltersData();

describe('listQueryOf', () => {
  it('sends nothing for the defaults', () => {
    expect(listQueryOf('online-courses', defaults.online_courses)).toEqual({});
    expect(listQueryOf('webinars', defaults.webinars)).toEqual({});
    expect(listQueryOf('live-classes', defaults.live_classes)).toEqual({});
    expect(listQueryOf('presential-courses', defaults.presentials)).toEqual({});
  });

  it('writes every base filter the way the server reads it', () => {
    const query = listQueryOf('trails', {
      ...defaults.trails,
      favorite: 'true',
      progress: 'in_progress',
      search: '  excel ',
      selected_areas: [3, 7],
      selected_groups: ['5'],
      selected_tags: 'all',
      subscription_type: 'not_subscribed',
      selected_categories: { label: 'Sem categoria', value: 'null' },
      begin_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(query).toEqual({
      begin_date: '2026-01-01',
      end_date: '2026-01-31',
      favorite: 'true',
      progress: 'in_progress',
      search: 'excel',
      selected_areas: '3,7',
      selected_categories: 'null',
      selected_groups: '5',
      subscription_type: 'not_subscribed',
    });
    expect(Object.keys(query)).toEqual([...Object.keys(query)].sort());
    const parsed = learningListQuerySchema.parse(query);
    expect(parsed.selected_areas).toEqual([3, 7]);
    expect(parsed.selected_categories).toEqual({ ids: [], none: true });
  });

  it('adds the status and online filters of each kind, accepted by the server schemas', () => {
    const live = listQueryOf('live-classes', {
      ...defaults.live_classes,
      live_class_status: 'no_vacancy',
      live_class_is_online: 'false',
    });
    expect(live).toEqual({ live_class_is_online: 'false', live_class_status: 'no_vacancy' });
    expect(liveClassListQuerySchema.parse(live).live_class_status).toBe('no_vacancy');

    const presential = listQueryOf('presential-courses', {
      ...defaults.presentials,
      presential_status: 'invited_only',
      presential_is_online: 'true',
    });
    expect(presentialListQuerySchema.parse(presential)).toMatchObject({
      presential_status: 'invited_only',
      presential_is_online: 'true',
    });

    const webinars = listQueryOf('webinars', {
      ...defaults.webinars,
      webinar_status: 'closed',
      webinar_is_online: true,
    });
    expect(webinars).toEqual({ webinar_is_online: 'true', webinar_status: 'closed' });
    expect(webinarListQuerySchema.parse(webinars)).toMatchObject({
      webinar_status: 'closed',
      webinar_is_online: 'true',
    });
  });

  it('takes the typed search over the stored one when given', () => {
    expect(listQueryOf('online-courses', { ...defaults.online_courses, search: 'a' }, 'ab')).toEqual({ search: 'ab' });
  });
});

describe('isDateRangeValid', () => {
  it('accepts open ends and ordered ranges only', () => {
    expect(isDateRangeValid({ begin_date: null, end_date: '2026-01-01' })).toBe(true);
    expect(isDateRangeValid({ begin_date: '2026-01-01', end_date: '2026-01-01' })).toBe(true);
    expect(isDateRangeValid({ begin_date: '2026-01-02', end_date: '2026-01-01' })).toBe(false);
  });
});
