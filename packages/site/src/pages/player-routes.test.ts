import { describe, expect, it } from 'vitest';
import { courseActivityPath, opensInPlayer, playerBackPath, playerPath, playerTargetOf } from './player-routes';

describe('player routes (spec §2 Activity player screens)', () => {
  it('reads a course activity, inside a trail too', () => {
    expect(playerTargetOf('course-activity', { id: '7', hierarchy_order: '3' })).toEqual({
      kind: 'online-courses',
      itemId: '7',
      hierarchyOrder: 3,
    });
    expect(playerTargetOf('trail-course-activity', { id_trail: '2', id: '7', hierarchy_order: '1' })).toEqual({
      kind: 'online-courses',
      itemId: '7',
      hierarchyOrder: 1,
      trailId: '2',
    });
  });

  it('reads a presential event activity with its event type, under a trail and catalogue', () => {
    const params = { id_trail: '2', id_catalog: '5', id: '9', event_id: '4', hierarchy_order: '2' };
    expect(playerTargetOf('trail-presential-webinar-activity', params)).toEqual({
      kind: 'presential-courses',
      itemId: '9',
      hierarchyOrder: 2,
      trailId: '2',
      catalogId: '5',
      eventId: '4',
      eventType: 'webinar',
    });
    expect(playerBackPath(playerTargetOf('trail-presential-webinar-activity', params)!)).toBe(
      '/trails/2/presential-catalogs/5/presential-courses/9',
    );
  });

  it('refuses unknown routes and hierarchy orders that are not positive integers', () => {
    expect(playerTargetOf('online-course', { id: '7', hierarchy_order: '1' })).toBeNull();
    for (const order of ['0', '-1', '1.5', 'abc', '', '01']) {
      expect(playerTargetOf('course-activity', { id: '7', hierarchy_order: order })).toBeNull();
    }
  });

  it('builds the same route at another activity, and course activity links in and out of trails', () => {
    expect(playerPath('webinar-activity', { id: '3', hierarchy_order: '1' }, 2)).toBe('/webinars/3/activities/2');
    expect(playerPath('presential-reaction', { id: '3', hierarchy_order: '1' }, 4)).toBe(
      '/presential-courses/3/reactions/4',
    );
    expect(courseActivityPath({ id: 7 }, 2)).toBe('/courses/7/activities/2');
    expect(courseActivityPath({ id: 7, trailId: 2 }, 2)).toBe('/trails/2/courses/7/activities/2');
    expect(courseActivityPath({ type: 'live-classes', id: 8 }, 1)).toBe('/live-classes/8/activities/1');
    expect(courseActivityPath({ type: 'live-classes', id: 8, trailId: 2 }, 1)).toBe(
      '/trails/2/live-classes/8/activities/1',
    );
    expect(courseActivityPath({ type: 'webinars', id: 3 }, 1)).toBe('/webinars/3/activities/1');
  });

  it('plays online courses, and live classes entered with Acessar; other items keep their pages', () => {
    expect(opensInPlayer({ type: 'online-courses', id: 7, action: 'start' })).toBe(true);
    expect(opensInPlayer({ type: 'live-classes', id: 8, action: 'access' })).toBe(true);
    expect(opensInPlayer({ type: 'live-classes', id: 8 })).toBe(false);
    expect(opensInPlayer({ type: 'webinars', id: 3, action: 'access' })).toBe(false);
  });

  it('goes back to the item page', () => {
    expect(playerBackPath({ kind: 'online-courses', itemId: '7', hierarchyOrder: 1 })).toBe('/online-courses/7');
    expect(playerBackPath({ kind: 'online-courses', itemId: '7', hierarchyOrder: 1, trailId: '2' })).toBe(
      '/trails/2/course/7',
    );
    expect(playerBackPath({ kind: 'live-classes', itemId: '8', hierarchyOrder: 1 })).toBe('/live-classes/8');
  });
});
