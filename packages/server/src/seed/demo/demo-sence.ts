import { and, eq, inArray } from 'drizzle-orm';
import { activityContents, courseActivities, senceCourses } from '../../db/schema';
import { demoLabels, insertDemoItems, insertDemoStates } from './demo-catalogue-items';
import { DEMO_SENCE_CODES, DEMO_SENCE_COURSE } from './demo-sence-constants';
import { entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/*
 * Demo step (issue 26): a Chilean online course flagged for SENCE, in which the demo learner `chile` (Julia Rojas),
 * used only by the SENCE browser test, is enrolled. Its activities stay locked until she starts today's SENCE
 * session (in demo mode through the development SENCE on the API: docs/server.md "SENCE").
 */

export { DEMO_SENCE_CODES, DEMO_SENCE_COURSE, DEMO_SENCE_RUN } from './demo-sence-constants';

/** The showcase activities whose content the SENCE course reuses (its PDF and its podcast). */
const REUSED = ['Apostila: atendimento de excelência (PDF, 50 páginas)', 'Podcast: boas-vindas'] as const;

/** Demo step: the SENCE course, its two activities (content shared with the player showcase) and `chile`'s enrolment. */
export async function seedDemoSence({ tx, client, users }: DemoSeedContext): Promise<void> {
  const labels = await demoLabels(tx, client.id);
  const [courseId] = await insertDemoItems(tx, client.id, [
    {
      type: 'online_course',
      title: DEMO_SENCE_COURSE,
      description: 'Curso de capacitação franqueado pelo SENCE: inicie a sessão SENCE do dia antes das atividades.',
      translations: {
        'en-US': {
          title: 'Customer Service in Chile (SENCE)',
          description: 'A training course under SENCE: start the day’s SENCE session before the activities.',
        },
        'es-ES': {
          title: 'Atención al cliente en Chile (SENCE)',
          description:
            'Curso de capacitación con franquicia SENCE: inicia la sesión SENCE del día antes de las actividades.',
        },
        'fr-FR': {
          title: 'Service client au Chili (SENCE)',
          description: 'Formation prise en charge par le SENCE : ouvrez la session SENCE du jour avant les activités.',
        },
      },
      categoryId: entryId(labels.categories, 'technology'),
      workloadMinutes: 30,
      position: 900,
    },
  ]);
  if (courseId === undefined) throw new Error('demo: the SENCE course was not inserted');
  await tx.insert(senceCourses).values({ itemId: courseId, ...DEMO_SENCE_CODES });

  const sources = await tx
    .select({ id: courseActivities.id, title: courseActivities.title, type: courseActivities.type })
    .from(courseActivities)
    .where(inArray(courseActivities.title, [...REUSED]));
  const activities = await tx
    .insert(courseActivities)
    .values(
      REUSED.map((title, index) => {
        const source = sources.find((row) => row.title === title);
        if (!source) throw new Error(`demo: no showcase activity "${title}"`);
        return {
          courseId,
          hierarchyOrder: index + 1,
          title: index === 0 ? 'Guia do curso (PDF)' : 'Boas-vindas (áudio)',
          type: source.type,
          durationMinutes: 10,
        };
      }),
    )
    .returning({ id: courseActivities.id, hierarchyOrder: courseActivities.hierarchyOrder });
  // The same stored content as the showcase's activities: the rows point at the same objects.
  for (const activity of activities) {
    const source = sources.find((row) => row.title === REUSED[activity.hierarchyOrder - 1]);
    if (!source) continue;
    const [content] = await tx
      .select()
      .from(activityContents)
      .where(and(eq(activityContents.activityId, source.id)));
    if (content) await tx.insert(activityContents).values({ ...content, activityId: activity.id });
  }

  await insertDemoStates(tx, [{ userId: users.chile.id, itemId: courseId, enrolled: true }]);
}
