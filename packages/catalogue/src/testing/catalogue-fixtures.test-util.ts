// Fixtures for tests and stories: items shaped exactly like the server's answers (checked against the
// @campus/core schemas by catalogue-fixtures.test.ts). Test-only: kept out of the package build.
import type {
  CourseActivities,
  CourseActivity,
  LiveClass,
  OnlineCourse,
  PresentialCatalogDetail,
  PresentialCourse,
  PresentialCourseDetail,
  PresentialEvent,
  SiteListsResponse,
  Trail,
  TrailDetail,
  Webinar,
} from '@campus/core/schemas';

const label = (id: number, name: string) => ({ id, name });

export const AREA_SOUTH = label(11, 'Sul');
export const AREA_NORTH = label(12, 'Norte');
export const GROUP_SALES = label(21, 'Vendas');
export const GROUP_STORES = label(22, 'Lojas');
export const TAG_EXCEL = label(31, 'Excel');
export const TAG_LEADERSHIP = label(32, 'Liderança');
export const CATEGORY_TECH = label(41, 'Tecnologia');
export const CATEGORY_PEOPLE = label(42, 'Pessoas');

/** A decorative cover that needs no network (stories fail on any request). */
export const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1d4ed8"/>' +
      '<circle cx="12" cy="3" r="2" fill="#93c5fd"/></svg>',
  );

const itemBase = {
  description: 'Fundamentos para o dia a dia na loja.',
  image: null,
  category: CATEGORY_TECH,
  areas: [AREA_SOUTH],
  groups: [GROUP_SALES],
  tags: [TAG_EXCEL],
  begin_date: null,
  end_date: null,
  favorite: false,
};

/** An online course; `overrides` win. */
export function onlineCourse(overrides: Partial<OnlineCourse> = {}): OnlineCourse {
  return {
    type: 'online_course',
    id: 101,
    title: 'Excel para vendas',
    ...itemBase,
    status: 'not_started',
    progress: 0,
    enrolled: false,
    workload_minutes: 90,
    ...overrides,
  };
}

/** A trail. */
export function trail(overrides: Partial<Trail> = {}): Trail {
  return {
    type: 'trail',
    id: 201,
    title: 'Trilha de liderança',
    ...itemBase,
    tags: [TAG_LEADERSHIP],
    category: CATEGORY_PEOPLE,
    status: 'in_progress',
    progress: 40,
    enrolled: true,
    workload_minutes: 600,
    items_count: 4,
    ...overrides,
  };
}

/** A presential course. */
export function presentialCourse(overrides: Partial<PresentialCourse> = {}): PresentialCourse {
  return {
    type: 'presential_course',
    id: 301,
    title: 'Atendimento na loja',
    ...itemBase,
    begin_date: '2026-12-03T12:00:00.000Z',
    end_date: '2026-12-04T21:00:00.000Z',
    status: 'not_started',
    progress: 0,
    enrolled: false,
    presential_status: 'scheduled',
    is_online: false,
    location: 'São Paulo, Av. Paulista 1000',
    events_count: 2,
    ...overrides,
  };
}

const seats = {
  transmission_date: '2026-12-10T22:00:00.000Z',
  is_online: true,
  vacancies: 50,
  available_vacancies: 12,
  subscribed: false,
};

/** A webinar. */
export function webinar(overrides: Partial<Webinar> = {}): Webinar {
  return {
    type: 'webinar',
    id: 401,
    title: 'Tendências do varejo',
    ...itemBase,
    begin_date: '2026-12-10T22:00:00.000Z',
    status: 'not_started',
    progress: 0,
    ...seats,
    webinar_status: 'opened',
    speaker: 'Ana Souza',
    ...overrides,
  };
}

/** A live class. */
export function liveClass(overrides: Partial<LiveClass> = {}): LiveClass {
  return {
    type: 'live_class',
    id: 501,
    title: 'Técnicas de negociação ao vivo',
    ...itemBase,
    begin_date: '2026-12-11T13:00:00.000Z',
    status: 'not_started',
    progress: 0,
    ...seats,
    transmission_date: '2026-12-11T13:00:00.000Z',
    live_class_status: 'opened',
    instructor: 'Carlos Lima',
    ...overrides,
  };
}

