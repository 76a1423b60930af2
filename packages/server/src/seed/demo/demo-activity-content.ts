import type { ActivityType } from '@campus/core/rules';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { checkActivityContent } from '../../activities/import/activity-content-source';
import { importActivity, importConvertedPresentation } from '../../activities/import';
import type { ImportDependencies, ImportedActivity } from '../../activities/import';
import { activityContents, activityDocuments, catalogueItems, courseActivities } from '../../db/schema';
import type { ActivityContentRow } from '../../db/schema';
import { assetUrl } from '../../shared/assets';
import { demoLabels, insertDemoItems, insertDemoStates, tagIds } from './demo-catalogue-items';
import { DEMO_CONTENT_DIR, demoContentUpload, demoPackageZips } from './demo-content-files';
import type { DemoPackageZips } from './demo-content-files';
import { DEMO_COURSES } from './demo-courses';
import { entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/** The showcase course's title: the player helpers find the course by it (its id is not fixed). */
export const SHOWCASE_COURSE_TITLE = 'Conheça o player de atividades';

/** Where an activity's content comes from; a video or audio file may come with WebVTT captions by language. */
type ShowcaseSource =
  | { readonly file: string; readonly captions?: Readonly<Record<string, string>> }
  | { readonly package: string; readonly zipName: string }
  | { readonly presentation: string; readonly originalName: string }
  | { readonly url: string }
  /** A test's or reaction evaluation's JSON document. */
  | { readonly document: string };

/** One activity of the showcase course. */
export interface ShowcaseActivity {
  readonly type: ActivityType;
  readonly title: string;
  readonly source: ShowcaseSource;
}

/**
 * The showcase course's activities, one of each type whose content the demo serves itself (and `flash`, stored,
 * never played), in the order a learner meets them: documents, media, packages. Paths are relative to
 * demo-content/. Without the internet a learner can take every one and see the course finished.
 */
export const SHOWCASE_ACTIVITIES: readonly ShowcaseActivity[] = [
  {
    type: 'pdf',
    title: 'Apostila: atendimento de excelência (PDF, 50 páginas)',
    source: { file: 'documents/apostila-atendimento.pdf' },
  },
  {
    type: 'ppt',
    title: 'Apresentação: conheça o player',
    source: { presentation: 'presentation/apresentacao.pdf', originalName: 'apresentacao.pptx' },
  },
  {
    type: 'video',
    title: 'Vídeo: boas-vindas ao player',
    source: {
      file: 'media/aula-boas-vindas.mp4',
      captions: { 'pt-BR': 'media/aula-boas-vindas.pt-BR.vtt', 'en-US': 'media/aula-boas-vindas.en-US.vtt' },
    },
  },
  { type: 'audio', title: 'Podcast: boas-vindas', source: { file: 'media/podcast-boas-vindas.mp3' } },
  {
    type: 'html',
    title: 'Lição em HTML: checklist do bom atendimento',
    source: { package: 'html-lesson', zipName: 'checklist-atendimento.zip' },
  },
  {
    type: 'scorm',
    title: 'SCORM 1.2: atendimento em quatro passos',
    source: { package: 'scorm-1.2', zipName: 'atendimento-scorm12.zip' },
  },
  {
    type: 'scorm',
    title: 'SCORM 2004: da necessidade à solução (3 lições)',
    source: { package: 'scorm-2004', zipName: 'produtos-scorm2004.zip' },
  },
  { type: 'flash', title: 'Animação em Flash (somente download)', source: { file: 'flash/animacao.swf' } },
];

/** The second showcase course's title: the activities that play from other sites. */
export const OUTSIDE_SHOWCASE_COURSE_TITLE = 'Conheça o player: conteúdos de outros sites';

/**
 * The second showcase course's activities, one of each type that plays from another site (they need the internet;
 * demo-content/README.md lists them): SCORM Cloud, YouTube, Vimeo, an HLS stream, SlideShare.
 */
export const OUTSIDE_SHOWCASE_ACTIVITIES: readonly ShowcaseActivity[] = [
  // SCORM Cloud hosts the package: with credentials (CAMPUS_SCORM_CLOUD_APP_ID / _SECRET) the course must have been
  // uploaded there under this id (demo-content/README.md); without, the development adapter opens the address.
  {
    type: 'scorm_cloud',
    title: 'SCORM Cloud: da necessidade à solução',
    source: { url: 'https://cloud.scorm.com/sc/user/Course?courseId=campus-demo-produtos-scorm2004' },
  },
  // The YouTube IFrame API's own sample video and Vimeo's player.js sample video: public, embeddable.
  { type: 'youtube', title: 'Vídeo no YouTube', source: { url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' } },
  { type: 'vimeo', title: 'Vídeo no Vimeo', source: { url: 'https://vimeo.com/76979871' } },
  // The import takes https addresses only and the demo serves plain http, so the stream is a public test stream.
  {
    type: 'wowza',
    title: 'Transmissão ao vivo (HLS)',
    source: { url: 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8' },
  },
  {
    type: 'linkedin_slidshare',
    title: 'Apresentação no SlideShare',
    source: { url: 'https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr' },
  },
];

/** The course of tests and quizzes: a conventional test, a timed quiz, an unevaluated quiz and the reaction evaluation. */
export const TESTS_SHOWCASE_COURSE_TITLE = 'Conheça as avaliações: teste, quiz e avaliação de reação';

/** The course of the block test (failing both attempts blocks the learner in it). */
export const BLOCK_TEST_COURSE_TITLE = 'Conheça as avaliações: prova com bloqueio';

/** The course of the restart test (failing both attempts resets its progress). */
export const RESTART_TEST_COURSE_TITLE = 'Conheça as avaliações: prova com reinício';

const handbook: ShowcaseActivity = {
  type: 'pdf',
  title: 'Apostila: atendimento de excelência (PDF, 50 páginas)',
  source: { file: 'documents/apostila-atendimento.pdf' },
};

/** The tests showcase: documents under demo-content/tests/ (docs/server.md "Tests and quizzes"). */
export const TESTS_SHOWCASE_ACTIVITIES: readonly ShowcaseActivity[] = [
  handbook,
  {
    type: 'conventional_test',
    title: 'Teste: atendimento ao cliente (3 tentativas)',
    source: { document: 'tests/atendimento-teste-convencional.json' },
  },
  {
    type: 'evaluated_quiz',
    title: 'Quiz cronometrado: direitos do consumidor (3 minutos)',
    source: { document: 'tests/produtos-quiz-cronometrado.json' },
  },
  {
    type: 'unevaluated_quiz',
    title: 'Quiz de opinião: o seu dia a dia',
    source: { document: 'tests/atendimento-quiz-opiniao.json' },
  },
  {
    type: 'reaction_evaluation',
    title: 'Avaliação de reação',
    source: { document: 'tests/atendimento-avaliacao-reacao.json' },
  },
];

/** The demo courses' activity types whose content is copied from the showcase's. */
const PLAYABLE_DEMO_TYPES = ['video', 'youtube', 'vimeo', 'pdf', 'ppt', 'audio', 'scorm', 'html'] as const;

/** Imports one showcase activity through the import service, as an administrator's upload would be. */
async function importShowcaseActivity(
  deps: ImportDependencies,
  courseId: number,
  activity: ShowcaseActivity,
  zips: DemoPackageZips,
): Promise<ImportedActivity> {
  const { type, title, source } = activity;
  if ('presentation' in source) {
    // The PDF LibreOffice made once from the committed .pptx (generate.sh): the demo starts without LibreOffice.
    return importConvertedPresentation(deps, {
      courseId,
      title,
      pdfPath: `${DEMO_CONTENT_DIR}/${source.presentation}`,
      originalName: source.originalName,
    });
  }
  const captions = [];
  for (const [language, path] of Object.entries(('file' in source && source.captions) || {})) {
    captions.push({ field: `captions[${language}]`, language, upload: await demoContentUpload(path) });
  }
  const content =
    'document' in source
      ? await checkActivityContent(type, { content: await demoContentUpload(source.document) })
      : 'url' in source
        ? await checkActivityContent(type, { url: source.url })
        : await checkActivityContent(type, {
            file:
              'file' in source ? await demoContentUpload(source.file) : await zips.zip(source.package, source.zipName),
            captions,
          });
  return importActivity(deps, { courseId, type, title, content });
}

/** A content row for another activity, naming the same stored objects. */
function sharedContent(activityId: number, row: ActivityContentRow): typeof activityContents.$inferInsert {
  const { createdAt: _createdAt, activityId: _source, ...content } = row;
  return { ...content, activityId };
}

/**
 * Gives the demo courses' activities of playable types the showcase's content: rows naming the same stored
 * objects, the video's captions included (one import per file instead of one per course keeps the seed fast). SCORM activities alternate
 * between the 1.2 and the 2004 package.
 */
async function shareContentWithDemoCourses(
  context: DemoSeedContext,
  showcaseIds: readonly number[],
  imported: readonly ImportedActivity[],
): Promise<void> {
  const { tx, client } = context;
  const byType = (type: ActivityType) => imported.filter((activity) => activity.type === type);
  const activities = await tx
    .select({ id: courseActivities.id, type: courseActivities.type })
    .from(courseActivities)
    .innerJoin(catalogueItems, eq(catalogueItems.id, courseActivities.courseId))
    .where(
      and(
        eq(catalogueItems.clientId, client.id),
        notInArray(courseActivities.courseId, [...showcaseIds]),
        inArray(courseActivities.type, [...PLAYABLE_DEMO_TYPES]),
      ),
    )
    .orderBy(courseActivities.id);
  const seen = new Map<ActivityType, number>();
  const rows = activities.flatMap((activity) => {
    const sources = byType(activity.type);
    const count = seen.get(activity.type) ?? 0;
    seen.set(activity.type, count + 1);
    const source = sources[count % Math.max(1, sources.length)];
    return source?.content ? [sharedContent(activity.id, source.content)] : [];
  });
  if (rows.length > 0) await tx.insert(activityContents).values(rows);
}

/** The two showcase courses: what the demo serves itself, then what plays from other sites. */
const SHOWCASE_COURSES = [
  {
    title: SHOWCASE_COURSE_TITLE,
    description:
      'Um curso de demonstração com uma atividade de cada tipo que o Campus serve: PDF, apresentação, vídeo com legendas, áudio, HTML, SCORM 1.2 e 2004 e Flash.',
    cover: 'demo/covers/cover-6.svg',
    activities: SHOWCASE_ACTIVITIES,
  },
  {
    title: OUTSIDE_SHOWCASE_COURSE_TITLE,
    description:
      'As atividades que tocam a partir de outros sites (precisam de internet): SCORM Cloud, YouTube, Vimeo, transmissão HLS e SlideShare.',
    cover: 'demo/covers/cover-3.svg',
    activities: OUTSIDE_SHOWCASE_ACTIVITIES,
  },
  {
    title: TESTS_SHOWCASE_COURSE_TITLE,
    description:
      'Um teste convencional (refaça até passar), um quiz cronometrado com questões sorteadas, um quiz de opinião e a avaliação de reação, aberta quando o curso termina.',
    cover: 'demo/covers/cover-1.svg',
    activities: TESTS_SHOWCASE_ACTIVITIES,
  },
  {
    title: BLOCK_TEST_COURSE_TITLE,
    description:
      'Uma prova com duas tentativas: reprovar nas duas bloqueia você neste curso (sem certificado), mas as outras atividades continuam abertas.',
    cover: 'demo/covers/cover-2.svg',
    activities: [
      handbook,
      {
        type: 'block_test',
        title: 'Prova com bloqueio: negociação e pós-venda',
        source: { document: 'tests/atendimento-prova-bloqueio.json' },
      },
    ],
  },
  {
    title: RESTART_TEST_COURSE_TITLE,
    description:
      'Uma prova com duas tentativas: reprovar nas duas reinicia o seu progresso no curso, e as tentativas voltam a contar do zero.',
    cover: 'demo/covers/cover-4.svg',
    activities: [
      handbook,
      {
        type: 'restart_test',
        title: 'Prova com reinício: sondagem e trocas',
        source: { document: 'tests/atendimento-prova-reinicio.json' },
      },
    ],
  },
] as const;

/**
 * Demo step (after the courses): the showcase online courses (`SHOWCASE_COURSES`), whose activities are imported
 * through the activity import service from demo-content/, with the learner enrolled and not started; then the
 * content of the other demo courses' playable activities.
 */
export async function seedDemoActivityContent(context: DemoSeedContext): Promise<void> {
  const { tx, client, users } = context;
  const labels = await demoLabels(tx, client.id);
  const courseIds = await insertDemoItems(
    tx,
    client.id,
    SHOWCASE_COURSES.map((course, index) => ({
      type: 'online_course' as const,
      title: course.title,
      description: course.description,
      image: assetUrl(course.cover),
      categoryId: entryId(labels.categories, 'technology'),
      workloadMinutes: 60,
      position: DEMO_COURSES.length + 1 + index,
      labels: tagIds(labels, ['iniciante']),
    })),
  );
  if (courseIds.length !== SHOWCASE_COURSES.length) throw new Error('the showcase courses were not inserted');
  await insertDemoStates(
    tx,
    courseIds.map((itemId) => ({
      userId: users.learner.id,
      itemId,
      enrolled: true,
      status: 'not_started',
      progress: 0,
    })),
  );

  const deps: ImportDependencies = {
    db: tx,
    store: context.activityObjects,
    log: {
      warn: (...args: unknown[]) => console.warn('demo seed:', ...args),
      error: (...args: unknown[]) => console.error('demo seed:', ...args),
    },
  };
  const zips = await demoPackageZips();
  const imported: ImportedActivity[] = [];
  try {
    // One after the other: each takes the next position in its course.
    for (const [index, course] of SHOWCASE_COURSES.entries()) {
      for (const activity of course.activities) {
        imported.push(await importShowcaseActivity(deps, courseIds[index] ?? 0, activity, zips));
      }
    }
  } finally {
    await zips.dispose();
  }
  // The demo courses' files and packages come from the two player showcases (the tests showcase's handbook is a copy).
  const playerShowcases = courseIds.slice(0, 2);
  await shareContentWithDemoCourses(
    context,
    courseIds,
    imported.filter((activity) => playerShowcases.includes(activity.courseId)),
  );
  await shareDocumentsWithDemoCourses(context, courseIds);
}

/** Which showcase document a demo course's test or reaction evaluation takes, by its type. */
const DOCUMENT_FOR_TYPE: Readonly<Partial<Record<ActivityType, ActivityType>>> = {
  conventional_test: 'conventional_test',
  evaluated_quiz: 'evaluated_quiz',
  unevaluated_quiz: 'unevaluated_quiz',
  reaction_evaluation: 'reaction_evaluation',
  block_test: 'block_test',
  block_general_test: 'block_test',
  restart_test: 'restart_test',
  restart_general_test: 'restart_test',
};

/**
 * Gives the other demo courses' tests, quizzes and reaction evaluations the showcase's documents by type, so every
 * test of the demo opens (the states seeded for them stay: a blocked course stays blocked).
 */
async function shareDocumentsWithDemoCourses(context: DemoSeedContext, showcaseIds: readonly number[]): Promise<void> {
  const { tx, client } = context;
  const showcase = await tx
    .select({ type: courseActivities.type, kind: activityDocuments.kind, document: activityDocuments.document })
    .from(activityDocuments)
    .innerJoin(courseActivities, eq(courseActivities.id, activityDocuments.activityId))
    .where(inArray(courseActivities.courseId, [...showcaseIds]));
  const byType = new Map(showcase.map((row) => [row.type, row]));
  const activities = await tx
    .select({ id: courseActivities.id, type: courseActivities.type })
    .from(courseActivities)
    .innerJoin(catalogueItems, eq(catalogueItems.id, courseActivities.courseId))
    .where(
      and(
        eq(catalogueItems.clientId, client.id),
        notInArray(courseActivities.courseId, [...showcaseIds]),
        inArray(courseActivities.type, Object.keys(DOCUMENT_FOR_TYPE) as ActivityType[]),
      ),
    );
  const rows = activities.flatMap((activity) => {
    const source = byType.get(DOCUMENT_FOR_TYPE[activity.type] ?? activity.type);
    return source ? [{ activityId: activity.id, kind: source.kind, document: source.document }] : [];
  });
  if (rows.length > 0) await tx.insert(activityDocuments).values(rows);
}
