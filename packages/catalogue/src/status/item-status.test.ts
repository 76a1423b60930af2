import { describe, expect, it } from 'vitest';
import {
  coursesInEveryStatus,
  liveClass,
  onlineCourse,
  presentialCourse,
  trail,
  webinar,
} from '../testing/catalogue-fixtures.test-util.js';
import { itemStatusView, showsProgress } from './item-status.js';

const actions = (view: ReturnType<typeof itemStatusView>) => [view.primary, view.secondary];

describe('itemStatusView: courses and trails (spec §4 Courses)', () => {
  it('asks to enrol first', () => {
    expect(itemStatusView(onlineCourse())).toMatchObject({ primary: 'enrol', secondary: undefined });
    expect(itemStatusView(trail({ enrolled: false }))).toMatchObject({ primary: 'enrol' });
  });

  it('offers the action of each status once enrolled, and unenrolling until finished', () => {
    const byTitle = Object.fromEntries(
      coursesInEveryStatus().map((item) => [item.status + String(item.enrolled), itemStatusView(item)]),
    );
    expect(actions(byTitle['not_startedtrue']!)).toEqual(['start', 'unenrol']);
    expect(actions(byTitle['in_progresstrue']!)).toEqual(['continue', 'unenrol']);
    expect(actions(byTitle['finishedtrue']!)).toEqual(['review', undefined]);
    expect(actions(byTitle['reprovedtrue']!)).toEqual(['retry', 'unenrol']);
    expect(actions(byTitle['restartedtrue']!)).toEqual(['restart', 'unenrol']);
    expect(actions(byTitle['improvedtrue']!)).toEqual(['continue', 'unenrol']);
    // Blocked in a test, other activities can still be finished (spec §4 Test modes), with the §8 message.
    expect(byTitle['blockedtrue']).toMatchObject({
      primary: 'continue',
      notice: 'catalogue.notice.blocked',
      tone: 'danger',
    });
  });

  it('labels every status', () => {
    for (const item of coursesInEveryStatus()) {
      expect(itemStatusView(item).label).toBe(`catalogue.status.course.${item.status}`);
    }
  });
});

describe('itemStatusView: webinars and live classes (spec §4 Live classes)', () => {
  it('subscribes while opened, enters once subscribed', () => {
    expect(actions(itemStatusView(liveClass()))).toEqual(['subscribe', undefined]);
    expect(actions(itemStatusView(liveClass({ subscribed: true })))).toEqual(['access', 'unsubscribe']);
    expect(actions(itemStatusView(webinar({ subscribed: true })))).toEqual(['access', 'unsubscribe']);
  });

  it("shows 'Vagas esgotadas' with no subscribe when no seat is left, even if the status lags", () => {
    for (const item of [liveClass({ live_class_status: 'no_vacancy' }), liveClass({ available_vacancies: 0 })]) {
      expect(itemStatusView(item)).toMatchObject({
        label: 'catalogue.status.transmission.no_vacancy',
        notice: 'catalogue.notice.no_vacancies',
        primary: undefined,
      });
    }
    expect(actions(itemStatusView(liveClass({ live_class_status: 'no_vacancy', subscribed: true })))).toEqual([
      'access',
      'unsubscribe',
    ]);
  });

  it('closed, offline and finished transmissions', () => {
    expect(itemStatusView(liveClass({ live_class_status: 'closed' }))).toMatchObject({
      primary: undefined,
      notice: 'catalogue.notice.closed',
    });
    expect(actions(itemStatusView(liveClass({ live_class_status: 'closed', subscribed: true })))).toEqual([
      undefined,
      'unsubscribe',
    ]);
    expect(itemStatusView(webinar({ webinar_status: 'offline' }))).toMatchObject({
      notice: 'catalogue.notice.offline',
    });
    expect(actions(itemStatusView(liveClass({ live_class_status: 'finished', subscribed: true })))).toEqual([
      'review',
      undefined,
    ]);
    expect(actions(itemStatusView(liveClass({ live_class_status: 'finished' })))).toEqual([undefined, undefined]);
  });
});

describe('itemStatusView: presential courses (spec §4 In-person classes)', () => {
  it('enrols while scheduled, enters while running, and explains the rest', () => {
    expect(actions(itemStatusView(presentialCourse()))).toEqual(['enrol', undefined]);
    expect(actions(itemStatusView(presentialCourse({ presential_status: 'pre_scheduled', enrolled: true })))).toEqual([
      undefined,
      'unenrol',
    ]);
    for (const status of ['in_progress', 'live', 'intermission'] as const) {
      expect(itemStatusView(presentialCourse({ presential_status: status, enrolled: true })).primary).toBe('access');
    }
    expect(itemStatusView(presentialCourse({ presential_status: 'invited_only' }))).toMatchObject({
      primary: undefined,
      notice: 'catalogue.notice.invited_only',
    });
    expect(itemStatusView(presentialCourse({ presential_status: 'canceled', enrolled: true }))).toMatchObject({
      primary: undefined,
      secondary: undefined,
      notice: 'catalogue.notice.canceled',
    });
    expect(itemStatusView(presentialCourse({ presential_status: 'awaiting_results', enrolled: true }))).toMatchObject({
      notice: 'catalogue.notice.awaiting_results',
    });
    expect(itemStatusView(presentialCourse({ presential_status: 'finished', enrolled: true })).primary).toBe('review');
  });
});

describe('showsProgress', () => {
  it('shows progress once the learner has begun', () => {
    expect(showsProgress(onlineCourse())).toBe(false);
    expect(showsProgress(onlineCourse({ enrolled: true, status: 'in_progress', progress: 30 }))).toBe(true);
    expect(showsProgress(presentialCourse({ enrolled: true, status: 'in_progress' }))).toBe(false);
  });
});