/** A presential event. */
export function presentialEvent(overrides: Partial<PresentialEvent> = {}): PresentialEvent {
  return {
    id: 3011,
    type: 'presential_class',
    title: 'Módulo 1: acolhimento',
    transmission_date: '2026-12-03T12:00:00.000Z',
    end_date: '2026-12-03T21:00:00.000Z',
    status: 'scheduled',
    is_online: false,
    location: 'São Paulo, Av. Paulista 1000',
    vacancies: 30,
    available_vacancies: 8,
    ...overrides,
  };
}

/** A presential course with two events. */
export function presentialCourseDetail(overrides: Partial<PresentialCourseDetail> = {}): PresentialCourseDetail {
  return {
    ...presentialCourse(),
    events: [
      presentialEvent(),
      presentialEvent({
        id: 3012,
        type: 'live_class',
        title: 'Módulo 2: encerramento ao vivo',
        transmission_date: '2026-12-04T18:00:00.000Z',
        end_date: null,
        is_online: true,
        location: null,
        vacancies: null,
        available_vacancies: null,
      }),
    ],
    instructors: [],
    teaching: false,
    ...overrides,
  };
}

/** A trail with one item of each kind. */
export function trailDetail(overrides: Partial<TrailDetail> = {}): TrailDetail {
  return {
    ...trail(),
    courses: [
      onlineCourse({ id: 102, title: 'Comunicação não violenta', enrolled: true, status: 'finished', progress: 100 }),
    ],
    presential_catalogs: [
      {
        type: 'presential_catalog',
        id: 601,
        title: 'Oficinas de liderança',
        ...itemBase,
        presential_courses_count: 3,
      },
    ],
    webinars: [webinar({ id: 402, title: 'Feedback que funciona' })],
    live_classes: [liveClass({ id: 502, title: 'Mentoria ao vivo', subscribed: true })],
    ...overrides,
  };
}

/** A presential catalogue with one course. */
export function presentialCatalogDetail(overrides: Partial<PresentialCatalogDetail> = {}): PresentialCatalogDetail {
  return {
    type: 'presential_catalog',
    id: 601,
    title: 'Oficinas de liderança',
    ...itemBase,
    presential_courses_count: 1,
    presential_courses: [presentialCourse({ id: 302, title: 'Oficina de feedback' })],
    ...overrides,
  };
}

const entry = (id: number, name: string) => ({ id, name, code: null });

/** The shared lists the filters offer (`GET /api/site-lists/`). */
export function siteLists(): SiteListsResponse {
  return {
    country_areas: [entry(AREA_SOUTH.id, AREA_SOUTH.name), entry(AREA_NORTH.id, AREA_NORTH.name)],
    faq_categories: [],
    genders: [],
    group_users_labels: [],
    groups_user: [entry(GROUP_SALES.id, GROUP_SALES.name), entry(GROUP_STORES.id, GROUP_STORES.name)],
    library_file_categories: [],
    library_file_extensions: [],
    trail_complete_categories: [
      entry(CATEGORY_TECH.id, CATEGORY_TECH.name),
      entry(CATEGORY_PEOPLE.id, CATEGORY_PEOPLE.name),
    ],
    has_trailcomplete_null_category: true,
    marital_status: [],
    reward_categories: [],
    reward_departments: [],
    reward_levels: [],
    tags: [entry(TAG_EXCEL.id, TAG_EXCEL.name), entry(TAG_LEADERSHIP.id, TAG_LEADERSHIP.name)],
    countries: [],
    wildcard_pages: [],
  };
}

