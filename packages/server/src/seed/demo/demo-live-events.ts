import type { PresentialClassStatus } from '@campus/core/rules';
import { assetUrl } from '../../shared/assets';
import { presentialEvents } from '../../db/schema';
import type { PresentialEventType } from '../../db/schema';
import { demoCalendar } from './demo-dates';
import { createDemoRandom } from './demo-random';
import {
  demoLabels,
  insertDemoChildren,
  insertDemoItems,
  insertDemoStates,
  randomAudience,
  tagIds,
} from './demo-catalogue-items';
import { demoTransmissionTranslations } from './demo-catalogue-translations';
import { demoTrailIds } from './demo-courses';
import { entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/**
 * A demo presential course: title, city, online, status (one course per status of spec §4 In-person
 * classes), the day it starts (from the seed day) and its event kinds.
 */
type PresentialSpec = readonly [
  title: string,
  location: string,
  online: boolean,
  status: PresentialClassStatus,
  startDay: number,
  events: readonly PresentialEventType[],
];

/** The nine demo presential courses, one per status; the first five form the first catalogue. */
export const DEMO_PRESENTIAL_COURSES: readonly PresentialSpec[] = [
  ['Oficina de Vitrines que Vendem', 'São Paulo – SP', false, 'scheduled', 10, ['presential_class', 'webinar']],
  [
    'Imersão em Negociação',
    'Rio de Janeiro – RJ',
    false,
    'pre_scheduled',
    25,
    ['presential_class', 'presential_class'],
  ],
  [
    'Workshop de Demonstração de Produtos',
    'Belo Horizonte – MG',
    false,
    'in_progress',
    -1,
    ['presential_class', 'live_class'],
  ],
  ['Encontro Regional de Vendas', 'Curitiba – PR', true, 'live', 0, ['live_class', 'presential_class']],
  [
    'Treinamento de Atendimento Inclusivo',
    'Porto Alegre – RS',
    false,
    'finished',
    -20,
    ['presential_class', 'webinar'],
  ],
  ['Convenção de Lideranças', 'Recife – PE', false, 'canceled', 15, ['presential_class']],
  [
    'Avaliação Prática de Liderança',
    'Salvador – BA',
    false,
    'awaiting_results',
    -5,
    ['presential_class', 'presential_class'],
  ],
  ['Jornada de Gestão de Loja', 'Brasília – DF', true, 'intermission', -2, ['presential_class', 'live_class']],
  ['Encontro de Líderes Convidados', 'Manaus – AM', false, 'invited_only', 30, ['presential_class', 'webinar']],
];

/** The status of an event of a course, from the course's status and the event's order. */
function eventStatus(courseStatus: PresentialClassStatus, index: number): PresentialClassStatus {
  if (courseStatus === 'in_progress' || courseStatus === 'intermission') return index === 0 ? 'finished' : 'scheduled';
  if (courseStatus === 'live') return index === 0 ? 'live' : 'scheduled';
  return courseStatus;
}

const EVENT_TITLES: Readonly<Record<PresentialEventType, string>> = {
  presential_class: 'Aula presencial',
  webinar: 'Webinar de abertura',
  live_class: 'Aula ao vivo de acompanhamento',
};

/** A demo transmission: title, speaker/instructor, status, day and hour, online, vacancies, seats taken. */
type TransmissionSpec = readonly [
  title: string,
  host: string,
  status: 'opened' | 'closed' | 'offline' | 'finished',
  day: number,
  hour: number,
  online: boolean,
  vacancies: number | null,
  seatsTaken: number,
];

/** The six demo webinars. */
export const DEMO_WEBINARS: readonly TransmissionSpec[] = [
  ['Lançamentos do Trimestre', 'Marina Figueiredo', 'opened', 7, 10, true, null, 143],
  ['Tendências do Varejo', 'Ricardo Nogueira', 'opened', 14, 15, true, 200, 37],
  ['Conversa com Especialistas: Processadores', 'Juliana Prado', 'opened', 21, 19, true, null, 58],
  ['Planejamento Comercial do Próximo Trimestre', 'Marina Figueiredo', 'closed', 3, 9, false, 80, 52],
  ['Resultados da Campanha Anterior', 'Ricardo Nogueira', 'finished', -20, 16, true, null, 210],
  ['Como Usar o Campus', 'Equipe Campus', 'finished', -45, 11, false, 120, 64],
];

/** The eight demo live classes: one full (no vacancy), one with its last seat, every status of spec §4. */
export const DEMO_LIVE_CLASSES: readonly TransmissionSpec[] = [
  ['Aula ao Vivo: Negociação na Prática', 'Paulo Henrique', 'opened', 2, 19, true, 30, 12],
  ['Aula ao Vivo: Demonstração de Notebooks', 'Camila Duarte', 'opened', 5, 19, true, 25, 25],
  // Taught by the demo instructor Elisa Martins (`instructor`, demo-instructors.ts): its host is she.
  ['Aula ao Vivo: Excel Rápido', 'Elisa Martins', 'opened', 9, 18, true, null, 48],
  ['Aula ao Vivo: Atendimento Omnicanal', 'Camila Duarte', 'closed', 1, 20, true, 40, 31],
  ['Aula ao Vivo: Liderança em Tempos de Mudança', 'Paulo Henrique', 'offline', 12, 19, false, 50, 8],
  ['Aula ao Vivo: Tira-dúvidas do Programa', 'Equipe Campus', 'finished', -7, 18, true, null, 95],
  ['Aula ao Vivo: Processadores de Nova Geração', 'Thiago Ramos', 'finished', -15, 19, true, 60, 60],
  ['Aula ao Vivo: Vitrines que Vendem', 'Camila Duarte', 'opened', 16, 19, true, 40, 39],
];

/** Seed of this step's random choices. */
const EVENTS_SEED = 2026_02;

/**
 * Demo step: two presential catalogues with nine presential courses (every status) and their events,
 * webinars and live classes (one full, one with a last seat), placed in the trails; the learner is
 * enrolled or subscribed in a few.
 */
export async function seedDemoLiveEvents(context: DemoSeedContext): Promise<void> {
  const { tx, client, users } = context;
  const random = createDemoRandom(EVENTS_SEED);
  const calendar = demoCalendar();
  const labels = await demoLabels(tx, client.id);
  const cover = (index: number) => assetUrl(`demo/covers/cover-${(index % 8) + 1}.svg`);

  const presentialIds = await insertDemoItems(
    tx,
    client.id,
    DEMO_PRESENTIAL_COURSES.map(([title, location, online, status, startDay], index) => ({
      type: 'presential_course' as const,
      title,
      description: `Encontro ${online ? 'híbrido' : 'presencial'} com atividades práticas e troca de experiências.`,
      image: cover(index + 2),
      categoryId: entryId(labels.categories, index < 5 ? 'sales' : 'leadership'),
      status,
      isOnline: online,
      beginAt: calendar.at(startDay, 9),
      endAt: calendar.at(startDay + 1, 18),
      workloadMinutes: 16 * 60,
      position: index + 1,
      details: { location },
      labels: [...randomAudience(random, labels), ...tagIds(labels, index < 5 ? ['varejo'] : ['lideranca'])],
    })),
  );
  await tx.insert(presentialEvents).values(
    DEMO_PRESENTIAL_COURSES.flatMap(([, location, online, status, startDay, events], courseIndex) =>
      events.map((type, index) => ({
        itemId: presentialIds[courseIndex] ?? 0,
        type,
        title: `${EVENT_TITLES[type]} ${index + 1}`,
        beginAt: calendar.at(startDay + index, type === 'presential_class' ? 9 : 19),
        endAt: calendar.at(startDay + index, type === 'presential_class' ? 18 : 21),
        status: eventStatus(status, index),
        isOnline: type !== 'presential_class' || online,
        location: type === 'presential_class' ? location : null,
        vacancies: type === 'presential_class' ? 30 : null,
        seatsTaken: type === 'presential_class' ? random.int(5, 30) : 0,
      })),
    ),
  );
  const catalogIds = await insertDemoItems(tx, client.id, [
    {
      type: 'presential_catalog',
      title: 'Oficinas Presenciais de Vendas',
      description: 'Encontros práticos de vendas e atendimento nas principais capitais.',
      image: cover(5),
      categoryId: entryId(labels.categories, 'sales'),
      position: 1,
    },
    {
      type: 'presential_catalog',
      title: 'Encontros de Liderança',
      description: 'Convenções e avaliações práticas para líderes de loja.',
      image: cover(6),
      categoryId: entryId(labels.categories, 'leadership'),
      position: 2,
    },
  ]);
  await insertDemoChildren(tx, catalogIds[0] ?? 0, presentialIds.slice(0, 5));
  await insertDemoChildren(tx, catalogIds[1] ?? 0, presentialIds.slice(5));

  const transmissions = (type: 'webinar' | 'live_class', specs: readonly TransmissionSpec[], offset: number) =>
    specs.map(([title, host, status, day, hour, online, vacancies, seatsTaken], index) => ({
      type,
      title,
      description:
        type === 'webinar'
          ? `Webinar com ${host}: conteúdo novo e perguntas ao vivo.`
          : `Aula ao vivo com ${host}, com exercícios e espaço para dúvidas.`,
      image: cover(index + offset),
      categoryId: entryId(labels.categories, random.pick(['sales', 'products', 'service', 'leadership', 'technology'])),
      status,
      isOnline: online,
      beginAt: calendar.at(day, hour),
      endAt: calendar.at(day, hour + 1, 30),
      vacancies,
      seatsTaken,
      position: index + 1,
      details: type === 'webinar' ? { speaker: host } : { instructor: host },
      translations: demoTransmissionTranslations(type, title, host),
      labels: randomAudience(random, labels),
    }));
  const webinarIds = await insertDemoItems(tx, client.id, transmissions('webinar', DEMO_WEBINARS, 1));
  const liveClassIds = await insertDemoItems(tx, client.id, transmissions('live_class', DEMO_LIVE_CLASSES, 4));

  const [trail1, trail2, trail3, trail4, , trail6] = await demoTrailIds(context);
  const after = 20; // after the trails' courses
  await insertDemoChildren(tx, trail1 ?? 0, [webinarIds[0] ?? 0, liveClassIds[0] ?? 0], after);
  await insertDemoChildren(tx, trail2 ?? 0, [webinarIds[2] ?? 0, liveClassIds[1] ?? 0], after);
  await insertDemoChildren(tx, trail3 ?? 0, [catalogIds[0] ?? 0], after);
  await insertDemoChildren(tx, trail4 ?? 0, [catalogIds[1] ?? 0, liveClassIds[4] ?? 0], after);
  await insertDemoChildren(tx, trail6 ?? 0, [liveClassIds[2] ?? 0], after);

  const learner = users.learner.id;
  await insertDemoStates(tx, [
    { userId: learner, itemId: presentialIds[0] ?? 0, enrolled: true },
    { userId: learner, itemId: presentialIds[4] ?? 0, enrolled: true, status: 'finished', progress: 100 },
    { userId: learner, itemId: webinarIds[0] ?? 0, enrolled: true, favorite: true },
    { userId: learner, itemId: webinarIds[4] ?? 0, enrolled: true, status: 'finished', progress: 100 },
    { userId: learner, itemId: liveClassIds[0] ?? 0, enrolled: true },
    { userId: learner, itemId: liveClassIds[5] ?? 0, enrolled: true, status: 'finished', progress: 100 },
    { userId: learner, itemId: liveClassIds[7] ?? 0, favorite: true },
  ]);
}
