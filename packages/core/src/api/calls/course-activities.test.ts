import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResponseValidationError } from '../../errors/index.js';
import { createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { TestServer } from '../test-server.test-util.js';
import { courseActivitiesPath, fetchCourseActivities } from './course-activities.js';

const ACTIVITIES = {
  course_id: 7,
  sequential: true,
  enrolled: true,
  activities: [
    {
      id: 70,
      hierarchy_order: 1,
      title: 'Boas-vindas',
      type: 'video',
      status: 'finished',
      progress: 100,
      blocked_reason: null,
      duration_minutes: 5,
    },
    {
      id: 71,
      hierarchy_order: 2,
      title: 'Prova final',
      type: 'block_test',
      status: 'blocked',
      progress: 100,
      blocked_reason: 'block_test_failed',
      duration_minutes: null,
    },
  ],
};

let server: TestServer;
let answer: unknown = ACTIVITIES;
beforeEach(async () => {
  answer = ACTIVITIES;
  server = await startTestServer((_request, response) => sendJson(response, 200, answer));
});
afterEach(async () => {
  await server.close();
});

describe('fetchCourseActivities', () => {
  it('GETs the course activities with the bearer token and parses them', async () => {
    const { client } = createFixture(server.url);
    await expect(fetchCourseActivities(client, 7)).resolves.toEqual(ACTIVITIES);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/online-courses/7/activities/',
      headers: { authorization: 'Bearer old-access' },
    });
  });

  it('refuses an activity type or status the specification does not know', async () => {
    answer = { course_id: 7, activities: [{ ...ACTIVITIES.activities[0], type: 'hologram' }] };
    const { client } = createFixture(server.url);
    await expect(fetchCourseActivities(client, 7)).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('encodes the id into the path', () => {
    expect(courseActivitiesPath('12')).toBe('/api/online-courses/12/activities/');
    expect(courseActivitiesPath('1/2')).toBe('/api/online-courses/1%2F2/activities/');
  });
});