/** Every course status of spec §4, one online course each. */
export function coursesInEveryStatus(): OnlineCourse[] {
  return [
    onlineCourse({ id: 111, title: 'Não inscrito' }),
    onlineCourse({ id: 112, title: 'Pronto para iniciar', enrolled: true }),
    onlineCourse({ id: 113, title: 'Em andamento', enrolled: true, status: 'in_progress', progress: 45 }),
    onlineCourse({ id: 114, title: 'Concluído', enrolled: true, status: 'finished', progress: 100, favorite: true }),
    onlineCourse({ id: 115, title: 'Bloqueado', enrolled: true, status: 'blocked', progress: 70 }),
    onlineCourse({ id: 116, title: 'Reprovado', enrolled: true, status: 'reproved', progress: 90 }),
    onlineCourse({ id: 117, title: 'Reiniciado', enrolled: true, status: 'restarted', progress: 0 }),
    onlineCourse({ id: 118, title: 'Nota melhorada', enrolled: true, status: 'improved', progress: 100 }),
  ];
}

/** Every live class status of spec §4, subscribed and not. */
export function liveClassesInEveryStatus(): LiveClass[] {
  return [
    liveClass({ id: 511, title: 'Aberta' }),
    liveClass({ id: 512, title: 'Aberta, inscrito', subscribed: true }),
    liveClass({ id: 513, title: 'Fechada', live_class_status: 'closed' }),
    liveClass({ id: 514, title: 'Offline', live_class_status: 'offline', subscribed: true }),
    liveClass({ id: 515, title: 'Encerrada', live_class_status: 'finished', subscribed: true }),
    liveClass({ id: 516, title: 'Lotada', live_class_status: 'no_vacancy', available_vacancies: 0 }),
  ];
}

/** Every in-person status of spec §4. */
export function presentialCoursesInEveryStatus(): PresentialCourse[] {
  const statuses = [
    'scheduled',
    'pre_scheduled',
    'in_progress',
    'live',
    'finished',
    'canceled',
    'awaiting_results',
    'intermission',
    'invited_only',
  ] as const;
  return statuses.map((status, index) =>
    presentialCourse({
      id: 320 + index,
      title: `Presencial ${status}`,
      presential_status: status,
      enrolled: status !== 'scheduled' && status !== 'invited_only',
    }),
  );
}

/** An activity of a course (the server's `GET /api/online-courses/{id}/activities/` entry). */
export function courseActivity(overrides: Partial<CourseActivity> = {}): CourseActivity {
  return {
    id: 1001,
    hierarchy_order: 1,
    title: 'Boas-vindas e objetivos',
    type: 'video',
    status: 'not_started',
    progress: 0,
    blocked_reason: null,
    duration_minutes: 8,
    ...overrides,
  };
}

/**
 * The activities of a course in progress: a video done, a PDF started, a block test failed for good (blocked),
 * a live practice awaiting the instructor (blocked), and the reaction assessment not started.
 */
export function courseActivities(courseId = 101, overrides: Partial<CourseActivities> = {}): CourseActivities {
  return {
    course_id: courseId,
    sequential: false,
    enrolled: true,
    activities: [
      courseActivity({ id: 1001, hierarchy_order: 1, status: 'finished', progress: 100 }),
      courseActivity({
        id: 1002,
        hierarchy_order: 2,
        title: 'Planilhas na prática',
        type: 'pdf',
        status: 'in_progress',
        progress: 40,
        duration_minutes: 20,
      }),
      courseActivity({
        id: 1003,
        hierarchy_order: 3,
        title: 'Avaliação final',
        type: 'block_test',
        status: 'blocked',
        progress: 100,
        blocked_reason: 'block_test_failed',
        duration_minutes: null,
      }),
      courseActivity({
        id: 1004,
        hierarchy_order: 4,
        title: 'Prática com o instrutor',
        type: 'live_class',
        status: 'blocked',
        blocked_reason: 'awaiting_instructor',
        duration_minutes: 60,
      }),
      courseActivity({
        id: 1005,
        hierarchy_order: 5,
        title: 'Avaliação de reação',
        type: 'reaction_evaluation',
        duration_minutes: 3,
      }),
    ],
    ...overrides,
  };
}
