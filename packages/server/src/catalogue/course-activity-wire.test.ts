import { courseActivitySchema } from '@campus/core/schemas';
import { describe, expect, it } from 'vitest';
import { courseActivityWire } from './course-activity-wire';
import type { CourseActivityRecord } from './course-activity-wire';

const blockTest: CourseActivityRecord = {
  id: 7,
  hierarchyOrder: 3,
  title: 'Prova de bloqueio',
  type: 'block_test',
  durationMinutes: null,
  requiresAuthorization: false,
  authorizedForClass: false,
  status: null,
  progress: null,
  blockedReason: null,
};

describe('courseActivityWire (spec §3 Activity state, §4 Test modes, §6 Instructors)', () => {
  it('answers the activity with the state core resolves, valid on the wire', () => {
    const wire = courseActivityWire({ ...blockTest, status: 'in_progress', progress: 40 });
    expect(courseActivitySchema.parse(wire)).toEqual({
      id: 7,
      hierarchy_order: 3,
      title: 'Prova de bloqueio',
      type: 'block_test',
      status: 'in_progress',
      progress: 40,
      blocked_reason: null,
      duration_minutes: null,
    });
  });

  it('is not started without a row, or blocked awaiting the instructor when the activity requires authorisation', () => {
    expect(courseActivityWire(blockTest)).toMatchObject({ status: 'not_started', progress: 0, blocked_reason: null });
    expect(courseActivityWire({ ...blockTest, requiresAuthorization: true })).toMatchObject({
      status: 'blocked',
      progress: 0,
      blocked_reason: 'awaiting_instructor',
    });
  });

  // The reader used to answer `blocked` with a null reason here. A blocked state comes either from a block test
  // whose attempts all failed (§4 Test modes) or from the instructor's pending authorisation (§6), which has no
  // row; so a blocked row that does not say why is the test's, and the player must be able to tell the learner.
  it('gives a blocked row without a reason the block test as its reason', () => {
    expect(courseActivityWire({ ...blockTest, status: 'blocked', progress: 100 })).toMatchObject({
      status: 'blocked',
      blocked_reason: 'block_test_failed',
    });
  });

  it('keeps a stored reason only while the activity is blocked', () => {
    expect(
      courseActivityWire({
        ...blockTest,
        requiresAuthorization: true,
        status: 'blocked',
        blockedReason: 'awaiting_instructor',
      }),
    ).toMatchObject({ status: 'blocked', blocked_reason: 'awaiting_instructor' });
    expect(
      courseActivityWire({ ...blockTest, status: 'finished', progress: 100, blockedReason: 'block_test_failed' }),
    ).toMatchObject({ status: 'finished', blocked_reason: null });
  });
});
