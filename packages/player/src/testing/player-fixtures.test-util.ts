// Fixtures of the player's tests and stories: a course with activities of several types and states, on the wire
// shape of `GET /api/{kind}/{id}/activities/`. Test-only.
import type { CourseActivity, LearnerPresentialEvent } from '@campus/core/schemas';

/** The demo course's id. */
export const COURSE_ID = 42;

/** A course of five activities: a PDF done, a video half watched, a YouTube video, a test, an HTML package. */
export function demoActivities(): CourseActivity[] {
  return [
    {
      id: 101,
      hierarchy_order: 1,
      title: 'Boas-vindas ao curso',
      type: 'pdf',
      status: 'finished',
      progress: 100,
      blocked_reason: null,
      duration_minutes: 5,
    },
    {
      id: 102,
      hierarchy_order: 2,
      title: 'Como apresentar a linha Aurora',
      type: 'video',
      status: 'in_progress',
      progress: 40,
      blocked_reason: null,
      duration_minutes: 12,
    },
    {
      id: 103,
      hierarchy_order: 3,
      title: 'Depoimentos de clientes',
      type: 'youtube',
      status: 'not_started',
      progress: 0,
      blocked_reason: null,
      duration_minutes: 8,
    },
    {
      id: 104,
      hierarchy_order: 4,
      title: 'Prova do módulo 1',
      type: 'conventional_test',
      status: 'not_started',
      progress: 0,
      blocked_reason: null,
      duration_minutes: null,
    },
    {
      id: 105,
      hierarchy_order: 5,
      title: 'Simulador de vendas',
      type: 'html',
      status: 'not_started',
      progress: 0,
      blocked_reason: null,
      duration_minutes: 10,
    },
  ];
}

/** The learner's in-person event 7 of the demo's "Encontro Regional de Vendas" (issue 26): live, presence pending. */
export function demoPresentialEvent(overrides: Partial<LearnerPresentialEvent> = {}): LearnerPresentialEvent {
  return {
    id: 7,
    course_id: COURSE_ID,
    course_title: 'Encontro Regional de Vendas',
    title: 'Aula presencial 2',
    type: 'presential_class',
    status: 'live',
    begin_date: '2026-11-30T12:00:00.000Z',
    end_date: '2026-11-30T21:00:00.000Z',
    location: 'Curitiba – PR',
    is_online: false,
    enrolled: true,
    presence: 'pending',
    results_published: false,
    has_check_in: true,
    ...overrides,
  };
}
