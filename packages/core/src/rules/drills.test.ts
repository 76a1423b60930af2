import { describe, expect, it } from 'vitest';
import { drillActivityPath, drillGatePath } from './drills.js';

const due = { course_id: 7, hierarchy_order: 3, overdue: false };
const overdue = { course_id: 9, hierarchy_order: 2, overdue: true };

describe('drillGatePath', () => {
  it('leads to the first overdue drill’s course page from anywhere else', () => {
    expect(drillGatePath('/home', [due, overdue])).toBe('/online-courses/9');
    expect(drillGatePath('/online-courses/7', [due, overdue])).toBe('/online-courses/9');
    expect(drillGatePath('/courses/7/activities/3', [due, overdue])).toBe('/online-courses/9');
  });

  it('lets the learner stay on that course’s page and in its player, and on allowed pages', () => {
    expect(drillGatePath('/online-courses/9', [overdue])).toBeNull();
    expect(drillGatePath('/online-courses/9/', [overdue])).toBeNull();
    expect(drillGatePath('/courses/9/activities/1', [overdue])).toBeNull();
    expect(drillGatePath('/about', [overdue], (path) => path === '/about')).toBeNull();
  });

  it('does nothing while no drill is overdue', () => {
    expect(drillGatePath('/home', [due])).toBeNull();
    expect(drillGatePath('/home', [])).toBeNull();
    expect(drillActivityPath(due)).toBe('/courses/7/activities/3');
  });
});
