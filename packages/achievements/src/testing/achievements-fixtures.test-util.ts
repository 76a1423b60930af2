// Fixtures of the achievements widgets' tests and stories, in the wire shapes of core's schemas. Test-only.
import type { BadgesResponse, CertificatesResponse, LearnerBadge } from '@campus/core/schemas';

/** A genuine code of the fixtures (12 Crockford base32 digits in groups of four). */
export const GENUINE_CODE = '7K2M-9QXD-4B0R';

/** A well-formed code no certificate has. */
export const UNKNOWN_CODE = 'ZZZZ-ZZZZ-ZZZZ';

/** The learner's certificates, newest first, as `GET /api/certificates/` answers. */
export function certificates(): CertificatesResponse {
  return {
    results: [
      {
        id: 12,
        training_type: 'online_course',
        training_id: 31,
        training_title: 'Excel essencial: fórmulas/tabelas',
        workload_minutes: 150,
        issued_at: '2026-11-20T14:30:00-03:00',
        code: GENUINE_CODE,
      },
      {
        id: 7,
        training_type: 'trail',
        training_id: null,
        training_title: 'Atendimento ao cliente',
        workload_minutes: null,
        issued_at: '2026-10-02T10:00:00-03:00',
        code: 'A1B2-C3D4-E5F6',
      },
    ],
  };
}

const badge = (fields: Partial<LearnerBadge> & Pick<LearnerBadge, 'id' | 'code' | 'name'>): LearnerBadge => ({
  description: `Descrição de ${fields.name}`,
  image: `/static/badges/${fields.code}.svg`,
  rule: { kind: 'first_course_finished' },
  earned_at: null,
  progress: { current: 0, target: 1 },
  ...fields,
});

/** The client's badges with the learner's state, as `GET /api/badges/` answers (earned first). */
export function badges(): BadgesResponse {
  return {
    results: [
      badge({
        id: 1,
        code: 'first-course',
        name: 'Primeiro curso',
        earned_at: '2026-11-20T14:30:00-03:00',
        progress: { current: 1, target: 1 },
      }),
      badge({
        id: 3,
        code: 'points-1000',
        name: 'Mil pontos',
        rule: { kind: 'points_earned', points: 1000 },
        progress: { current: 250, target: 1000 },
      }),
      badge({
        id: 2,
        code: 'five-courses',
        name: 'Cinco cursos',
        rule: { kind: 'courses_finished', count: 5 },
        progress: { current: 3, target: 5 },
      }),
    ],
  };
}
