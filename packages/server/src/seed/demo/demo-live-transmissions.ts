import { and, eq, inArray } from 'drizzle-orm';
import { catalogueItems, courseActivities, liveTransmissions } from '../../db/schema';
import type { CatalogueItemDetails } from '../../db/schema';
import { assetUrl } from '../../shared/assets';
import { demoLabels, insertDemoItems, insertDemoStates } from './demo-catalogue-items';
import { DEMO_LIVE_CLASSES, DEMO_WEBINARS } from './demo-live-events';
import { demoCalendar } from './demo-dates';
import { entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/*
 * Demo step (issue 26; docs/server.md "Live classes"): the transmissions of the demo's webinars and live classes —
 * every one streams (and every other one records) the video the demo serves itself, so the demo plays without the
 * internet; two webinars are the deliberate YouTube and Vimeo examples (the live viewer says they need the internet
 * and links to them) —, a weekly live class and a monthly webinar, and the live class the live-class browser test
 * drives from waiting to live to recording.
 */

/** The live class only the live-class browser test moves (tests/e2e/site-live-class.spec.ts): its id is not fixed. */
export const DEMO_TRANSMISSION_CLASS = 'Aula ao Vivo: Transmissão de Demonstração';

/** The video the demo classes stream and record, served by the API itself. */
export const DEMO_TRANSMISSION_VIDEO = assetUrl('demo/live/aula-ao-vivo.mp4');

const LOCAL = { kind: 'video', url: DEMO_TRANSMISSION_VIDEO } as const;

/**
 * The deliberate examples of streams hosted outside the platform (the YouTube IFrame API's and Vimeo's player.js
 * sample videos), by title: they need the internet.
 */
const EXTERNAL_STREAMS: Readonly<Record<string, { kind: 'youtube' | 'vimeo'; url: string }>> = {
  'Conversa com Especialistas: Processadores': { kind: 'youtube', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
  'Tendências do Varejo': { kind: 'vimeo', url: 'https://vimeo.com/76979871' },
};

/** Which demo classes repeat (spec §9 calendar export recurrence), by title. */
const RECURRENCES: Readonly<Record<string, { recurrence: 'weekly' | 'monthly'; recurrenceCount: number }>> = {
  'Aula ao Vivo: Excel Rápido': { recurrence: 'weekly', recurrenceCount: 8 },
  'Lançamentos do Trimestre': { recurrence: 'monthly', recurrenceCount: 3 },
};

/** Demo step: see the module comment. */
export async function seedDemoLiveTransmissions(context: DemoSeedContext): Promise<void> {
  const { tx, client, users } = context;
  const titles = [...DEMO_WEBINARS, ...DEMO_LIVE_CLASSES].map(([title]) => title);
  const items = await tx
    .select({
      id: catalogueItems.id,
      title: catalogueItems.title,
      status: catalogueItems.status,
      type: catalogueItems.type,
    })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.clientId, client.id),
        inArray(catalogueItems.type, ['webinar', 'live_class']),
        inArray(catalogueItems.title, titles),
      ),
    )
    .orderBy(catalogueItems.id);
  await tx.insert(liveTransmissions).values(
    items.map((item, index) => {
      const stream = EXTERNAL_STREAMS[item.title] ?? LOCAL;
      // Every other class is recorded (where it streamed): the others show "finished" alone.
      const recorded = index % 2 === 0 || item.status === 'finished';
      return {
        itemId: item.id,
        streamKind: stream.kind,
        streamUrl: stream.url,
        ...(recorded ? { recordingKind: stream.kind, recordingUrl: stream.url } : {}),
        ...RECURRENCES[item.title],
      };
    }),
  );

  // Each class's transmission is followed from its first activity (the player's live viewer); the instructors step
  // appends the activities that wait for the instructor after it.
  await tx.insert(courseActivities).values(
    items.map((item) => ({
      courseId: item.id,
      hierarchyOrder: 1,
      title: item.type === 'webinar' ? 'Transmissão do webinar' : 'Transmissão ao vivo',
      type: item.type === 'webinar' ? ('webinar' as const) : ('live_class' as const),
      durationMinutes: 90,
    })),
  );

  const calendar = demoCalendar();
  const labels = await demoLabels(tx, client.id);
  const details: CatalogueItemDetails = { instructor: 'Equipe Campus' };
  const description = 'Uma aula ao vivo de demonstração: a transmissão, a gravação e a exportação para o calendário.';
  const [classId = 0] = await insertDemoItems(tx, client.id, [
    {
      type: 'live_class',
      title: DEMO_TRANSMISSION_CLASS,
      description,
      image: assetUrl('demo/covers/cover-7.svg'),
      categoryId: entryId(labels.categories, 'technology'),
      status: 'opened',
      isOnline: true,
      beginAt: calendar.at(3, 19),
      endAt: calendar.at(3, 20, 30),
      vacancies: null,
      position: 20,
      details,
      translations: {
        'en-US': { title: 'Live Class: Demonstration Broadcast', description: 'A demonstration live class.' },
        'es-ES': {
          title: 'Clase en Vivo: Transmisión de Demostración',
          description: 'Una clase en vivo de demostración.',
        },
        'fr-FR': {
          title: 'Cours en direct : diffusion de démonstration',
          description: 'Un cours en direct de démonstration.',
        },
      },
    },
  ]);
  await tx.insert(courseActivities).values({
    courseId: classId,
    hierarchyOrder: 1,
    title: 'Transmissão ao vivo',
    type: 'live_class',
    durationMinutes: 90,
  });
  await tx.insert(liveTransmissions).values({
    itemId: classId,
    streamKind: 'video',
    streamUrl: DEMO_TRANSMISSION_VIDEO,
    recordingKind: 'video',
    recordingUrl: DEMO_TRANSMISSION_VIDEO,
  });
  await insertDemoStates(tx, [{ userId: users.learner.id, itemId: classId, enrolled: true }]);
}
